import { textField } from '../../http/body';
import { ok, okData } from '../../http/envelope';
import { NO_PERMISSION_MSG, ServiceError } from '../../http/errors';
import { idParam } from '../../http/params';
import type { Route } from '../../http/router';
import { parseBody } from '../../http/schema';
import { hasAnyPermission } from '../auth/login-user';
import {
  addCategory,
  categoryFilterOf,
  categoryTreeSelect,
  editCategory,
  getCategory,
  listCategoriesExcept,
  listCategoriesFlat,
  removeCategories,
} from './category-admin-service';
import { categorySchema } from './content-admin-schemas';
import { pathIdsOf } from './content-fields';

/** Who may pick a category: those managing categories, and editors choosing an article's category. */
const PICKER_PERMISSIONS = ['bll:articleType:list', 'bll:article:list'];

/** Category management (contract 10.1). Literal paths come before `/bll/article_type/:id`. */
export const categoryAdminRoutes: Route[] = [
  // GET /bll/article_type/list – every category (any status) flat, by parent and order, for the tree table; bllName contains, status
  {
    method: 'GET',
    path: '/bll/article_type/list',
    access: { permission: 'bll:articleType:list' },
    handler: async (ctx) => okData(await listCategoriesFlat(ctx.deps.db, categoryFilterOf(ctx.query))),
  },
  // GET /bll/article_type/list/exclude/:id – every category but this one and those below it (the parent picker)
  {
    method: 'GET',
    path: '/bll/article_type/list/exclude/:id',
    access: { permission: 'bll:articleType:list' },
    handler: async (ctx) => okData(await listCategoriesExcept(ctx.deps.db, idParam('id', ctx.params.id))),
  },
  // GET /bll/article_type/treeselect – the category tree as TreeSelect[] for the article form's picker
  {
    method: 'GET',
    path: '/bll/article_type/treeselect',
    access: 'user',
    handler: async (ctx) => {
      const user = ctx.requireUser();
      if (!hasAnyPermission(user, PICKER_PERMISSIONS)) throw new ServiceError(NO_PERMISSION_MSG, 403);
      return okData(await categoryTreeSelect(ctx.deps.db));
    },
  },
  // GET /bll/article_type/:id – one category with its parent's name
  {
    method: 'GET',
    path: '/bll/article_type/:id',
    access: { permission: 'bll:articleType:query' },
    handler: async (ctx) => okData(await getCategory(ctx.deps.db, idParam('id', ctx.params.id))),
  },
  // POST /bll/article_type – a new category; `data` is its id
  {
    method: 'POST',
    path: '/bll/article_type',
    access: { permission: 'bll:articleType:add' },
    handler: async (ctx) => okData(await addCategory(ctx.deps.db, ctx.requireUser(), parseBody(categorySchema, await ctx.body()))),
  },
  // PUT /bll/article_type – changes the category named by id, moving its subtree when the parent changes; `data` is its id
  {
    method: 'PUT',
    path: '/bll/article_type',
    access: { permission: 'bll:articleType:edit' },
    handler: async (ctx) => {
      const body = await ctx.body();
      const id = idParam('id', textField(body, 'id', true));
      await editCategory(ctx.deps.db, ctx.requireUser(), id, parseBody(categorySchema, body));
      return okData(id);
    },
  },
  // DELETE /bll/article_type/:ids – comma-joined ids, all or none; 601 while a category has children or articles
  {
    method: 'DELETE',
    path: '/bll/article_type/:ids',
    access: { permission: 'bll:articleType:remove' },
    handler: async (ctx) => {
      await removeCategories(ctx.deps.db, pathIdsOf(ctx.params.ids));
      return ok();
    },
  },
];

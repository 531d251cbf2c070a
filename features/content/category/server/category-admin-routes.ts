import { category } from '@/features/content/category/contract';
import { okData } from '@/lib/backend/http/envelope';
import { NO_PERMISSION_MSG, ServiceError } from '@/lib/backend/http/errors';
import { idParam } from '@/lib/backend/http/params';
import type { Route } from '@/lib/backend/http/router';
import { addRoute, editRoute, getRoute, removeRoute } from '@/lib/backend/http/row-routes';
import { hasAnyPermission } from '@/lib/security/caller';
import {
  addCategory,
  categoryTreeSelect,
  editCategory,
  getCategory,
  listCategoriesExcept,
  listCategoriesFlat,
  removeCategories,
} from './category-admin-service';

/** Who may pick a category: those managing categories, and editors choosing an article's category. */
const PICKER_PERMISSIONS = ['bll:articleType:list', 'bll:article:list'];

/** Category management (contract 10.1). Literal paths come before `/bll/article_type/:id`. */
export const categoryAdminRoutes: Route[] = [
  {
    contract: category.list,
    handler: async (ctx) => okData(await listCategoriesFlat(ctx.deps.db, ctx.query)),
  },
  {
    contract: category.listExclude,
    handler: async (ctx) => okData(await listCategoriesExcept(ctx.deps.db, idParam('id', ctx.params.id))),
  },
  {
    contract: category.treeselect,
    handler: async (ctx) => {
      const user = ctx.requireUser();
      if (!hasAnyPermission(user, PICKER_PERMISSIONS)) throw new ServiceError(NO_PERMISSION_MSG, 403);
      return okData(await categoryTreeSelect(ctx.deps.db));
    },
  },
  getRoute(category.get, 'id', getCategory),
  addRoute(category.add, addCategory),
  editRoute(category.edit, 'id', editCategory, { answersId: true }),
  removeRoute(category.remove, 'ids', removeCategories, { required: true }),
];

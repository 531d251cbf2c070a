import { textField } from '../../http/body';
import { ok, okData, table } from '../../http/envelope';
import { pageOf } from '../../http/paging';
import { idParam } from '../../http/params';
import type { Route } from '../../http/router';
import { parseBody } from '../../http/schema';
import { linkSchema } from './content-admin-schemas';
import { pathIdsOf } from './content-fields';
import { addLink, editLink, getLink, linkFilterOf, linkOrderOf, listLinksPaged, removeLinks } from './links-admin-service';

/** Friendly link management (contract 10.3). Literal paths come before `/bll/links/:id`. */
export const linksAdminRoutes: Route[] = [
  // GET /bll/links/list – links of every status, paged, by order number; linkName contains, status
  {
    method: 'GET',
    path: '/bll/links/list',
    access: { permission: 'bll:links:list' },
    handler: async (ctx) => {
      const { total, rows } = await listLinksPaged(ctx.deps.db, linkFilterOf(ctx.query), linkOrderOf(ctx.query), pageOf(ctx.query));
      return table(rows, total);
    },
  },
  // GET /bll/links/:id – one link
  {
    method: 'GET',
    path: '/bll/links/:id',
    access: { permission: 'bll:links:query' },
    handler: async (ctx) => okData(await getLink(ctx.deps.db, idParam('id', ctx.params.id))),
  },
  // POST /bll/links – a new link (http(s) address only); `data` is its id
  {
    method: 'POST',
    path: '/bll/links',
    access: { permission: 'bll:links:add' },
    handler: async (ctx) => okData(await addLink(ctx.deps.db, ctx.requireUser(), parseBody(linkSchema, await ctx.body()))),
  },
  // PUT /bll/links – changes the link named by id; `data` is its id
  {
    method: 'PUT',
    path: '/bll/links',
    access: { permission: 'bll:links:edit' },
    handler: async (ctx) => {
      const body = await ctx.body();
      const id = idParam('id', textField(body, 'id', true));
      await editLink(ctx.deps.db, ctx.requireUser(), id, parseBody(linkSchema, body));
      return okData(id);
    },
  },
  // DELETE /bll/links/:ids – comma-joined ids, all or none
  {
    method: 'DELETE',
    path: '/bll/links/:ids',
    access: { permission: 'bll:links:remove' },
    handler: async (ctx) => {
      await removeLinks(ctx.deps.db, pathIdsOf(ctx.params.ids));
      return ok();
    },
  },
];

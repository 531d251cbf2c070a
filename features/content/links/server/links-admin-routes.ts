import { links } from '@/features/content/links/contract';
import { textField } from '@/lib/backend/http/body';
import { ok, okData, table } from '@/lib/backend/http/envelope';
import { pageOf } from '@/lib/backend/http/paging';
import { idParam } from '@/lib/backend/http/params';
import type { Route } from '@/lib/backend/http/router';
import { parseBody } from '@/lib/backend/http/schema';
import { linkSchema } from '@/features/content/server/content-admin-schemas';
import { pathIdsOf } from '@/features/content/server/content-fields';
import { addLink, editLink, getLink, linkFilterOf, linkOrderOf, listLinksPaged, removeLinks } from './links-admin-service';

/** Friendly link management (contract 10.3). Literal paths come before `/bll/links/:id`. */
export const linksAdminRoutes: Route[] = [
  {
    contract: links.list,
    handler: async (ctx) => {
      const { total, rows } = await listLinksPaged(ctx.deps.db, linkFilterOf(ctx.query), linkOrderOf(ctx.query), pageOf(ctx.query));
      return table(rows, total);
    },
  },
  {
    contract: links.get,
    handler: async (ctx) => okData(await getLink(ctx.deps.db, idParam('id', ctx.params.id))),
  },
  {
    contract: links.add,
    handler: async (ctx) => okData(await addLink(ctx.deps.db, ctx.requireUser(), parseBody(linkSchema, await ctx.body()))),
  },
  {
    contract: links.edit,
    handler: async (ctx) => {
      const body = await ctx.body();
      const id = idParam('id', textField(body, 'id', true));
      await editLink(ctx.deps.db, ctx.requireUser(), id, parseBody(linkSchema, body));
      return okData(id);
    },
  },
  {
    contract: links.remove,
    handler: async (ctx) => {
      await removeLinks(ctx.deps.db, pathIdsOf(ctx.params.ids));
      return ok();
    },
  },
];

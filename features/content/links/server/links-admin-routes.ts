import { links } from '@/features/content/links/contract';
import { textField } from '@/lib/backend/http/body';
import { ok, okData } from '@/lib/backend/http/envelope';
import { idParam } from '@/lib/backend/http/params';
import type { Route } from '@/lib/backend/http/router';
import { parseBody } from '@/lib/backend/http/schema';
import { listRoute } from '@/lib/backend/http/table-list';
import { linkSchema } from '@/features/content/server/content-admin-schemas';
import { pathIdsOf } from '@/features/content/server/content-fields';
import { addLink, editLink, getLink, linkList, removeLinks } from './links-admin-service';

/** Friendly link management (contract 10.3). Literal paths come before `/bll/links/:id`. */
export const linksAdminRoutes: Route[] = [
  listRoute(links.list, linkList),
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

import { online } from '@/features/monitor/online/contract';
import { ok, table } from '@/lib/backend/http/envelope';
import { textFilter } from '@/lib/backend/http/list-query';
import type { Route } from '@/lib/backend/http/router';
import { forceLogout, listOnline } from './online-service';

export const onlineRoutes: Route[] = [
  {
    contract: online.list,
    handler: async (ctx) => {
      const rows = await listOnline(ctx.deps.db, ctx.requireUser(), {
        ipaddr: textFilter(ctx.query, 'ipaddr', 128),
        userName: textFilter(ctx.query, 'userName', 50),
      });
      return table(rows, rows.length);
    },
  },
  {
    contract: online.remove,
    handler: async (ctx) => {
      await forceLogout(ctx.deps, ctx.requireUser(), ctx.params.tokenId.trim());
      return ok();
    },
  },
];

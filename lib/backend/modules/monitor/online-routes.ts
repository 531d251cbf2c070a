import { online } from '@/features/monitor/online/contract';
import { ok, table } from '../../http/envelope';
import { textFilter } from '../../http/list-query';
import type { Route } from '../../http/router';
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

import { ok, table } from '../../http/envelope';
import { textFilter } from '../../http/list-query';
import type { Route } from '../../http/router';
import { FORCE_LOGOUT_PERMISSION, forceLogout, listOnline, ONLINE_LIST_PERMISSION } from './online-service';

export const onlineRoutes: Route[] = [
  // GET /monitor/online/list – the live sessions in the caller's data scope, all rows (the screen pages them), by exact address and user name
  {
    method: 'GET',
    path: '/monitor/online/list',
    access: { permission: ONLINE_LIST_PERMISSION },
    handler: async (ctx) => {
      const rows = await listOnline(ctx.deps.db, ctx.requireUser(), { ipaddr: textFilter(ctx.query, 'ipaddr', 128), userName: textFilter(ctx.query, 'userName', 50) });
      return table(rows, rows.length);
    },
  },
  // DELETE /monitor/online/:tokenId – ends the session that online id names, at once, for a user in scope who holds no more than the caller
  {
    method: 'DELETE',
    path: '/monitor/online/:tokenId',
    access: { permission: FORCE_LOGOUT_PERMISSION },
    handler: async (ctx) => {
      await forceLogout(ctx.deps, ctx.requireUser(), ctx.params.tokenId.trim());
      return ok();
    },
  },
];

import { ok, table } from '../../http/envelope';
import { textFilter } from '../../http/list-query';
import type { Route } from '../../http/router';
import { forceLogout, listOnline } from './online-service';

export const onlineRoutes: Route[] = [
  // GET /monitor/online/list – every live session, all rows (the screen pages them), by exact address and user name
  {
    method: 'GET',
    path: '/monitor/online/list',
    access: { permission: 'monitor:online:list' },
    handler: async (ctx) => {
      const rows = await listOnline(ctx.deps.db, { ipaddr: textFilter(ctx.query, 'ipaddr', 128), userName: textFilter(ctx.query, 'userName', 50) });
      return table(rows, rows.length);
    },
  },
  // DELETE /monitor/online/:tokenId – ends the session that online id names, at once
  {
    method: 'DELETE',
    path: '/monitor/online/:tokenId',
    access: { permission: 'monitor:online:forceLogout' },
    handler: async (ctx) => {
      await forceLogout(ctx.deps, ctx.requireUser(), ctx.params.tokenId.trim());
      return ok();
    },
  },
];

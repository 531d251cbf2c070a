import { okData } from '../../http/envelope';
import type { Route } from '../../http/router';
import { dashboardOf } from './dashboard-service';

export const dashboardRoutes: Route[] = [
  // GET /bll/dashboard – the admin home's figures, only the parts the caller's permissions cover
  { method: 'GET', path: '/bll/dashboard', access: 'user', handler: async (ctx) => okData(await dashboardOf(ctx.deps.db, ctx.requireUser())) },
];

import { dashboard } from '@/features/member/dashboard/contract';
import { okData } from '../../http/envelope';
import type { Route } from '../../http/router';
import { dashboardOf } from './dashboard-service';

export const dashboardRoutes: Route[] = [
  { contract: dashboard.get, handler: async (ctx) => okData(await dashboardOf(ctx.deps.db, ctx.requireUser())) },
];

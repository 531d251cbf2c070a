import { dashboard } from '@/features/member/dashboard/contract';
import { okData } from '@/lib/backend/http/envelope';
import type { Route } from '@/lib/backend/http/router';
import { dashboardOf } from './dashboard-service';

export const dashboardRoutes: Route[] = [
  { contract: dashboard.get, handler: async (ctx) => okData(await dashboardOf(ctx.deps.db, ctx.requireUser())) },
];

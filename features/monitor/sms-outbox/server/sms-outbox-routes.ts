import { smsOutbox } from '@/features/monitor/sms-outbox/contract';
import type { Route } from '@/lib/backend/http/router';
import { listRoute } from '@/lib/backend/http/table-list';
import { smsRecords } from './sms-outbox-service';

export const smsOutboxRoutes: Route[] = [listRoute(smsOutbox.list, (ctx) => smsRecords(ctx.deps, ctx.requireUser(), ctx.query))];

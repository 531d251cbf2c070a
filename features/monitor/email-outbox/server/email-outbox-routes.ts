import type { Route } from '@/lib/backend/http/router';
import { listRoute } from '@/lib/backend/http/table-list';
import { okData } from '@/lib/backend/http/envelope';
import { parseBody } from '@/lib/backend/http/schema';
import { emailOutbox } from '../contract';
import { emailRecords, queueTestEmail } from './email-outbox-service';

export const emailOutboxRoutes: Route[] = [
  listRoute(emailOutbox.list, (ctx) => emailRecords(ctx.deps, ctx.query)),
  {
    contract: emailOutbox.test,
    handler: async (ctx) => {
      const { to } = parseBody(emailOutbox.test.input, await ctx.body());
      return okData(await queueTestEmail(ctx.deps, to, ctx.requireUser().userName, ctx.client.ip));
    },
  },
];

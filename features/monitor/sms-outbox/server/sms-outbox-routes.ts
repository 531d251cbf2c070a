import { smsOutbox } from '@/features/monitor/sms-outbox/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { sysSmsOutbox } from '@/lib/backend/db/schema';
import { table } from '@/lib/backend/http/envelope';
import { pageOf } from '@/lib/backend/http/paging';
import type { Route } from '@/lib/backend/http/router';
import { toWireTime } from '@/lib/format/date-time';

export const smsOutboxRoutes: Route[] = [
  {
    contract: smsOutbox.list,
    handler: async (ctx) => {
      const { pageSize, offset } = pageOf(ctx.query);
      const filters: SQL[] = [];
      const phone = ctx.query.get('phone')?.trim();
      if (phone) filters.push(eq(sysSmsOutbox.phone, phone));
      const scene = ctx.query.get('scene')?.trim();
      if (scene) filters.push(eq(sysSmsOutbox.scene, scene));
      const status = ctx.query.get('status')?.trim();
      if (status) filters.push(eq(sysSmsOutbox.status, status));
      const where = filters.length ? and(...filters) : undefined;
      const [{ total }] = await ctx.deps.db.select({ total: count() }).from(sysSmsOutbox).where(where);
      const rows = await ctx.deps.db.select().from(sysSmsOutbox).where(where).orderBy(desc(sysSmsOutbox.id)).limit(pageSize).offset(offset);
      return table(
        rows.map((row) => ({ ...row, createTime: toWireTime(row.createTime) })),
        total,
      );
    },
  },
];

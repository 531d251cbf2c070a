import { and, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import type { OnlineIncome } from '../contract';
import { bllPayOrder } from '../tables';
import { OFFLINE } from './order-channels';

const TAKEN_STATES = ['paid', 'partly_refunded', 'refunded'];

/** The online income (bank transfers left out) since the start of `monthStart`'s month and in all, from orders the providers took. */
export async function onlineIncome(db: Executor, monthStart: Date): Promise<OnlineIncome> {
  const net = sql<number>`coalesce(sum(${bllPayOrder.amount} - ${bllPayOrder.refundedAmount}), 0)`.mapWith(Number);
  const taken = and(inArray(bllPayOrder.state, TAKEN_STATES), ne(bllPayOrder.channel, OFFLINE));
  const [all] = await db.select({ total: net }).from(bllPayOrder).where(taken);
  const [month] = await db
    .select({ thisMonth: net, orders: sql<number>`count(*)`.mapWith(Number) })
    .from(bllPayOrder)
    .where(and(taken, gte(bllPayOrder.paidTime, monthStart)));
  return { thisMonth: month.thisMonth, ordersThisMonth: month.orders, total: all.total };
}

import { and, eq } from 'drizzle-orm';
import { FEE_CONFIRMED, type FeeConfirmed } from '@/features/member/application/server';
import { handlerOf } from '@/lib/backend/events/domain-events';
import { fenOf } from '@/lib/format/money';
import { bllPayEvent, bllPayOrder } from '../tables';
import { OFFLINE } from './order-channels';
import { closeOrder, newOrderNo } from './order-service';
import { moveOrder } from './order-states';
import { FEE_SUBJECTS } from './pay-purposes';

/**
 * A membership fee is confirmed: the bank transfer's order is paid with it, so 订单管理 lists
 * every fee the association took. A transfer confirmed without an order (the payer sent the
 * receipt without asking for a number) gets one, paid, for the amount the receipt shows. A fee
 * taken online closes the transfer orders still open for it: nobody pays twice.
 */
export const feeConfirmed = handlerOf<FeeConfirmed>(FEE_CONFIRMED, async (tx, event) => {
  const open = await tx
    .select()
    .from(bllPayOrder)
    .where(
      and(
        eq(bllPayOrder.refType, event.type),
        eq(bllPayOrder.refId, event.applicationId),
        eq(bllPayOrder.channel, OFFLINE),
        eq(bllPayOrder.state, 'created'),
      ),
    )
    .orderBy(bllPayOrder.id)
    .for('update');
  const detail = JSON.stringify({ reference: event.reference, amount: event.amount, by: event.by });
  const paidBy = event.channel === OFFLINE ? open.shift() : undefined;
  for (const other of open) await closeOrder(tx, other, `the fee was confirmed by ${event.channel}`, event.by);
  if (event.channel !== OFFLINE) return;
  const now = new Date();
  const changes = { transactionId: event.reference.slice(0, 64), paidTime: now };
  if (paidBy) {
    await moveOrder(tx, paidBy.id, { to: 'paid', kind: 'confirm', detail, by: event.by, changes });
    return;
  }
  const [made] = await tx
    .insert(bllPayOrder)
    .values({
      orderNo: newOrderNo(now),
      userId: event.userId,
      purpose: 'membership',
      refType: event.type,
      refId: event.applicationId,
      subject: FEE_SUBJECTS[event.type],
      amount: fenOf(event.amount) ?? 0,
      channel: OFFLINE,
      state: 'paid',
      expireTime: now,
      createBy: event.userName,
      ...changes,
    })
    .returning({ id: bllPayOrder.id });
  await tx.insert(bllPayEvent).values({ orderId: made.id, kind: 'confirm', toState: 'paid', detail, createBy: event.by });
});

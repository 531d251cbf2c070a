import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/lib/backend/db/client';
import { sysUser } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { wireRow } from '@/lib/backend/http/wire';
import type { BackendServices } from '@/lib/backend/services';
import { toWireTime } from '@/lib/format/date-time';
import { yuanOf } from '@/lib/format/money';
import { ProviderError, type OnlineChannel, type RefundResult } from '@/lib/payments/payment-provider';
import {
  CHANNEL_OFF_MSG,
  NOT_REFUNDABLE_MSG,
  ORDER_NOT_FOUND_MSG,
  REFUND_UNCERTAIN_MSG,
  type OrderWire,
  type PayPurpose,
  type refundSchema,
} from '../contract';
import { bllPayOrder, bllPayRefund } from '../tables';
import { channelBy, OFFLINE, providerOf } from './order-channels';
import { moveOrder, PAID_STATES, recordEvent, type OrderRow, type OrderState } from './order-states';
import { PURPOSES, type Actor } from './pay-purposes';

/** A refund asked of a provider and not yet answered: it counts as given back while it is asked. */
const ASKED = 'requested';
type RefundRow = typeof bllPayRefund.$inferSelect;

const newRefundNo = () => `R${toWireTime(new Date()).replace(/\D/g, '')}${crypto.randomInt(100_000, 1_000_000)}`;

/**
 * `POST /pay/order/refund`: gives back part or all of a paid order. The refund is written as asked
 * first, under the order's lock, so two refunds at once cannot give back more than was paid; the
 * provider is asked with no transaction open; its answer then moves the order (a full refund ends
 * what was paid for). A bank transfer's money goes back by transfer, outside the portal: the
 * refund records it. The provider's refusal removes the asked refund and keeps everything else
 * as it was; a refund whose answer is uncertain stays asked, and the sweep asks again with the
 * same number (`askAgain`).
 */
export async function refundOrder(deps: BackendServices, staff: Actor, input: z.infer<typeof refundSchema>): Promise<OrderWire> {
  const { order, refund } = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bllPayOrder).where(eq(bllPayOrder.orderNo, input.orderNo)).for('update');
    if (!locked) throw new ServiceError(ORDER_NOT_FOUND_MSG);
    if (!PAID_STATES.includes(locked.state as OrderState)) throw new ServiceError(NOT_REFUNDABLE_MSG);
    if (locked.channel !== OFFLINE && !providerOf(deps, locked.channel)) throw new ServiceError(CHANNEL_OFF_MSG);
    const [{ asked }] = await tx
      .select({ asked: sql<number>`coalesce(sum(${bllPayRefund.amount}), 0)`.mapWith(Number) })
      .from(bllPayRefund)
      .where(and(eq(bllPayRefund.orderId, locked.id), eq(bllPayRefund.state, ASKED)));
    const left = locked.amount - locked.refundedAmount - asked;
    if (input.amount > left) throw new ServiceError(`退款金额不能超过可退金额（¥${yuanOf(left)}）`);
    const [made] = await tx
      .insert(bllPayRefund)
      .values({
        orderId: locked.id,
        refundNo: newRefundNo(),
        amount: input.amount,
        reason: input.reason,
        state: ASKED,
        createBy: staff.userName,
      })
      .returning();
    return { order: locked, refund: made };
  });
  const asked = await ask(deps, order, refund, staff);
  if ('uncertain' in asked) throw new ServiceError(REFUND_UNCERTAIN_MSG);
  if ('refused' in asked) throw new ServiceError(`退款未成功：${asked.refused}`);
  return wireRow(asked.settled);
}

/** How asking for a refund ended: settled, refused (the asked refund is gone), or uncertain (it stays asked). */
type Asked = { settled: OrderRow } | { refused: string } | { uncertain: string };

/** Asks the order's provider for an asked refund (a transfer's is done by the staff member who records it), and settles it. */
async function ask(deps: BackendServices, order: OrderRow, refund: RefundRow, by: Actor): Promise<Asked> {
  const provider = providerOf(deps, order.channel);
  if (!provider) {
    const answer = { transfer: 'given back by transfer', by: by.userName };
    return { settled: await finish(deps.db, refund, { state: 'done', refundId: '', answer }, by) };
  }
  let result: RefundResult;
  try {
    result = await provider.refund({
      orderNo: order.orderNo,
      refundNo: refund.refundNo,
      amountFen: refund.amount,
      totalFen: order.amount,
      reason: refund.reason,
      notifyUrl: `${deps.siteOrigin}/pay/notify/${order.channel}`,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.uncertain) {
      deps.log(`[pay] refund ${refund.refundNo} of ${order.orderNo}: ${error.message}; it stays asked and is asked again`, 'warn');
      return { uncertain: error.message };
    }
    await deps.db.delete(bllPayRefund).where(and(eq(bllPayRefund.id, refund.id), eq(bllPayRefund.state, ASKED)));
    return { refused: error.message };
  }
  return { settled: await finish(deps.db, refund, result, by) };
}

/**
 * The provider's answer to an asked refund, once: the refund takes it, and the order moves by the
 * amount (a full refund ends what was paid for). A refund already settled (the sweep and a person
 * at once) changes nothing more.
 */
async function finish(db: Executor, refund: RefundRow, result: RefundResult, by: Actor): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(bllPayOrder).where(eq(bllPayOrder.id, refund.orderId)).for('update');
    const [settled] = await tx
      .update(bllPayRefund)
      .set({ state: result.state, providerRefundId: result.refundId, updateBy: by.userName, updateTime: new Date() })
      .where(and(eq(bllPayRefund.id, refund.id), eq(bllPayRefund.state, ASKED)))
      .returning({ id: bllPayRefund.id });
    if (!settled) return current;
    const refundedAmount = current.refundedAmount + refund.amount;
    const full = refundedAmount === current.amount;
    const moved = await moveOrder(tx, current.id, {
      to: full ? 'refunded' : 'partly_refunded',
      kind: 'refund',
      detail: JSON.stringify(result.answer),
      by: by.userName,
      changes: { refundedAmount },
    });
    if (full) await PURPOSES[current.purpose as PayPurpose].refundedInFull(tx, current, by, refund.reason);
    return moved!;
  });
}

/** The staff member who asked for a refund, by the account it names (gone: their name alone). */
async function askerOf(db: Executor, userName: string): Promise<Actor> {
  const [user] = await db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, userName));
  return { userId: user?.userId ?? 0, userName };
}

export interface AskedAgain {
  done: number;
  refused: number;
  uncertain: number;
}

/**
 * Refunds asked before `before` and never answered (the provider's answer was lost, or the
 * portal stopped half-way) are asked again with the same number: both providers take a repeated
 * refund number as the same refund, so money goes back at most once, and the order follows.
 */
export async function askAgain(deps: BackendServices, before: Date, signal: AbortSignal): Promise<AskedAgain> {
  const asked = await deps.db
    .select({ refund: bllPayRefund, order: bllPayOrder })
    .from(bllPayRefund)
    .innerJoin(bllPayOrder, eq(bllPayOrder.id, bllPayRefund.orderId))
    .where(and(eq(bllPayRefund.state, ASKED), lt(bllPayRefund.createTime, before)))
    .orderBy(bllPayRefund.id);
  const counts: AskedAgain = { done: 0, refused: 0, uncertain: 0 };
  for (const { refund, order } of asked) {
    signal.throwIfAborted();
    if (order.channel !== OFFLINE && !providerOf(deps, order.channel)) continue;
    const asked = await ask(deps, order, refund, await askerOf(deps.db, refund.createBy));
    if ('settled' in asked) counts.done += 1;
    else if ('uncertain' in asked) counts.uncertain += 1;
    else {
      counts.refused += 1;
      deps.log(`[pay] refund ${refund.refundNo} of ${order.orderNo}, asked again, was refused: ${asked.refused}`, 'error');
    }
  }
  return counts;
}

/**
 * A refund the provider answered as processing has ended: `done`, or `failed` (WeChat's ABNORMAL or
 * CLOSED: the money did not go back, and staff must settle it with the payer), once. A repeated
 * or unknown one changes nothing.
 */
export async function endRefund(deps: BackendServices, channel: OnlineChannel, refundNo: string, state: 'done' | 'failed', detail: string) {
  const ended = await deps.db.transaction(async (tx) => {
    const [refund] = await tx
      .update(bllPayRefund)
      .set({ state, updateBy: channelBy(channel), updateTime: new Date() })
      .where(and(eq(bllPayRefund.refundNo, refundNo), eq(bllPayRefund.state, 'pending')))
      .returning();
    if (refund) await recordEvent(tx, refund.orderId, 'refund', detail, channelBy(channel));
    return refund;
  });
  if (!ended) deps.log(`[pay] ${channel} refund notification for ${refundNo}: no pending refund, nothing changed`, 'info');
  else if (state === 'failed')
    deps.log(`[pay] refund ${refundNo} failed at ${channel}: the money did not go back; settle it with the payer`, 'error');
}

import crypto from 'node:crypto';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { BackendServices } from '@/lib/backend/services';
import type { Executor } from '@/lib/backend/db/client';
import { ServiceError } from '@/lib/backend/http/errors';
import type { ClientInfo } from '@/lib/backend/http/context';
import { contains, daysOf, equals, tableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import { toWireTime } from '@/lib/format/date-time';
import { yuanOf } from '@/lib/format/money';
import { offeredChannels, ProviderError, type OnlineChannel, type PayDevice, type ProviderPayment } from '@/lib/payments/payment-provider';
import { hasPermission, type LoginUser } from '@/lib/security/caller';
import {
  ALREADY_PAID_MSG,
  CHANNEL_OFF_MSG,
  NOT_REFUNDABLE_MSG,
  ORDER_NOT_FOUND_MSG,
  type OrderDetail,
  type OrderStart,
  type OrderWire,
  type PayPurpose,
  type orderSchema,
  type PayChannels,
  type refundSchema,
} from '../contract';
import { bllPayEvent, bllPayOrder, bllPayRefund } from '../tables';
import { moveOrder, recordEvent, type OrderRow } from './order-states';
import { PURPOSES } from './pay-purposes';
import type { z } from 'zod';

/** How long a started payment stays open at the provider; the clean-up job closes it after. */
export const ORDER_LIFETIME_MS = 2 * 3600_000;
const PAID_STATES = ['paid', 'partly_refunded'] as const;

/** The advisory lock's first key per purpose: an application and a sign-up may share an id. */
const LOCK_KEYS: Record<PayPurpose, number> = { membership: 7302, activity: 7303 };

/** `P`, the China time to the second, six random digits: unique, and what both providers accept. */
const newOrderNo = (now: Date) => `P${toWireTime(now).replace(/\D/g, '')}${crypto.randomInt(100_000, 1_000_000)}`;

const deviceOf = (asked: PayDevice | undefined, client: ClientInfo): PayDevice =>
  asked ?? (/Mobile|Android|iPhone|iPad|HarmonyOS/i.test(client.userAgent) ? 'mobile' : 'desktop');

const channelBy = (channel: string) => `pay:${channel}`;

/** The open and paid orders of one purpose, in the caller's transaction. */
async function ordersOf(tx: Executor, refType: string, refId: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(bllPayOrder)
    .where(and(eq(bllPayOrder.refType, refType), eq(bllPayOrder.refId, refId), inArray(bllPayOrder.state, ['created', ...PAID_STATES])))
    .orderBy(desc(bllPayOrder.id));
}

/**
 * `POST /pay/order`: the caller's payment of a purpose (their approved application's fee, their
 * sign-up's price), by a channel the settings switch on. The amount is the one the server gives
 * now (`pay-purposes.ts`), never the browser's. An open order of the same
 * channel and amount is taken up again; one of another channel is closed first (or settled, if
 * its provider already took the money); a purpose already paid is refused.
 */
export async function startOrder(
  deps: BackendServices,
  user: LoginUser,
  input: z.infer<typeof orderSchema>,
  client: ClientInfo,
): Promise<OrderStart> {
  const provider = deps.payments[input.channel];
  if (!provider || !deps.siteOrigin) throw new ServiceError(CHANNEL_OFF_MSG);
  const purpose = PURPOSES[input.purpose];
  const payable = await purpose.payable(deps.db, user.userId, input.refId);
  const { amount } = payable;

  const { order, others } = await deps.db.transaction(async (tx) => {
    // One start at a time per purpose: two tabs starting at once make one order.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS[input.purpose]}, ${payable.refId}::int)`);
    const orders = await ordersOf(tx, payable.refType, payable.refId);
    if (orders.some((row) => (PAID_STATES as readonly string[]).includes(row.state))) throw new ServiceError(ALREADY_PAID_MSG);
    const now = new Date();
    const open = orders.filter((row) => row.state === 'created' && row.expireTime > now);
    const reusable = open.find((row) => row.channel === input.channel && row.amount === amount);
    if (reusable) return { order: reusable, others: open.filter((row) => row !== reusable) };
    const [created] = await tx
      .insert(bllPayOrder)
      .values({
        orderNo: newOrderNo(now),
        userId: user.userId,
        purpose: input.purpose,
        refType: payable.refType,
        refId: payable.refId,
        subject: payable.subject,
        amount,
        channel: input.channel,
        expireTime: new Date(now.getTime() + ORDER_LIFETIME_MS),
        createBy: user.userName,
      })
      .returning();
    return { order: created, others: open };
  });

  for (const other of others) if ((await closeAtProvider(deps, other)) === 'paid') throw new ServiceError(ALREADY_PAID_MSG);

  const start = await provider.start({
    orderNo: order.orderNo,
    amountFen: order.amount,
    subject: order.subject,
    device: deviceOf(input.device, client),
    clientIp: client.ip,
    notifyUrl: `${deps.siteOrigin}/pay/notify/${order.channel}`,
    returnUrl: `${deps.siteOrigin}${purpose.returnPath(order)}`,
    expiresAt: order.expireTime,
  });
  await recordEvent(deps.db, order.id, 'start', JSON.stringify(start), user.userName);
  return { orderNo: order.orderNo, amount: order.amount, ...start };
}

/**
 * Ends an open order at its provider: asked first, so money already taken settles the order
 * instead; then closed there and here.
 */
export async function closeAtProvider(deps: BackendServices, order: OrderRow): Promise<'paid' | 'closed'> {
  const provider = deps.payments[order.channel as OnlineChannel];
  if (!provider) return 'closed';
  const answer = await provider.query(order.orderNo);
  if (answer.state === 'paid') {
    await settle(deps, order.channel as OnlineChannel, answer.payment, 'query', JSON.stringify(answer.answer));
    return 'paid';
  }
  if (answer.state === 'open') await provider.close(order.orderNo);
  await deps.db.transaction((tx) =>
    moveOrder(tx, order.id, {
      to: 'closed',
      kind: 'close',
      detail: JSON.stringify(answer.answer),
      by: channelBy(order.channel),
      changes: { closedTime: new Date() },
    }),
  );
  return 'closed';
}

export type Settlement = 'paid' | 'repeated' | 'unknown order' | 'amount mismatch' | 'channel mismatch';

/**
 * A payment the provider says it took (a notification or a query), once: the order is paid and
 * its purpose done in one transaction. A payment of another amount, or for an order of another
 * channel, changes nothing; a repeated one changes nothing and is acknowledged.
 */
export async function settle(
  deps: BackendServices,
  channel: OnlineChannel,
  payment: ProviderPayment,
  kind: 'notify' | 'query',
  detail: string,
): Promise<Settlement> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(bllPayOrder).where(eq(bllPayOrder.orderNo, payment.orderNo)).for('update');
    if (!order) return 'unknown order';
    const by = channelBy(channel);
    if (order.channel !== channel || payment.amountFen !== order.amount) {
      const problem: Settlement = order.channel !== channel ? 'channel mismatch' : 'amount mismatch';
      await recordEvent(tx, order.id, 'refused', `${problem}: ${detail}`, by);
      return problem;
    }
    const moved = await moveOrder(tx, order.id, {
      to: 'paid',
      kind,
      detail,
      by,
      changes: { transactionId: payment.transactionId, paidTime: payment.paidAt },
    });
    if (!moved) return 'repeated';
    try {
      // A savepoint: a purpose that refuses the payment leaves the order paid, and nothing of its own half done.
      await tx.transaction((purposeTx) => PURPOSES[order.purpose as PayPurpose].paid(purposeTx, order, channel, payment));
    } catch (error) {
      // The money is taken and the order stays paid; staff see why its purpose did not follow, and refund.
      if (!(error instanceof ServiceError)) throw error;
      await recordEvent(tx, order.id, 'refused', `its ${order.purpose} did not take the payment: ${error.message}`, by);
      deps.log(`[pay] order ${order.orderNo} paid, but its ${order.purpose} did not take it: ${error.message}`, 'error');
    }
    return 'paid';
  });
}

/**
 * A refund the provider answered as processing has ended: `done`, or `failed` (WeChat's ABNORMAL or
 * CLOSED: the money did not go back, and staff must settle it with the payer), once. A repeated
 * or unknown one changes nothing.
 */
async function endRefund(deps: BackendServices, channel: OnlineChannel, refundNo: string, state: 'done' | 'failed', detail: string) {
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

/**
 * `POST /pay/notify/{channel}`: a provider's notification, answered as that provider expects.
 * Believed only once its signature, app and merchant check; what is not believed is logged as an
 * error and changes nothing.
 */
export async function receiveNotification(deps: BackendServices, channel: OnlineChannel, request: Request): Promise<Response> {
  const provider = deps.payments[channel];
  if (!provider) return new Response(null, { status: 404 });
  const body = await request.text();
  const reading = provider.readNotification({ headers: request.headers, body });
  const reply = (taken: boolean) => {
    const answer = provider.answer(taken);
    return new Response(answer.body || null, { status: answer.status, headers: { 'content-type': answer.contentType } });
  };
  if (reading.verdict === 'refused') {
    deps.log(`[pay] ${channel} notification not believed: ${reading.problem}`, 'error');
    return reply(false);
  }
  if (reading.verdict === 'other') return reply(true);
  if (reading.verdict === 'refund') {
    await endRefund(deps, channel, reading.refundNo, reading.state, JSON.stringify(reading.notice));
    return reply(true);
  }
  const settled = await settle(deps, channel, reading.payment, 'notify', JSON.stringify(reading.notice));
  if (settled === 'paid' || settled === 'repeated') return reply(true);
  deps.log(`[pay] ${channel} notification for ${reading.payment.orderNo} not taken: ${settled}`, 'error');
  return reply(false);
}

/** Who may read any order, with what its providers said. */
const STAFF_READ = 'pay:order:query';

/** An order as its reader may see it: staff get its events and refunds beside it. */
async function detailOf(db: Executor, user: LoginUser, order: OrderRow): Promise<OrderDetail> {
  if (!hasPermission(user, STAFF_READ)) return wireRow(order);
  const [events, refunds] = await Promise.all([
    db.select().from(bllPayEvent).where(eq(bllPayEvent.orderId, order.id)).orderBy(bllPayEvent.id),
    db.select().from(bllPayRefund).where(eq(bllPayRefund.orderId, order.id)).orderBy(bllPayRefund.id),
  ]);
  return { ...wireRow(order), events: events.map(wireRow), refunds: refunds.map(wireRow) };
}

/**
 * `GET /pay/order/{orderNo}`: the caller's own order, or any for staff. An order still open is
 * asked of its provider first, so a payer who returns from paying sees it paid even when the
 * notification has not come.
 */
export async function orderOf(deps: BackendServices, user: LoginUser, orderNo: string): Promise<OrderDetail> {
  const read = async () => (await deps.db.select().from(bllPayOrder).where(eq(bllPayOrder.orderNo, orderNo)))[0];
  const order = await read();
  if (!order || (order.userId !== user.userId && !hasPermission(user, STAFF_READ))) throw new ServiceError(ORDER_NOT_FOUND_MSG);
  const provider = deps.payments[order.channel as OnlineChannel];
  if (order.state !== 'created' || !provider) return detailOf(deps.db, user, order);
  const answer = await provider.query(order.orderNo);
  if (answer.state !== 'paid') return detailOf(deps.db, user, order);
  await settle(deps, order.channel as OnlineChannel, answer.payment, 'query', JSON.stringify(answer.answer));
  return detailOf(deps.db, user, await read());
}

/** `GET /pay/order/mine`: the caller's own orders, newest first. */
export async function myOrders(db: Executor, user: LoginUser): Promise<OrderWire[]> {
  const rows = await db.select().from(bllPayOrder).where(eq(bllPayOrder.userId, user.userId)).orderBy(desc(bllPayOrder.id)).limit(100);
  return rows.map(wireRow);
}

/** `GET /pay/channels`: the online channels the settings switch on, in the order the pay step offers them. */
export const channelsOf = (deps: BackendServices): PayChannels => ({ channels: offeredChannels(deps.payments, deps.siteOrigin) });

/** What is asked of a provider and not yet answered: it counts as given back while it is asked. */
const ASKED = 'requested';

/**
 * `POST /pay/order/refund`: gives back part or all of a paid order through its provider. The
 * refund is written as asked first, under the order's lock, so two refunds at once cannot give
 * back more than was paid; the provider is asked with no transaction open; its answer then moves
 * the order (a full refund ends what was paid for). The provider's refusal removes the asked
 * refund and keeps everything else as it was; a refund whose answer never came stays asked, on
 * record for staff.
 */
export async function refundOrder(deps: BackendServices, staff: LoginUser, input: z.infer<typeof refundSchema>): Promise<OrderWire> {
  const { order, refundNo } = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bllPayOrder).where(eq(bllPayOrder.orderNo, input.orderNo)).for('update');
    if (!locked) throw new ServiceError(ORDER_NOT_FOUND_MSG);
    if (!(PAID_STATES as readonly string[]).includes(locked.state)) throw new ServiceError(NOT_REFUNDABLE_MSG);
    if (!deps.payments[locked.channel as OnlineChannel]) throw new ServiceError(CHANNEL_OFF_MSG);
    const [{ asked }] = await tx
      .select({ asked: sql<number>`coalesce(sum(${bllPayRefund.amount}), 0)`.mapWith(Number) })
      .from(bllPayRefund)
      .where(and(eq(bllPayRefund.orderId, locked.id), eq(bllPayRefund.state, ASKED)));
    const left = locked.amount - locked.refundedAmount - asked;
    if (input.amount > left) throw new ServiceError(`退款金额不能超过可退金额（¥${yuanOf(left)}）`);
    const number = `R${toWireTime(new Date()).replace(/\D/g, '')}${crypto.randomInt(100_000, 1_000_000)}`;
    await tx.insert(bllPayRefund).values({
      orderId: locked.id,
      refundNo: number,
      amount: input.amount,
      reason: input.reason,
      state: ASKED,
      createBy: staff.userName,
    });
    return { order: locked, refundNo: number };
  });

  let result;
  try {
    result = await deps.payments[order.channel as OnlineChannel]!.refund({
      orderNo: order.orderNo,
      refundNo,
      amountFen: input.amount,
      totalFen: order.amount,
      reason: input.reason,
      notifyUrl: `${deps.siteOrigin}/pay/notify/${order.channel}`,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await deps.db.delete(bllPayRefund).where(eq(bllPayRefund.refundNo, refundNo));
    throw new ServiceError(`退款未成功：${error.message}`);
  }

  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(bllPayOrder).where(eq(bllPayOrder.id, order.id)).for('update');
    await tx
      .update(bllPayRefund)
      .set({ state: result.state, providerRefundId: result.refundId })
      .where(eq(bllPayRefund.refundNo, refundNo));
    const refundedAmount = current.refundedAmount + input.amount;
    const full = refundedAmount === current.amount;
    const moved = await moveOrder(tx, current.id, {
      to: full ? 'refunded' : 'partly_refunded',
      kind: 'refund',
      detail: JSON.stringify(result.answer),
      by: staff.userName,
      changes: { refundedAmount },
    });
    if (full) await PURPOSES[current.purpose as PayPurpose].refundedInFull(tx, current, staff, input.reason);
    return wireRow(moved!);
  });
}

/** Orders still open that were made before `since`, oldest first: the sweep's. */
export async function openOrdersBefore(db: Executor, since: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(bllPayOrder)
    .where(and(eq(bllPayOrder.state, 'created'), lt(bllPayOrder.createTime, since)))
    .orderBy(bllPayOrder.id);
}

/** `GET /pay/order/list`: every order, newest first; by number, member, state, channel, purpose and day made. */
export const orderList = tableList(bllPayOrder, {
  filters: [
    contains('orderNo', bllPayOrder.orderNo, 32),
    contains('createBy', bllPayOrder.createBy, 64),
    daysOf(bllPayOrder.createTime),
    equals('state', bllPayOrder.state, 20),
    equals('channel', bllPayOrder.channel, 10),
    equals('purpose', bllPayOrder.purpose, 20),
  ],
  order: [desc(bllPayOrder.id)],
});

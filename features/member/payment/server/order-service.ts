import crypto from 'node:crypto';
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { BackendServices } from '@/lib/backend/services';
import type { Executor } from '@/lib/backend/db/client';
import { ServiceError } from '@/lib/backend/http/errors';
import type { ClientInfo } from '@/lib/backend/http/context';
import { contains, daysOf, equals, tableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import { toWireTime } from '@/lib/format/date-time';
import { offeredChannels, type OnlineChannel, type PayDevice, type ProviderPayment } from '@/lib/payments/payment-provider';
import { hasPermission, type LoginUser } from '@/lib/security/caller';
import {
  ALREADY_PAID_MSG,
  CHANNEL_OFF_MSG,
  NO_OFFLINE_MSG,
  ORDER_NOT_FOUND_MSG,
  TRANSFER_PURPOSES,
  type OrderDetail,
  type OrderStart,
  type OrderWire,
  type PayPurpose,
  type orderSchema,
  type PayChannels,
} from '../contract';
import { bllPayEvent, bllPayOrder, bllPayRefund } from '../tables';
import { channelBy, OFFLINE, providerOf } from './order-channels';
import { endRefund } from './order-refunds';
import { moveOrder, PAID_STATES, recordEvent, type OrderRow, type OrderState } from './order-states';
import { PURPOSES } from './pay-purposes';
import type { z } from 'zod';

/** How long a started payment stays open at the provider; the clean-up job closes it after. */
export const ORDER_LIFETIME_MS = 2 * 3600_000;
/** How long a bank transfer's order number is offered again: a transfer takes days, not hours. */
const OFFLINE_LIFETIME_MS = 30 * 24 * 3600_000;

/** The advisory lock's first key per purpose: an application and a sign-up may share an id. */
const LOCK_KEYS: Record<PayPurpose, number> = { membership: 7302, activity: 7303 };

const deviceOf = (asked: PayDevice | undefined, client: ClientInfo): PayDevice =>
  asked ?? (/Mobile|Android|iPhone|iPad|HarmonyOS/i.test(client.userAgent) ? 'mobile' : 'desktop');

/** `P`, the China time to the second, six random digits: unique, and what both providers accept. */
export const newOrderNo = (now: Date) => `P${toWireTime(now).replace(/\D/g, '')}${crypto.randomInt(100_000, 1_000_000)}`;

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
 * sign-up's price), by a channel the settings switch on or by bank transfer where the purpose
 * takes one. The amount is the one the server gives now (`pay-purposes.ts`), never the browser's.
 * An open order of the same channel and amount is taken up again; one of another channel is
 * closed first (or settled, if its provider already took the money); a purpose already paid is
 * refused. A transfer's order waits for a person to confirm the receipt (`offline-orders.ts`).
 */
export async function startOrder(
  deps: BackendServices,
  user: LoginUser,
  input: z.infer<typeof orderSchema>,
  client: ClientInfo,
): Promise<OrderStart> {
  const purpose = PURPOSES[input.purpose];
  const provider = providerOf(deps, input.channel);
  if (input.channel === OFFLINE) {
    if (!TRANSFER_PURPOSES.includes(input.purpose)) throw new ServiceError(NO_OFFLINE_MSG);
  } else if (!provider || !deps.siteOrigin) throw new ServiceError(CHANNEL_OFF_MSG);
  const payable = await purpose.payable(deps.db, user.userId, input.refId);
  const { amount } = payable;

  const { order, others } = await deps.db.transaction(async (tx) => {
    // One start at a time per purpose: two tabs starting at once make one order.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS[input.purpose]}, ${payable.refId}::int)`);
    const orders = await ordersOf(tx, payable.refType, payable.refId);
    if (orders.some((row) => PAID_STATES.includes(row.state as OrderState))) throw new ServiceError(ALREADY_PAID_MSG);
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
        expireTime: new Date(now.getTime() + (input.channel === OFFLINE ? OFFLINE_LIFETIME_MS : ORDER_LIFETIME_MS)),
        createBy: user.userName,
      })
      .returning();
    return { order: created, others: open };
  });

  for (const other of others) if ((await closeAtProvider(deps, other)) === 'paid') throw new ServiceError(ALREADY_PAID_MSG);
  if (!provider) {
    await recordEvent(deps.db, order.id, 'start', JSON.stringify({ transfer: order.orderNo }), user.userName);
    return { orderNo: order.orderNo, amount: order.amount };
  }

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
 * instead; then closed there and here. A transfer's order is closed here alone; one of a channel
 * switched off stays open, as nobody can ask whether it was paid.
 */
export async function closeAtProvider(deps: BackendServices, order: OrderRow): Promise<'paid' | 'closed'> {
  if (order.channel === OFFLINE) {
    await deps.db.transaction((tx) => closeOrder(tx, order, 'another channel was chosen', channelBy(OFFLINE)));
    return 'closed';
  }
  const provider = providerOf(deps, order.channel);
  if (!provider) return 'closed';
  const answer = await provider.query(order.orderNo);
  if (answer.state === 'paid') {
    await settle(deps, order.channel as OnlineChannel, answer.payment, 'query', JSON.stringify(answer.answer));
    return 'paid';
  }
  if (answer.state === 'open') await provider.close(order.orderNo);
  await deps.db.transaction((tx) => closeOrder(tx, order, JSON.stringify(answer.answer), channelBy(order.channel)));
  return 'closed';
}

/** Closes an open order here, in the caller's transaction. */
export const closeOrder = (tx: Executor, order: OrderRow, detail: string, by: string) =>
  moveOrder(tx, order.id, { to: 'closed', kind: 'close', detail, by, changes: { closedTime: new Date() } });

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
      await tx.transaction((purposeTx) => PURPOSES[order.purpose as PayPurpose].paid(purposeTx, deps.events, order, channel, payment));
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
  const provider = providerOf(deps, order.channel);
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

/** Online orders still open that were made before `since`, oldest first: the sweep's (a transfer waits for its receipt). */
export async function openOrdersBefore(db: Executor, since: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(bllPayOrder)
    .where(and(eq(bllPayOrder.state, 'created'), ne(bllPayOrder.channel, OFFLINE), lt(bllPayOrder.createTime, since)))
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

import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../../lib/backend/db/schema/audit';

/**
 * An order: one payment of a member for one purpose (a membership fee, an activity), its amount
 * in fen fixed by the server when it is made. Its `state` moves only through the state machine
 * of `server/order-states.ts`. See README, "Taking payments".
 */
export const bllPayOrder = pgTable(
  'bll_pay_order',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    /** The number the provider knows the order by (`out_trade_no`). */
    orderNo: varchar({ length: 32 }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    /** `membership` or `activity`. */
    purpose: varchar({ length: 20 }).notNull(),
    /** What `refId` names: `member` or `org` (an application), or `activity`. */
    refType: varchar({ length: 10 }).notNull(),
    refId: bigint({ mode: 'number' }).notNull(),
    /** What the payer's app shows. */
    subject: varchar({ length: 128 }).notNull(),
    /** In fen. */
    amount: integer().notNull(),
    /** `alipay`, `wechat` or `offline`. */
    channel: varchar({ length: 10 }).notNull(),
    state: varchar({ length: 20 }).notNull().default('created'),
    /** In fen: what has gone back so far. */
    refundedAmount: integer().notNull().default(0),
    /** The provider's number of the payment. */
    transactionId: varchar({ length: 64 }).notNull().default(''),
    /** After this the provider no longer takes the payment; the clean-up job closes the order. */
    expireTime: timestamp({ withTimezone: true }).notNull(),
    paidTime: timestamp({ withTimezone: true }),
    closedTime: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('bll_pay_order_no_idx').on(t.orderNo),
    index('bll_pay_order_ref_idx').on(t.refType, t.refId),
    index('bll_pay_order_state_idx').on(t.state, t.createTime),
    index('bll_pay_order_user_idx').on(t.userId),
  ],
);

/**
 * What happened to an order, with the provider's own words: each start, notification (believed
 * or refused), query, close and refund. Staff read it in the order's detail.
 */
export const bllPayEvent = pgTable(
  'bll_pay_event',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    orderId: bigint({ mode: 'number' }).notNull(),
    /** `start`, `notify`, `refused`, `query`, `close`, `refund`, `confirm` (a person confirmed a transfer). */
    kind: varchar({ length: 10 }).notNull(),
    /** The state the order moved to, when it moved. */
    toState: varchar({ length: 20 }).notNull().default(''),
    /** The provider's answer or notification as it said it (JSON), or the reason it was not believed. */
    detail: text().notNull().default(''),
    createBy: varchar({ length: 64 }).notNull().default(''),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bll_pay_event_order_idx').on(t.orderId)],
);

/** A refund of an order, whole or in part, with who asked and why. */
export const bllPayRefund = pgTable(
  'bll_pay_refund',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    orderId: bigint({ mode: 'number' }).notNull(),
    refundNo: varchar({ length: 32 }).notNull(),
    /** In fen. */
    amount: integer().notNull(),
    reason: varchar({ length: 200 }).notNull(),
    /** `requested` while the provider is asked, `pending` until it tells the end, `done`, or `failed` (the money did not go back). */
    state: varchar({ length: 10 }).notNull(),
    providerRefundId: varchar({ length: 64 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('bll_pay_refund_no_idx').on(t.refundNo), index('bll_pay_refund_order_idx').on(t.orderId)],
);

import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllPayEvent, bllPayOrder } from '../tables';

export const ORDER_STATES = ['created', 'paid', 'closed', 'partly_refunded', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export type OrderRow = typeof bllPayOrder.$inferSelect;
/** The states of an order whose money the association holds, in whole or in part. */
export const PAID_STATES: readonly OrderState[] = ['paid', 'partly_refunded'];

/**
 * The only ways an order's state moves. A closed order may still become paid: the provider took
 * the money before it heard of the close, and money taken is never ignored (staff refund it).
 */
export const ORDER_MOVES: Record<OrderState, readonly OrderState[]> = {
  created: ['paid', 'closed'],
  closed: ['paid'],
  paid: ['partly_refunded', 'refunded'],
  partly_refunded: ['partly_refunded', 'refunded'],
  refunded: [],
};

export const canMove = (from: OrderState, to: OrderState) => ORDER_MOVES[from].includes(to);

/** The states an order may be in for a move to `to`. */
const fromStatesOf = (to: OrderState) => ORDER_STATES.filter((from) => canMove(from, to));

export interface Move {
  to: OrderState;
  /** What the event log records: the provider's words, or why. */
  kind: 'notify' | 'query' | 'close' | 'refund' | 'expire' | 'confirm';
  detail: string;
  by: string;
  changes?: Partial<Pick<OrderRow, 'transactionId' | 'paidTime' | 'closedTime' | 'refundedAmount'>>;
}

/**
 * Moves an order to `move.to` and logs it, in the caller's transaction. The update names the
 * states it may come from, so two movers (a notification and the query job at once) cannot both
 * move it: the second finds nothing to move and answers null, having changed nothing.
 */
export async function moveOrder(tx: Executor, orderId: number, move: Move): Promise<OrderRow | null> {
  const [moved] = await tx
    .update(bllPayOrder)
    .set({ ...move.changes, state: move.to, updateBy: move.by, updateTime: new Date() })
    .where(and(eq(bllPayOrder.id, orderId), inArray(bllPayOrder.state, fromStatesOf(move.to))))
    .returning();
  if (!moved) return null;
  await tx.insert(bllPayEvent).values({ orderId, kind: move.kind, toState: move.to, detail: move.detail, createBy: move.by });
  return moved;
}

/** Something said of an order that moved nothing (a start's answer, a refused or repeated notification). */
export async function recordEvent(tx: Executor, orderId: number, kind: string, detail: string, by: string): Promise<void> {
  await tx.insert(bllPayEvent).values({ orderId, kind, detail, createBy: by });
}

import type { DictOption } from '@/lib/dictionary';

/** The list's and the detail's keys in the query cache: a refund makes both stale. */
export const ORDER_LIST_KEY = 'pay-orders';
export const ORDER_DETAIL_KEY = 'pay-order';

export const ORDER_STATES = ['created', 'paid', 'closed', 'partly_refunded', 'refunded'] as const;
export const ORDER_CHANNELS = ['alipay', 'wechat', 'offline'] as const;
export const ORDER_PURPOSES = ['membership', 'activity'] as const;

/** The tag colour of each state, as RuoYi's list classes name them. */
const STATE_CLASSES: Record<string, string> = {
  created: 'warning',
  paid: 'success',
  closed: 'info',
  partly_refunded: 'primary',
  refunded: 'danger',
};

/** Fixed values as the list's choices and tags read them, labelled by the screen's messages. */
export const optionsOf = (values: readonly string[], label: (value: string) => string): DictOption[] =>
  values.map((value) => ({ dictValue: value, dictLabel: label(value), listClass: STATE_CLASSES[value] ?? 'default' }));

/** What can still be refunded of an order, in fen: nothing unless the provider took it. */
export const refundableOf = (order: { state: string; amount: number; refundedAmount: number }) =>
  order.state === 'paid' || order.state === 'partly_refunded' ? order.amount - order.refundedAmount : 0;

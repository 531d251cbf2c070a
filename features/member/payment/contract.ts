import { z } from '@/lib/contract/zod';
import { answerData, answerRows, can, defineContracts } from '@/lib/contract/contract';
import { textOf } from '@/lib/contract/fields';
import type { WireRow } from '@/lib/contract/wire';
import type { bllPayOrder } from './tables';

export const ORDER_NOT_FOUND_MSG = '订单不存在';
export const CHANNEL_OFF_MSG = '该支付方式未开通';
export const ALREADY_PAID_MSG = '该项目已支付，请勿重复支付';
export const NOT_REFUNDABLE_MSG = '只有已支付的订单可以退款';

/**
 * `POST /pay/order/refund`: staff give back `amount` fen of a paid order, with the reason the
 * provider and the member see. A full refund of a membership fee ends the membership.
 */
export const refundSchema = z.object({
  orderNo: textOf('订单号', 32),
  amount: z.coerce.number({ error: '退款金额必须是正整数（分）' }).int('退款金额必须是正整数（分）').positive('退款金额必须是正整数（分）'),
  reason: textOf('退款原因', 80),
});

/** What may be paid online today: a membership fee. */
export const PAY_PURPOSES = ['membership'] as const;
export const PAY_CHANNELS = ['alipay', 'wechat'] as const;

/**
 * `POST /pay/order`: what to pay for and how. The amount is never sent: the server takes it from
 * the fee settings of the application named by `refId`. `device` defaults to what the browser's
 * user agent says.
 */
export const orderSchema = z.object({
  purpose: z.enum(PAY_PURPOSES, { error: '请选择支付项目' }),
  refId: z.coerce.number({ error: '支付项目不存在' }).int('支付项目不存在').positive('支付项目不存在'),
  channel: z.enum(PAY_CHANNELS, { error: '请选择支付方式' }),
  device: z.enum(['desktop', 'mobile']).optional(),
});

/** An order as the calls answer it: every column (the amounts in fen), times as text. */
export type OrderWire = WireRow<typeof bllPayOrder.$inferSelect>;

/** A started payment: the order, its amount in fen, and where to pay (a page, or a QR code's text). */
export interface OrderStart {
  orderNo: string;
  amount: number;
  payUrl?: string;
  codeUrl?: string;
}

export const payOrder = defineContracts(
  { title: '在线支付', ownAccount: true },
  {
    // POST /pay/order – starts (or takes up again) the caller's payment of a purpose
    create: {
      method: 'POST',
      path: '/pay/order',
      access: 'user',
      input: orderSchema,
      answer: answerData<OrderStart>(),
      log: { title: '在线支付', type: 'insert' },
    },
    // GET /pay/order/list – every order, for staff
    list: { method: 'GET', path: '/pay/order/list', access: can('pay:order:list'), answer: answerRows<OrderWire>() },
    // POST /pay/order/refund – gives back all or part of a paid order through its provider
    refund: {
      method: 'POST',
      path: '/pay/order/refund',
      access: can('pay:order:refund'),
      input: refundSchema,
      answer: answerData<OrderWire>(),
      log: { title: '订单退款', type: 'update' },
    },
    // GET /pay/order/:orderNo – one order: the caller's own, or any for staff; an open one is asked of its provider
    get: { method: 'GET', path: '/pay/order/:orderNo', access: 'user', answer: answerData<OrderWire>() },
  },
);

/** The providers' notifications: public (the provider calls), believed only once its signature checks. */
export const payNotify = defineContracts(
  { title: '支付通知' },
  {
    // POST /pay/notify/alipay – Alipay's notification, answered `success` or `fail`
    alipay: { method: 'POST', path: '/pay/notify/alipay', access: 'anonymous', log: false },
    // POST /pay/notify/wechat – WeChat Pay's notification, answered 204 or a FAIL body
    wechat: { method: 'POST', path: '/pay/notify/wechat', access: 'anonymous', log: false },
  },
);

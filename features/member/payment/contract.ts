import { z } from '@/lib/contract/zod';
import { answerData, answerRows, can, defineContracts, exportContract } from '@/lib/contract/contract';
import { textOf } from '@/lib/contract/fields';
import type { WireRow } from '@/lib/contract/wire';
import type { OnlineChannel } from '@/lib/payments/payment-provider';
import type { bllPayEvent, bllPayOrder, bllPayRefund } from './tables';

export const ORDER_NOT_FOUND_MSG = '订单不存在';
export const CHANNEL_OFF_MSG = '该支付方式未开通';
export const ALREADY_PAID_MSG = '该项目已支付，请勿重复支付';
export const NOT_REFUNDABLE_MSG = '只有已支付的订单可以退款';
export const NO_OFFLINE_MSG = '该项目不支持线下转账，请选择在线支付';
export const REFUND_UNCERTAIN_MSG = '支付平台暂未答复退款结果，系统将自动重试并确认，请勿重复退款';

/**
 * `POST /pay/order/refund`: staff give back `amount` fen of a paid order, with the reason the
 * provider and the member see. A full refund of a membership fee ends the membership.
 */
export const refundSchema = z.object({
  orderNo: textOf('订单号', 32),
  amount: z.coerce.number({ error: '退款金额必须是正整数（分）' }).int('退款金额必须是正整数（分）').positive('退款金额必须是正整数（分）'),
  reason: textOf('退款原因', 80),
});

/** What may be paid online: a membership fee (`refId` an application) or an activity (`refId` a sign-up). */
export const PAY_PURPOSES = ['membership', 'activity'] as const;
export type PayPurpose = (typeof PAY_PURPOSES)[number];
/**
 * What may also be paid by bank transfer, a person confirming the receipt: a membership fee. An
 * activity's price is paid online, or at the activity as its notice says.
 */
export const TRANSFER_PURPOSES: readonly PayPurpose[] = ['membership'];
/** How an order is paid: online through a provider, or by bank transfer that a person confirms. */
export const PAY_CHANNELS = ['alipay', 'wechat', 'offline'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/**
 * `POST /pay/order`: what to pay for and how. The amount is never sent: the server takes it from
 * the fee settings of the application named by `refId`. `device` defaults to what the browser's
 * user agent says. `offline` makes the order a bank transfer names in its remark; a person
 * confirms it with the receipt.
 */
export const orderSchema = z.object({
  purpose: z.enum(PAY_PURPOSES, { error: '请选择支付项目' }),
  refId: z.coerce.number({ error: '支付项目不存在' }).int('支付项目不存在').positive('支付项目不存在'),
  channel: z.enum(PAY_CHANNELS, { error: '请选择支付方式' }),
  device: z.enum(['desktop', 'mobile']).optional(),
});

/** An order as the calls answer it: every column (the amounts in fen), times as text. */
export type OrderWire = WireRow<typeof bllPayOrder.$inferSelect>;
export type PayEventWire = WireRow<typeof bllPayEvent.$inferSelect>;
export type RefundWire = WireRow<typeof bllPayRefund.$inferSelect>;

/** One order as staff read it: with what the providers said and what was given back. */
export interface OrderDetail extends OrderWire {
  events?: PayEventWire[];
  refunds?: RefundWire[];
}

/** Online income in fen, as the dashboard shows it: what the providers took, less what went back. */
export interface OnlineIncome {
  /** Paid this China month. */
  thisMonth: number;
  ordersThisMonth: number;
  total: number;
}

/** The online channels the settings switch on; the offline transfer is always there. */
export interface PayChannels {
  channels: OnlineChannel[];
}

/** A started payment: the order, its amount in fen, and where to pay online (a page, or a QR code's text). */
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
    // GET /pay/channels – the online channels this portal takes
    channels: { method: 'GET', path: '/pay/channels', access: 'user', answer: answerData<PayChannels>() },
    // GET /pay/order/mine – the caller's own orders, newest first
    mine: { method: 'GET', path: '/pay/order/mine', access: 'user', answer: answerRows<OrderWire>() },
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
    // GET|POST /pay/order/export – the orders of the list's filters as 订单.xlsx
    export: exportContract('/pay/order/export', 'pay:order:export'),
    // GET /pay/order/:orderNo – one order: the caller's own, or any for staff (with its events and refunds); an open one is asked of its provider
    get: { method: 'GET', path: '/pay/order/:orderNo', access: 'user', answer: answerData<OrderDetail>() },
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

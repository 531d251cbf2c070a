import type { DataOf, InputOf } from '@/lib/contract/contract';
import type { Filters, ListAnswer } from '@/lib/http/list';
import { request } from '@/lib/http/request';
import { payOrder, type OrderDetail, type OrderWire } from '../contract';

export type { OrderDetail, OrderWire };
export type OrderStart = DataOf<typeof payOrder.create>;
export type OrderInput = InputOf<typeof payOrder.create>;

export const ORDER_EXPORT_PATH = payOrder.export.path;

/** Starts (or takes up again) a payment; a refusal is shown by the pay step itself. */
export const startPayment = (input: OrderInput) => request(payOrder.create, { data: input, silent: true }).then((answer) => answer.data);

/** One order as the provider now sees it: asked while the payer waits, so never a toast. */
export const readOrder = (orderNo: string) => request(payOrder.get, { path: { orderNo }, silent: true }).then((answer) => answer.data);

export const listOrders = (params: Filters): Promise<ListAnswer<OrderWire>> => request(payOrder.list, { params });

/** 退款: typed in a dialog, which shows a refusal itself. */
export const refundOrder = (input: InputOf<typeof payOrder.refund>) => request(payOrder.refund, { data: input, silent: true });

import { listExportRoute } from '@/lib/backend/export/export-route';
import { okData, table } from '@/lib/backend/http/envelope';
import type { Route } from '@/lib/backend/http/router';
import { parseBody } from '@/lib/backend/http/schema';
import { listRoute } from '@/lib/backend/http/table-list';
import { payNotify, payOrder } from '../contract';
import { orderColumns } from './order-export';
import { channelsOf, myOrders, orderList, orderOf, receiveNotification, startOrder } from './order-service';
import { refundOrder } from './order-refunds';

/** Online payments: the payer's orders, staff's list, and the providers' notifications. */
export const orderRoutes: Route[] = [
  {
    contract: payOrder.create,
    handler: async (ctx) =>
      okData(await startOrder(ctx.deps, ctx.requireUser(), parseBody(payOrder.create.input, await ctx.body()), ctx.client)),
  },
  { contract: payOrder.channels, handler: async (ctx) => okData(channelsOf(ctx.deps)) },
  {
    contract: payOrder.mine,
    handler: async (ctx) => {
      const rows = await myOrders(ctx.deps.db, ctx.requireUser());
      return table(rows, rows.length);
    },
  },
  listRoute(payOrder.list, orderList),
  listExportRoute(payOrder.export, '订单', orderColumns, orderList),
  {
    contract: payOrder.refund,
    handler: async (ctx) => okData(await refundOrder(ctx.deps, ctx.requireUser(), parseBody(payOrder.refund.input, await ctx.body()))),
  },
  { contract: payOrder.get, handler: async (ctx) => okData(await orderOf(ctx.deps, ctx.requireUser(), ctx.params.orderNo)) },
  { contract: payNotify.alipay, handler: (ctx) => receiveNotification(ctx.deps, 'alipay', ctx.request) },
  { contract: payNotify.wechat, handler: (ctx) => receiveNotification(ctx.deps, 'wechat', ctx.request) },
];

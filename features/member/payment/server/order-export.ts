import type { ExportColumn } from '@/lib/backend/export/xlsx';
import { toWireTime } from '@/lib/format/date-time';
import { yuanOf } from '@/lib/format/money';
import type { OrderRow } from './order-states';

const CHANNELS: Record<string, string> = { alipay: '支付宝', wechat: '微信支付', offline: '线下转账' };
const STATES: Record<string, string> = {
  created: '待支付',
  paid: '已支付',
  closed: '已关闭',
  partly_refunded: '部分退款',
  refunded: '已退款',
};
const PURPOSES: Record<string, string> = { membership: '会费', activity: '活动费用' };

/** 订单.xlsx: one row per order, the amounts in yuan as the office's books keep them. */
export const orderColumns: ExportColumn<OrderRow>[] = [
  { header: '订单号', value: (row) => row.orderNo, width: 26 },
  { header: '会员账号', value: (row) => row.createBy, width: 14 },
  { header: '支付项目', value: (row) => PURPOSES[row.purpose] ?? row.purpose },
  { header: '商品名称', value: (row) => row.subject, width: 28 },
  { header: '金额（元）', value: (row) => yuanOf(row.amount) },
  { header: '已退款（元）', value: (row) => yuanOf(row.refundedAmount) },
  { header: '支付方式', value: (row) => CHANNELS[row.channel] ?? row.channel },
  { header: '状态', value: (row) => STATES[row.state] ?? row.state },
  { header: '交易号', value: (row) => row.transactionId, width: 32 },
  { header: '下单时间', value: (row) => toWireTime(row.createTime), width: 20 },
  { header: '支付时间', value: (row) => toWireTime(row.paidTime), width: 20 },
  { header: '关闭时间', value: (row) => toWireTime(row.closedTime), width: 20 },
];

import { defineTask } from '@/lib/backend/scheduler/task-types';
import type { OnlineChannel } from '@/lib/payments/payment-provider';
import { closeAtProvider, openOrdersBefore, settle } from './order-service';
import { askAgain } from './order-refunds';

/**
 * When a notification never comes: orders still open after `minutes` are asked of their
 * provider (paid ones settle as a notification would), and those older than `closeAfter`
 * minutes are closed there and here, so a late payment cannot reach an order nobody waits for.
 * Refunds asked `minutes` ago and never answered are asked again with their own number.
 */
export const sweepPayOrders = defineTask({
  name: 'portalTask.sweepPayOrders',
  title: '查询未收到支付通知的在线订单，关闭超时订单，重新确认未答复的退款',
  example: 'portalTask.sweepPayOrders(5, 120)',
  params: [
    { name: 'minutes', type: 'Integer', label: '查询多少分钟前的未支付订单', min: 1, max: 1440, defaultValue: 5 },
    { name: 'closeAfter', type: 'Integer', label: '超过多少分钟未支付即关闭', min: 10, max: 10_080, defaultValue: 120 },
  ],
  async run(ctx, { minutes, closeAfter }) {
    const open = await openOrdersBefore(ctx.deps.db, new Date(ctx.now.getTime() - minutes * 60_000));
    const counts = { paid: 0, closed: 0, failed: 0 };
    for (const order of open) {
      ctx.signal.throwIfAborted();
      const channel = order.channel as OnlineChannel;
      const provider = ctx.deps.payments[channel];
      if (!provider) continue;
      try {
        const old = ctx.now.getTime() - order.createTime.getTime() > closeAfter * 60_000;
        if (old) {
          counts[await closeAtProvider(ctx.deps, order)] += 1;
          continue;
        }
        const answer = await provider.query(order.orderNo);
        if (answer.state === 'paid' && (await settle(ctx.deps, channel, answer.payment, 'query', JSON.stringify(answer.answer))) === 'paid')
          counts.paid += 1;
      } catch (error) {
        counts.failed += 1;
        ctx.deps.log(`[pay] order ${order.orderNo} could not be asked of ${channel}: ${(error as Error).message}`, 'error');
      }
    }
    const refunds = await askAgain(ctx.deps, new Date(ctx.now.getTime() - minutes * 60_000), ctx.signal);
    const asked = refunds.done + refunds.refused + refunds.uncertain;
    const summary = [
      `未支付订单${open.length}笔：查得已支付${counts.paid}笔，关闭${counts.closed}笔`,
      ...(asked ? [`未答复的退款${asked}笔：完成${refunds.done}笔，被拒${refunds.refused}笔`] : []),
    ].join('；');
    const failed = [
      ...(counts.failed ? [`${counts.failed}笔订单未能查询`] : []),
      ...(refunds.uncertain ? [`${refunds.uncertain}笔退款仍无答复`] : []),
    ];
    if (failed.length > 0) throw new Error(`${summary}，${failed.join('，')}`);
    return summary;
  },
});

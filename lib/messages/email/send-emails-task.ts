import { defineTask } from '@/lib/backend/scheduler/task-types';
import { drainEmails } from './email-queue';

/** The e-mail queue's drain: what is due leaves, at most EMAIL_RATE_PER_MINUTE a run. */
export const sendEmails = defineTask({
  name: 'portalTask.sendEmails',
  title: '发送排队中的邮件（失败的按间隔重试）',
  example: 'portalTask.sendEmails',
  params: [],
  async run(ctx) {
    const { sent, retried, failed } = await drainEmails(ctx.deps, ctx.now, ctx.signal);
    const summary = `发送邮件${sent}封，稍后重试${retried}封，失败${failed}封`;
    if (failed > 0) throw new Error(summary);
    return summary;
  },
});

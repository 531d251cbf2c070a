import { and, between, eq, gte } from 'drizzle-orm';
import { bllSignMember, bllSignOrg } from '@/features/member/tables';
import { sysSmsOutbox } from '@/lib/backend/db/schema';
import { chinaToday } from '@/lib/format/date-time';
import { APPLICATION_STATUS } from '@/lib/rules/member-rules';
import { PHONE_PATTERN } from '@/lib/rules/validation';
import { defineTask, type TaskContext } from '@/lib/backend/scheduler/task-types';
import { deliverSms, recordSms } from '@/lib/messages/sms/sms-delivery';
import { SMS_STATUS } from '@/lib/messages/sms/sms-kinds';
import { maskedPhone, type SmsDeliveryError, type SmsMessage } from '@/lib/messages/sms/sms-sender';
import type { SmsTemplateScene } from '@/lib/messages/sms/sms-kinds';

/** The outbox scene of these messages; the SMS screen filters by it. */
export const RENEWAL_SCENE = 'renewal' satisfies SmsTemplateScene;

interface Expiring {
  name: string;
  mobile: string;
  validUntil: string;
}

/** `yyyy-MM-dd` plus whole days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Memberships (individual and organisation) paid and ending between the two days, both included. */
async function expiringBetween(ctx: TaskContext, first: string, last: string): Promise<Expiring[]> {
  const members = await ctx.deps.db
    .select({ name: bllSignMember.name, mobile: bllSignMember.mobile, validUntil: bllSignMember.validUntil })
    .from(bllSignMember)
    .where(and(eq(bllSignMember.status, APPLICATION_STATUS.paid), between(bllSignMember.validUntil, first, last)));
  const orgs = await ctx.deps.db
    .select({ name: bllSignOrg.orgName, mobile: bllSignOrg.mobile, validUntil: bllSignOrg.validUntil })
    .from(bllSignOrg)
    .where(and(eq(bllSignOrg.status, APPLICATION_STATUS.paid), between(bllSignOrg.validUntil, first, last)));
  return [...members, ...orgs].filter((row): row is Expiring => row.validUntil !== null);
}

/**
 * Whether this membership's reminder went out already: a message of this scene to the phone
 * since its reminder window opened. A daily job therefore reminds each member once per window;
 * a second job with a shorter window (say 7 days) reminds again those whose first reminder came
 * before that window opened.
 */
async function alreadyReminded(ctx: TaskContext, row: Expiring, days: number): Promise<boolean> {
  const windowOpened = new Date(`${addDays(row.validUntil, -days)}T00:00:00+08:00`);
  const [sent] = await ctx.deps.db
    .select({ id: sysSmsOutbox.id })
    .from(sysSmsOutbox)
    .where(
      and(
        eq(sysSmsOutbox.phone, row.mobile),
        eq(sysSmsOutbox.scene, RENEWAL_SCENE),
        eq(sysSmsOutbox.status, SMS_STATUS.delivered),
        gte(sysSmsOutbox.createTime, windowOpened),
      ),
    )
    .limit(1);
  return sent !== undefined;
}

/** Sends one reminder through the SMS sender; the outbox records it, and a failure there (the next run tries again). */
async function remind(ctx: TaskContext, row: Expiring): Promise<boolean> {
  const message: SmsMessage = {
    phone: row.mobile,
    scene: RENEWAL_SCENE,
    values: { name: row.name, date: row.validUntil },
    content: `【录音师协会】${row.name}，您的会员资格将于${row.validUntil}到期，请及时登录协会网站办理续费。`,
  };
  try {
    await deliverSms(ctx.deps, await recordSms(ctx.deps.db, ctx.deps, message, { at: ctx.now }), message);
    return true;
  } catch (error) {
    ctx.deps.log(`[job] renewal reminder to ${maskedPhone(row.mobile)} failed: ${(error as SmsDeliveryError).detail}`, 'warn');
    return false;
  }
}

/**
 * Texts members whose membership ends within the given days (today included) a reminder to
 * renew, once per membership and window. A delivery that fails does not stop the others; the
 * run then fails, naming how many, and the next run tries those again.
 */
export const remindExpiringMembers = defineTask({
  name: 'portalTask.remindExpiringMembers',
  title: '提醒即将到期的会员续费（短信）',
  example: 'portalTask.remindExpiringMembers(30)',
  params: [{ name: 'days', type: 'Integer', label: '到期前天数', min: 1, max: 365 }],
  async run(ctx, { days }) {
    const today = chinaToday(ctx.now);
    const expiring = await expiringBetween(ctx, today, addDays(today, days));
    let sent = 0;
    let failed = 0;
    for (const row of expiring) {
      ctx.signal.throwIfAborted();
      if (!PHONE_PATTERN.test(row.mobile) || (await alreadyReminded(ctx, row, days))) continue;
      if (await remind(ctx, row)) sent++;
      else failed++;
    }
    if (failed > 0) throw new Error(`${failed}条会员到期提醒短信发送失败（已发送${sent}条）`);
    return `${days}天内到期的会员${expiring.length}位，发送提醒${sent}条`;
  },
});

import type { Executor } from '@/lib/backend/db/client';
import { sysJob } from '@/lib/backend/db/schema';

type JobSeed = typeof sysJob.$inferInsert;

/**
 * The jobs of a new portal: one per task of the registry, with a sensible schedule, all paused
 * as the reference seeds its own (whose `ryTask` demo targets mean nothing here). An
 * administrator turns on the ones wanted.
 */
export const jobSeeds: JobSeed[] = [
  {
    jobId: 1,
    jobName: '清理临时导出文件',
    jobGroup: 'SYSTEM',
    invokeTarget: 'portalTask.cleanTempExports(1)',
    cronExpression: '0 5 * * * ?',
    remark: '每小时删除超过1小时未下载的临时导出文件',
  },
  {
    jobId: 2,
    jobName: '清理无引用的上传文件',
    jobGroup: 'SYSTEM',
    invokeTarget: 'portalTask.cleanOrphanUploads(24, false)',
    cronExpression: '0 30 3 * * ?',
    remark: '每天3:30删除上传超过24小时且没有任何数据引用的文件',
  },
  {
    jobId: 3,
    jobName: '会员到期提醒',
    jobGroup: 'DEFAULT',
    invokeTarget: 'portalTask.remindExpiringMembers(30)',
    cronExpression: '0 0 9 * * ?',
    remark: '每天9:00短信提醒30天内到期的会员续费，每位会员提醒一次',
  },
  {
    jobId: 4,
    jobName: '清理过期会话与验证码',
    jobGroup: 'SYSTEM',
    invokeTarget: 'portalTask.purgeExpiredSessions',
    cronExpression: '0 15 * * * ?',
    remark: '每小时删除过期的登录会话、短信验证码和重置令牌',
  },
];

const seeded = (job: JobSeed, status: '0' | '1'): JobSeed => ({ ...job, misfirePolicy: '3', concurrent: '1', status, createBy: 'admin' });

export async function seedJobs(tx: Executor): Promise<void> {
  await tx
    .insert(sysJob)
    .values(jobSeeds.map((job) => seeded(job, '1')))
    .onConflictDoNothing();
}

/**
 * The nightly backup, running from the start: the one job whose absence is noticed only when it
 * is too late. Ids below the sequence's start (100) are the seeds' own.
 */
export const backupJobSeed: JobSeed = {
  jobId: 5,
  jobName: '每日备份',
  jobGroup: 'SYSTEM',
  invokeTarget: 'portalTask.backupData(7)',
  cronExpression: '0 0 2 * * ?',
  remark: '每天2:00把数据库和上传文件备份到BACKUP_DIR，保留最近7份',
};

export async function seedBackupJob(tx: Executor): Promise<void> {
  await tx.insert(sysJob).values(seeded(backupJobSeed, '0')).onConflictDoNothing();
}

/** The sweep of online orders whose notification never came (seed step 16): running, as payments depend on it. */
export const payOrderSweepJobSeed: JobSeed = {
  jobId: 6,
  jobName: '在线订单查询',
  jobGroup: 'SYSTEM',
  invokeTarget: 'portalTask.sweepPayOrders(5, 120)',
  cronExpression: '0 */5 * * * ?',
  remark: '每5分钟向支付宝、微信支付查询5分钟前仍未支付的订单，关闭超过2小时的订单，并重新确认未答复的退款',
};

export async function seedPayOrderSweepJob(tx: Executor): Promise<void> {
  await tx.insert(sysJob).values(seeded(payOrderSweepJobSeed, '0')).onConflictDoNothing();
}

/** The e-mail queue's drain (seed step 18): running, as every message waits for it. */
export const emailQueueJobSeed: JobSeed = {
  jobId: 7,
  jobName: '发送邮件',
  jobGroup: 'SYSTEM',
  invokeTarget: 'portalTask.sendEmails',
  cronExpression: '0 * * * * ?',
  remark: '每分钟发送排队中的邮件（每分钟至多EMAIL_RATE_PER_MINUTE封），失败的按1、5、30、120、480分钟的间隔重试',
};

export async function seedEmailQueueJob(tx: Executor): Promise<void> {
  await tx.insert(sysJob).values(seeded(emailQueueJobSeed, '0')).onConflictDoNothing();
}

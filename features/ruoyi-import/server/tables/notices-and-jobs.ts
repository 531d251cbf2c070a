import { and, eq } from 'drizzle-orm';
import { sysJob } from '@/lib/backend/db/schema';
import { sysNotice, sysNoticeRead } from '@/features/system/tables';
import { checkedSchedule, isJobGroup, plannedFire } from '@/features/monitor/job/server';
import { storedNoticeContent } from '@/features/system/notice/server';
import { targetProblem } from '@/lib/backend/scheduler/invoke-target';
import { JOB_STATUS } from '@/lib/backend/scheduler/job-runner';
import { auditOf, idWhere, keepPortalRow, ownRows, syncRows, text, textOrNull, timeOrNull, type ImportContext } from '../row-sync';
import type { SourceRow } from '../source-tables';

const READ = { table: sysNoticeRead, id: sysNoticeRead.readId };

/** Notices, all of them new to the portal (their content is HTML, which RuoYi stores as a BLOB unchecked), then who read them. */
export async function importNotices(ctx: ImportContext, notices: SourceRow[], reads: SourceRow[]): Promise<void> {
  // Cleaned as the notice screen cleans what it saves: the bell shows it as HTML.
  const content = (value: unknown) => storedNoticeContent(Buffer.isBuffer(value) ? value.toString('utf8') : text(value, 1_000_000));
  const notice = ownRows(ctx, { table: sysNotice, id: sysNotice.noticeId }, 'notice_title', (row) => ({
    noticeTitle: text(row.notice_title, 50),
    noticeType: text(row.notice_type, 1) || '1',
    noticeContent: content(row.notice_content),
    status: text(row.status, 1) || '0',
    ...auditOf(row, ctx.now),
    remark: textOrNull(row.remark, 500),
  }));
  await syncRows(ctx, notice, notices);
  const ends = (row: SourceRow) => ({ noticeId: ctx.idOf('sys_notice', row.notice_id), userId: ctx.idOf('sys_user', row.user_id) });
  await syncRows(
    ctx,
    {
      ...ownRows(ctx, READ, 'read_time', (row) => ({
        ...(ends(row) as { noticeId: number; userId: number }),
        readTime: timeOrNull(row.read_time) ?? ctx.now,
      })),
      label: (row) => `${row.read_id} (notice ${row.notice_id}, user ${row.user_id})`,
      skip: (row) => (Object.values(ends(row)).includes(null) ? 'its notice or user was not imported' : null),
      async match(row) {
        const { noticeId, userId } = ends(row);
        return idWhere(ctx, READ, and(eq(sysNoticeRead.noticeId, noticeId!), eq(sysNoticeRead.userId, userId!)));
      },
      merge: keepPortalRow,
    },
    reads,
  );
}

/**
 * Jobs. A job runs here only if its target is one of the portal's tasks, its cron one the portal
 * accepts and its group a known one; any other is imported paused, with a note saying why (RuoYi's
 * own `ryTask` demos among them), for an administrator to point at a task here or delete.
 */
export async function importJobs(ctx: ImportContext, rows: SourceRow[]): Promise<void> {
  const problemOf = async (row: SourceRow) => {
    const target = text(row.invoke_target, 500);
    const targetWrong = targetProblem(target, ctx.tasks);
    if (targetWrong) return `${target} is not a task of this portal (${targetWrong})`;
    const schedule = checkedSchedule(text(row.cron_expression, 255));
    if (typeof schedule === 'string') return `its cron ${row.cron_expression} is refused here (${schedule})`;
    if (!(await isJobGroup(ctx.tx, text(row.job_group, 64)))) return `its group ${row.job_group} is not in the dictionary sys_job_group`;
    return null;
  };
  const values = async (row: SourceRow) => {
    const problem = await problemOf(row);
    if (problem) ctx.report.note(`sys_job ${row.job_id} ${row.job_name}: ${problem}; imported paused`);
    const status = problem ? JOB_STATUS.paused : text(row.status, 1) || JOB_STATUS.paused;
    const cronExpression = text(row.cron_expression, 255);
    return {
      jobName: text(row.job_name, 64),
      jobGroup: text(row.job_group, 64) || 'DEFAULT',
      invokeTarget: text(row.invoke_target, 500),
      cronExpression,
      misfirePolicy: text(row.misfire_policy, 20) || '3',
      concurrent: text(row.concurrent, 1) || '1',
      status,
      nextFireTime: plannedFire(cronExpression, status, ctx.now),
      runningUntil: null,
      ...auditOf(row, ctx.now),
      remark: text(row.remark, 500),
    };
  };
  await syncRows(ctx, ownRows(ctx, { table: sysJob, id: sysJob.jobId }, 'job_name', values), rows);
}

import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysJobLog } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { containsText, dayRangeOf, orderOf, textFilter, withinDays, type DayRange } from '@/lib/backend/http/list-query';
import type { Page } from '@/lib/backend/http/paging';
import { idParam } from '@/lib/backend/http/params';
import { wireRow } from '@/lib/backend/http/wire';

export const JOB_LOG_NOT_FOUND_MSG = '调度日志不存在';

export type JobLogRow = typeof sysJobLog.$inferSelect;

export interface JobLogFilter {
  jobId: number | null;
  jobName: string;
  jobGroup: string;
  status: string;
  invokeTarget: string;
  created: DayRange;
}

/**
 * The list filters of contract 5.11: name and target contain, group and status equal, run on
 * the given days; `jobId` (ours) keeps one job's runs, for the log screen opened from a job.
 */
export function jobLogFilterOf(query: URLSearchParams): JobLogFilter {
  const jobId = (query.get('jobId') ?? '').trim();
  return {
    jobId: jobId ? idParam('jobId', jobId) : null,
    jobName: textFilter(query, 'jobName', 64),
    jobGroup: textFilter(query, 'jobGroup', 64),
    status: textFilter(query, 'status', 1),
    invokeTarget: textFilter(query, 'invokeTarget', 500),
    created: dayRangeOf(query),
  };
}

const JOB_LOG_SORTABLE = {
  jobLogId: sysJobLog.jobLogId,
  jobName: sysJobLog.jobName,
  jobGroup: sysJobLog.jobGroup,
  status: sysJobLog.status,
  startTime: sysJobLog.startTime,
  endTime: sysJobLog.endTime,
  createTime: sysJobLog.createTime,
};

/** The order a list asks for, else the reference's: newest first. */
export function jobLogOrderOf(query: URLSearchParams): SQL[] {
  return orderOf(query, JOB_LOG_SORTABLE, [desc(sysJobLog.createTime), desc(sysJobLog.jobLogId)]);
}

function whereOf(filter: JobLogFilter): SQL | undefined {
  const conditions: SQL[] = [...withinDays(sysJobLog.createTime, filter.created)];
  if (filter.jobId !== null) conditions.push(eq(sysJobLog.jobId, filter.jobId));
  if (filter.jobName) conditions.push(containsText(sysJobLog.jobName, filter.jobName));
  if (filter.jobGroup) conditions.push(eq(sysJobLog.jobGroup, filter.jobGroup));
  if (filter.status) conditions.push(eq(sysJobLog.status, filter.status));
  if (filter.invokeTarget) conditions.push(containsText(sysJobLog.invokeTarget, filter.invokeTarget));
  return conditions.length ? and(...conditions) : undefined;
}

/** `GET /monitor/jobLog/list`. */
export async function listJobLogs(db: Executor, filter: JobLogFilter, order: SQL[], page: Page) {
  const where = whereOf(filter);
  const [{ total }] = await db.select({ total: count() }).from(sysJobLog).where(where);
  const rows = await db
    .select()
    .from(sysJobLog)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows: rows.map((row) => wireRow(row)) };
}

/** Every log matching the filter, for the export. */
export async function allJobLogs(db: Executor, filter: JobLogFilter, order: SQL[]): Promise<JobLogRow[]> {
  return db
    .select()
    .from(sysJobLog)
    .where(whereOf(filter))
    .orderBy(...order);
}

/** `GET /monitor/jobLog/{jobLogId}`: one run with its error text. */
export async function getJobLog(db: Executor, jobLogId: number) {
  const [row] = await db.select().from(sysJobLog).where(eq(sysJobLog.jobLogId, jobLogId));
  if (!row) throw new ServiceError(JOB_LOG_NOT_FOUND_MSG);
  return wireRow(row);
}

/** `DELETE /monitor/jobLog/{jobLogIds}`: all named logs or none. */
export async function removeJobLogs(db: Database, jobLogIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(sysJobLog).where(inArray(sysJobLog.jobLogId, jobLogIds)).returning({ jobLogId: sysJobLog.jobLogId });
    // Rolls the deletion back: a missing id means the caller's list was stale.
    if (removed.length !== jobLogIds.length) throw new ServiceError(JOB_LOG_NOT_FOUND_MSG);
  });
}

/** `DELETE /monitor/jobLog/clean`: every log. */
export async function cleanJobLogs(db: Executor): Promise<void> {
  await db.delete(sysJobLog);
}

import { desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { removeAllOrNone } from '@/lib/backend/db/remove-rows';
import { sysJobLog } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { contains, daysOf, equals, idEquals, tableList, type TableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { JobLogWire } from '../contract';

export const JOB_LOG_NOT_FOUND_MSG = '调度日志不存在';

export type JobLogRow = typeof sysJobLog.$inferSelect;

/**
 * `GET /monitor/jobLog/list` and its export (contract 5.11): name and target contain, group and
 * status equal, run on the given days; `jobId` (ours) keeps one job's runs, for the log screen
 * opened from a job. Newest first unless asked otherwise.
 */
export const jobLogList: TableList<JobLogRow, JobLogWire> = tableList(sysJobLog, {
  filters: [
    idEquals('jobId', sysJobLog.jobId),
    contains('jobName', sysJobLog.jobName, 64),
    equals('jobGroup', sysJobLog.jobGroup, 64),
    equals('status', sysJobLog.status, 1),
    contains('invokeTarget', sysJobLog.invokeTarget, 500),
    daysOf(sysJobLog.createTime),
  ],
  sortable: ['jobLogId', 'jobName', 'jobGroup', 'status', 'startTime', 'endTime', 'createTime'],
  order: [desc(sysJobLog.createTime), desc(sysJobLog.jobLogId)],
});

/** `GET /monitor/jobLog/{jobLogId}`: one run with its error text. */
export async function getJobLog(db: Executor, jobLogId: number): Promise<JobLogWire> {
  const [row] = await db.select().from(sysJobLog).where(eq(sysJobLog.jobLogId, jobLogId));
  if (!row) throw new ServiceError(JOB_LOG_NOT_FOUND_MSG);
  return wireRow(row);
}

/** `DELETE /monitor/jobLog/{jobLogIds}`: all named logs or none. */
export const removeJobLogs = (db: Database, jobLogIds: number[]) =>
  removeAllOrNone(db, sysJobLog, sysJobLog.jobLogId, jobLogIds, JOB_LOG_NOT_FOUND_MSG);

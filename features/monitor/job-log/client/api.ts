import { jobLog } from '@/features/monitor/job-log/contract';
import { logCalls } from '@/features/monitor/client/log-calls';
import type { RowOf } from '@/lib/contract/contract';

/** The job-log calls of contract 5.11, typed by their contracts (SysJobLog, section 4). */
export type JobLogEntry = RowOf<typeof jobLog.list>;
export const jobLogCalls = logCalls(jobLog, 'jobLogId');

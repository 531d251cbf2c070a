import { jobLog } from '@/features/monitor/job-log/contract';
import { logCalls } from '@/features/monitor/client/log-calls';

/** The job-log calls of contract 5.11, with the fields of SysJobLog (section 4). */
export interface JobLogEntry {
  jobLogId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  /** `<jobName> 总共耗时：<ms>毫秒`. */
  jobMessage: string;
  /** "0" success, "1" failure (dict `sys_common_status`). */
  status: string;
  exceptionInfo: string | null;
  startTime: string | null;
  endTime: string | null;
  createTime: string;
}
export const jobLogCalls = logCalls<JobLogEntry>(jobLog, 'jobLogId');

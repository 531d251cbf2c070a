import { jobLog } from '@/features/monitor/job-log/contract';
import type { Filters, ListAnswer } from '@/lib/http/list';
import { request, type Envelope } from '@/lib/http/request';

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

export const listJobLog = (params: Filters) => request<Envelope & ListAnswer<JobLogEntry>>(jobLog.list, { params });
export const deleteJobLog = (jobLogIds: number[]) => request(jobLog.remove, { path: { jobLogIds } });
export const cleanJobLog = () => request(jobLog.clean);
export const JOB_LOG_EXPORT_PATH = jobLog.export.path;

import type { Filters, ListAnswer } from './list';
import { request, type Envelope } from '../request';

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

export const listJobLog = (params: Filters) => request<Envelope & ListAnswer<JobLogEntry>>('/monitor/jobLog/list', { params });
export const deleteJobLog = (jobLogIds: number[]) => request(`/monitor/jobLog/${jobLogIds.join(',')}`, { method: 'DELETE' });
export const cleanJobLog = () => request('/monitor/jobLog/clean', { method: 'DELETE' });
export const JOB_LOG_EXPORT_PATH = '/monitor/jobLog/export';

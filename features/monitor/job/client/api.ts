import { job } from '@/features/monitor/job/contract';
import { rowCalls } from '@/lib/http/row-calls';
import { request, type Envelope } from '@/lib/http/request';

/** The scheduled-job calls of contract 5.10, with the fields of SysJob (section 4). */
export interface JobEntry {
  jobId: number;
  jobName: string;
  /** Dict `sys_job_group`. */
  jobGroup: string;
  invokeTarget: string;
  /** Quartz syntax, seconds first. */
  cronExpression: string;
  /** "0" default, "1" fire now, "2" fire once, "3" do nothing. */
  misfirePolicy: string;
  /** "0" allowed, "1" forbidden. */
  concurrent: string;
  /** "0" running, "1" paused (dict `sys_job_status`). */
  status: string;
  nextValidTime: string | null;
  createTime: string | null;
  remark: string | null;
}

export type JobInput = Pick<
  JobEntry,
  'jobName' | 'jobGroup' | 'invokeTarget' | 'cronExpression' | 'misfirePolicy' | 'concurrent' | 'status'
> & { jobId?: number };

/** The argument types of the invokeTarget grammar (contract 5.10). */
export type JobParamType = 'String' | 'Boolean' | 'Long' | 'Double' | 'Integer';

export interface JobTaskParam {
  name: string;
  type: JobParamType;
  label: string;
  min: number | null;
  max: number | null;
  /** Given: the argument may be left out (trailing ones only). */
  defaultValue: string | number | boolean | null;
}

/** A task of the server's registry: the only targets a job may name. */
export interface JobTask {
  /** The invokeTarget name, e.g. `portalTask.cleanTempExports`. */
  name: string;
  title: string;
  example: string;
  params: JobTaskParam[];
}

/** `silent`: the caller shows a refusal itself, or can do without the job. */
export const getJob = (jobId: number, { silent = false } = {}) =>
  request<Envelope & { data: JobEntry }>(job.get, { path: { jobId }, silent }).then((answer) => answer.data);
export const changeJobStatus = (jobId: number, status: string) => request(job.changeStatus, { data: { jobId, status } });
/** Runs the job once now; its log shows how the run went. */
export const runJob = (jobId: number, jobGroup: string) => request(job.run, { data: { jobId, jobGroup } });
/** Silent: a server without the registry (a stock RuoYi) leaves the form to take the target as text. */
export const listJobTasks = () => request<Envelope & { data: JobTask[] }>(job.tasks, { silent: true }).then((answer) => answer.data);
/** The next five fire times of an expression; a refusal (not a cron, too frequent) is the caller's to show. */
export const cronNextTimes = (cronExpression: string) =>
  request<Envelope & { data: string[] }>(job.cronNext, { params: { cronExpression }, silent: true }).then((answer) => answer.data);
export const jobRows = rowCalls<JobEntry, JobInput>(job, 'jobId');

import { job, type JobTask } from '@/features/monitor/job/contract';
import type { InputOf, RowOf } from '@/lib/contract/contract';
import { rowCalls } from '@/lib/http/row-calls';
import { request } from '@/lib/http/request';

/** The scheduled-job calls of contract 5.10, typed by their contracts (SysJob, section 4). */
export type JobEntry = RowOf<typeof job.list>;
/** What the job form saves: the job and, on an edit, its status; an input with jobId edits that job. */
export type JobInput = InputOf<typeof job.edit> & { jobId?: number };

export type { JobTask };
export type JobTaskParam = JobTask['params'][number];

/** `silent`: the caller shows a refusal itself, or can do without the job. */
export const getJob = (jobId: number, { silent = false } = {}) =>
  request(job.get, { path: { jobId }, silent }).then((answer) => answer.data);
export const changeJobStatus = (jobId: number, status: string) => request(job.changeStatus, { data: { jobId, status } });
/** Runs the job once now; its log shows how the run went. */
export const runJob = (jobId: number, jobGroup: string) => request(job.run, { data: { jobId, jobGroup } });
/** Silent: a server without the registry (a stock RuoYi) leaves the form to take the target as text. */
export const listJobTasks = () => request(job.tasks, { silent: true }).then((answer) => answer.data);
/** The next five fire times of an expression; a refusal (not a cron, too frequent) is the caller's to show. */
export const cronNextTimes = (cronExpression: string) =>
  request(job.cronNext, { params: { cronExpression }, silent: true }).then((answer) => answer.data);
export const jobRows = rowCalls(job, 'jobId');

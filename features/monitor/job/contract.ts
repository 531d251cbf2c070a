import { z } from '@/lib/contract/zod';
import type { sysJob } from '@/lib/backend/db/schema';
import { answerData, can, crudContracts, defineContracts, exportContract, typeOf } from '@/lib/contract/contract';
import { textOf } from '@/lib/contract/fields';
import type { WireRow } from '@/lib/contract/wire';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const flagText = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value);

/** A one-character flag of the form; the reference's screen sends some as numbers (`misfirePolicy: 1`). */
function flagOf<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number] | undefined, message: string) {
  return z.preprocess((value) => (isBlank(value) ? fallback : flagText(value)), z.enum(values, { error: message }));
}

/** The job form of `POST`/`PUT /monitor/job`, with the contract's limits (name 64, target 500, cron 255). */
export const jobSchema = z.object({
  jobName: textOf('任务名称', 64),
  jobGroup: z.preprocess((value) => (isBlank(value) ? 'DEFAULT' : value), textOf('任务分组', 64)),
  invokeTarget: textOf('调用目标字符串', 500),
  cronExpression: textOf('Cron执行表达式', 255),
  misfirePolicy: flagOf(['0', '1', '2', '3'], '3', '计划执行错误策略只能是0、1、2或3'),
  concurrent: flagOf(['0', '1'], '1', '是否并发执行只能是0或1'),
  remark: textOf('备注', 500, { optional: true }),
});

export const JOB_STATUS_MSG = '任务状态只能是0或1';

/** `status` of `PUT /monitor/job/changeStatus` ("0" resume, "1" pause). */
export const jobStatusField = flagOf(['0', '1'], undefined, JOB_STATUS_MSG);

/** `status` a job edit may carry; absent keeps the job's status. */
export const optionalJobStatusField = z.preprocess(
  (value) => (isBlank(value) ? undefined : flagText(value)),
  z.enum(['0', '1'], { error: JOB_STATUS_MSG }).optional(),
);

/**
 * `PUT /monitor/job`: the job form and, for those who may pause and resume jobs, its status
 * (checked after the form's fields, as the reference does).
 */
export const jobEditSchema = jobSchema.extend({ status: optionalJobStatusField });

/** A job as the contract sends it (SysJob): the scheduler's own columns stay inside. */
export type JobWire = Omit<WireRow<typeof sysJob.$inferSelect>, 'nextFireTime' | 'runningUntil'> & { nextValidTime: string | null };

/** A task of the server's registry, with its parameters: the only targets a job may name. */
export interface JobTask {
  /** The invokeTarget name, e.g. `portalTask.cleanTempExports`. */
  name: string;
  title: string;
  example: string;
  params: {
    name: string;
    type: 'String' | 'Boolean' | 'Long' | 'Double' | 'Integer';
    label: string;
    min: number | null;
    max: number | null;
    /** Given: the argument may be left out (trailing ones only). */
    defaultValue: string | number | boolean | null;
  }[];
}

const crud = crudContracts('/monitor/job', 'jobId', 'monitor:job', { row: typeOf<JobWire>(), input: jobSchema });

export const job = defineContracts(
  { title: '定时任务' },
  {
    // list: jobs, paged, by name, group, status and target
    // get: one job with its next fire time
    // add: a new job, stored paused; `data` is its jobId
    // edit: changes a job named by jobId and plans its next fire; a status change also needs changeStatus
    // remove: comma-joined ids, all or none
    ...crud,
    edit: { ...crud.edit, input: jobEditSchema },
    // GET /monitor/job/export – the older flow: a temporary 定时任务.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/monitor/job/export', 'monitor:job:export'),
    // GET /monitor/job/cronNext?cronExpression= – the next five fire times of a cron, for the form's preview
    cronNext: { method: 'GET', path: '/monitor/job/cronNext', access: can('monitor:job:query'), answer: answerData<string[]>() },
    // GET /monitor/job/tasks – the tasks a job may run, with their parameters: the form's target picker
    tasks: { method: 'GET', path: '/monitor/job/tasks', access: can('monitor:job:list'), answer: answerData<JobTask[]>() },
    // PUT /monitor/job/changeStatus – {jobId, status}: "0" resumes, "1" pauses
    changeStatus: { method: 'PUT', path: '/monitor/job/changeStatus', access: can('monitor:job:changeStatus') },
    // PUT /monitor/job/run – {jobId, jobGroup}: runs the job once now; its log shows the outcome
    run: { method: 'PUT', path: '/monitor/job/run', access: can('monitor:job:changeStatus') },
  },
);

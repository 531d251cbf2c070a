import { z } from 'zod';
import { textOf } from '@/lib/contract/fields';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const flagText = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value);

/** A one-character flag of the form; the reference's screen sends some as numbers (`misfirePolicy: 1`). */
function flagOf<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number] | undefined, message: string) {
  return z.preprocess((value) => (isBlank(value) ? fallback : flagText(value)), z.enum(values, { error: message }));
}

export const JOB_GROUP_DICT = 'sys_job_group';

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
export type JobInput = z.infer<typeof jobSchema>;

export const JOB_STATUS_MSG = '任务状态只能是0或1';

/** `status` of `PUT /monitor/job/changeStatus` ("0" resume, "1" pause). */
export const jobStatusField = flagOf(['0', '1'], undefined, JOB_STATUS_MSG);

/** `status` a job edit may carry; absent keeps the job's status. */
export const optionalJobStatusField = z.preprocess(
  (value) => (isBlank(value) ? undefined : flagText(value)),
  z.enum(['0', '1'], { error: JOB_STATUS_MSG }).optional(),
);

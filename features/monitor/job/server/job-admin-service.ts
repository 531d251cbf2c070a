import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysJob } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { contains, equals, tableList, type TableList } from '@/lib/backend/http/table-list';
import { toWireTime } from '@/lib/format/date-time';
import { CronError, parseCron, tryParseCron, type CronSchedule } from '@/lib/backend/scheduler/cron';
import { targetProblem } from '@/lib/backend/scheduler/invoke-target';
import { executeJob, JOB_STATUS, leaseFor, takeRunLease, type JobEnv, type JobRow } from '@/lib/backend/scheduler/job-runner';
import type { TaskRegistry } from '@/lib/backend/scheduler/task-types';
import type { LoginUser } from '@/lib/security/caller';
import { isDictValue } from '@/features/system/dict/server';
import type { z } from 'zod';
import type { JobTask, JobWire, jobSchema } from '../contract';

export const JOB_NOT_FOUND_MSG = '任务不存在';
export const JOB_EXPIRED_MSG = '任务不存在或已过期！';
export const JOB_RUNNING_MSG = '任务正在执行，不允许并发执行，请稍后再试';
export const CRON_INVALID_MSG = 'Cron表达式不正确';
export const CRON_TOO_FREQUENT_MSG = 'Cron表达式执行频率不能高于每分钟一次';
const JOB_GROUP_MSG = '任务分组不正确';
const JOB_GROUP_DICT = 'sys_job_group';

export type JobInput = z.infer<typeof jobSchema>;

/**
 * The schedule of a cron the form gives, or why it is refused: not a Quartz expression, or
 * firing more than once a minute (a seconds field with more than one value).
 */
export function checkedSchedule(expression: string): CronSchedule | string {
  try {
    const schedule = parseCron(expression);
    return schedule.atMostOncePerMinute ? schedule : CRON_TOO_FREQUENT_MSG;
  } catch (error) {
    if (error instanceof CronError) return CRON_INVALID_MSG;
    throw error;
  }
}

/**
 * The add/edit checks of contract 5.10 in its order, each answered as `新增任务'x'失败，…`:
 * the cron, forbidden calls and packages, the whitelist (here: the task registry), then the
 * task's arguments and the job group.
 */
async function checkJob(db: Executor, registry: TaskRegistry, input: JobInput, action: '新增' | '修改'): Promise<void> {
  const refuse = (reason: string) => new ServiceError(`${action}任务'${input.jobName}'失败，${reason}`);
  const schedule = checkedSchedule(input.cronExpression);
  if (typeof schedule === 'string') throw refuse(schedule);
  const problem = targetProblem(input.invokeTarget, registry);
  if (problem) throw refuse(problem);
  if (!(await isJobGroup(db, input.jobGroup))) throw refuse(JOB_GROUP_MSG);
}

/** Whether a job group is one of the dictionary sys_job_group's values. */
export const isJobGroup = (db: Executor, jobGroup: string) => isDictValue(db, JOB_GROUP_DICT, jobGroup);

/** The fire a job waits for: the next one of its cron while it runs, none while paused. */
export function plannedFire(cronExpression: string, status: string, now = new Date()): Date | null {
  return status === JOB_STATUS.normal ? (tryParseCron(cronExpression)?.next(now) ?? null) : null;
}

export function jobWire(row: JobRow, now = new Date()): JobWire {
  return {
    jobId: row.jobId,
    jobName: row.jobName,
    jobGroup: row.jobGroup,
    invokeTarget: row.invokeTarget,
    cronExpression: row.cronExpression,
    misfirePolicy: row.misfirePolicy,
    concurrent: row.concurrent,
    status: row.status,
    nextValidTime: toWireTime(tryParseCron(row.cronExpression)?.next(now) ?? null),
    createBy: row.createBy,
    createTime: toWireTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: toWireTime(row.updateTime),
    remark: row.remark,
  };
}

/** `GET /monitor/job/tasks`: the registry's tasks with their parameters, for the form's target picker. */
export function jobTasks(registry: TaskRegistry): JobTask[] {
  return [...registry.values()].map((task) => ({
    name: task.name,
    title: task.title,
    example: task.example,
    params: task.params.map((param) => ({
      name: param.name,
      type: param.type,
      label: param.label,
      min: param.min ?? null,
      max: param.max ?? null,
      defaultValue: param.defaultValue ?? null,
    })),
  }));
}

/**
 * `GET /monitor/job/list` and its export (contract 5.10): name and target contain, group and
 * status equal; by id unless asked otherwise. A page's next run times are all from one moment.
 */
export const jobList: TableList<JobRow, JobWire> = tableList(sysJob, {
  filters: [
    contains('jobName', sysJob.jobName, 64),
    equals('jobGroup', sysJob.jobGroup, 64),
    equals('status', sysJob.status, 1),
    contains('invokeTarget', sysJob.invokeTarget, 500),
  ],
  sortable: ['jobId', 'jobName', 'jobGroup', 'status', 'createTime'],
  order: [asc(sysJob.jobId)],
  wire: (rows) => {
    const now = new Date();
    return rows.map((row) => jobWire(row, now));
  },
});

async function findJob(db: Executor, jobId: number): Promise<JobRow> {
  const [row] = await db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
  if (!row) throw new ServiceError(JOB_NOT_FOUND_MSG);
  return row;
}

/** `GET /monitor/job/{jobId}`. */
export async function getJob(db: Executor, jobId: number): Promise<JobWire> {
  return jobWire(await findJob(db, jobId));
}

/** `POST /monitor/job`: a new job, always stored paused (contract 5.10); answers its id. */
export async function addJob(db: Executor, registry: TaskRegistry, user: LoginUser, input: JobInput): Promise<number> {
  await checkJob(db, registry, input, '新增');
  const [row] = await db
    .insert(sysJob)
    .values({ ...input, status: JOB_STATUS.paused, nextFireTime: null, createBy: user.userName })
    .returning({ jobId: sysJob.jobId });
  return row.jobId;
}

/**
 * `PUT /monitor/job`: changes a job and plans its next fire from now. `status` changes it only
 * when given (the route checks the caller may pause and resume).
 */
export async function editJob(
  db: Executor,
  registry: TaskRegistry,
  user: LoginUser,
  jobId: number,
  input: JobInput,
  status: string | undefined,
): Promise<void> {
  const existing = await findJob(db, jobId);
  await checkJob(db, registry, input, '修改');
  const nextStatus = status ?? existing.status;
  const updated = await db
    .update(sysJob)
    .set({
      ...input,
      status: nextStatus,
      nextFireTime: plannedFire(input.cronExpression, nextStatus),
      updateBy: user.userName,
      updateTime: new Date(),
    })
    .where(eq(sysJob.jobId, jobId))
    .returning({ jobId: sysJob.jobId });
  if (updated.length === 0) throw new ServiceError(JOB_NOT_FOUND_MSG);
}

/** `PUT /monitor/job/changeStatus`: "0" resumes from now on, "1" pauses (a run under way finishes). */
export async function changeJobStatus(db: Executor, user: LoginUser, jobId: number, status: string, now = new Date()): Promise<void> {
  const existing = await findJob(db, jobId);
  await db
    .update(sysJob)
    .set({ status, nextFireTime: plannedFire(existing.cronExpression, status, now), updateBy: user.userName, updateTime: now })
    .where(eq(sysJob.jobId, jobId));
}

/** `DELETE /monitor/job/{jobIds}`: all named jobs or none; their logs stay. */
export async function removeJobs(db: Database, jobIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ jobId: sysJob.jobId }).from(sysJob).where(inArray(sysJob.jobId, jobIds)).for('update');
    if (rows.length !== jobIds.length) throw new ServiceError(JOB_NOT_FOUND_MSG);
    await tx.delete(sysJob).where(inArray(sysJob.jobId, jobIds));
  });
}

/**
 * `PUT /monitor/job/run`: runs a job once now, paused or not, on this instance, and answers
 * without waiting for it (its log shows the outcome). A job whose cron never fires again is
 * "expired", as the reference has it. A job that may not overlap itself takes its run lease
 * first, so it is refused while a run of it is under way anywhere.
 */
export async function runJobNow(env: JobEnv, jobId: number): Promise<void> {
  const now = env.clock.now();
  const [job] = await env.deps.db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
  if (!job || !tryParseCron(job.cronExpression)?.next(now)) throw new ServiceError(JOB_EXPIRED_MSG);
  const lease = leaseFor(env, job, now);
  const row = lease ? await takeRunLease(env, jobId, lease, now) : job;
  if (!row) throw new ServiceError(JOB_RUNNING_MSG);
  void executeJob(env, row, lease);
}

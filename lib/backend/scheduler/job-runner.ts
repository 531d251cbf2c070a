import { performance } from 'node:perf_hooks';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { BackendDeps } from '../deps';
import { sysJob, sysJobLog } from '@/lib/backend/db/schema';
import { InvocationError, resolveInvocation } from './invoke-target';
import { DEFAULT_TASK_TIMEOUT_MS, type TaskRegistry } from './task-types';

export type JobRow = typeof sysJob.$inferSelect;

/** The scheduler's sense of time; tests pass a clock they move by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What running a job needs. */
export interface JobEnv {
  deps: BackendDeps;
  registry: TaskRegistry;
  clock: Clock;
}

/** `sys_job.status`: "0" runs on its schedule, "1" is paused. */
export const JOB_STATUS = { normal: '0', paused: '1' } as const;

/** `sys_job.concurrent`: "1" means the job never overlaps itself. */
const NO_OVERLAP = '1';

/** How far a run's lease reaches past its time limit, for the log write and the lease's own release. */
const LEASE_GRACE_MS = 60_000;
const EXCEPTION_INFO_MAX = 2000;

class JobTimeoutError extends Error {}
class JobStoppedError extends Error {}

/** The time limit of the task a job names; the default when the target names none. */
function timeoutOf(env: JobEnv, job: JobRow): number {
  try {
    return resolveInvocation(job.invokeTarget, env.registry).task.timeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
  } catch {
    return DEFAULT_TASK_TIMEOUT_MS;
  }
}

/** The lease a run of this job takes when it may not overlap itself, else null. */
export function leaseFor(env: JobEnv, job: JobRow, now: Date): Date | null {
  return job.concurrent === NO_OVERLAP ? new Date(now.getTime() + timeoutOf(env, job) + LEASE_GRACE_MS) : null;
}

/** A lease nobody holds: never taken, released, or left by a run whose instance died. */
export function leaseFree(now: Date) {
  return or(isNull(sysJob.runningUntil), lt(sysJob.runningUntil, now))!;
}

/**
 * Takes the job's run lease for a run started by hand; answers the row as it now is, or null
 * when a run of the job holds the lease (on this instance or another).
 */
export async function takeRunLease(env: JobEnv, jobId: number, lease: Date, now: Date): Promise<JobRow | null> {
  const [row] = await env.deps.db
    .update(sysJob)
    .set({ runningUntil: lease })
    .where(and(eq(sysJob.jobId, jobId), leaseFree(now)))
    .returning();
  return row ?? null;
}

async function releaseLease(env: JobEnv, jobId: number, lease: Date): Promise<void> {
  await env.deps.db
    .update(sysJob)
    .set({ runningUntil: null })
    .where(and(eq(sysJob.jobId, jobId), eq(sysJob.runningUntil, lease)));
}

/** The text a failed run logs: our own refusals by their message, anything else with its stack. */
function describeFailure(error: unknown): string {
  if (error instanceof InvocationError || error instanceof JobTimeoutError || error instanceof JobStoppedError) return error.message;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Runs the task a job names within its time limit. The target is resolved against the registry
 * here, at run time, whatever the row holds: a target that is not a registry task is logged as a
 * failure and nothing runs. A run that passes its limit (or is still going when the scheduler
 * stops) is cut: its signal aborts, and the run is logged as failed without waiting for it.
 */
async function runTask(env: JobEnv, job: JobRow, started: Date, stop: AbortSignal): Promise<string> {
  const invocation = resolveInvocation(job.invokeTarget, env.registry);
  const limitMs = invocation.task.timeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onStop: (() => void) | undefined;
  const cut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimeoutError(`任务执行超过${limitMs / 1000}秒，已被中止`);
      controller.abort(error);
      reject(error);
    }, limitMs);
    onStop = () => {
      const error = new JobStoppedError('调度器已停止，任务被中止');
      controller.abort(error);
      reject(error);
    };
    if (stop.aborted) onStop();
    else stop.addEventListener('abort', onStop, { once: true });
  });
  try {
    return await Promise.race([invocation.task.run({ deps: env.deps, now: started, signal: controller.signal }, invocation.args), cut]);
  } finally {
    clearTimeout(timer);
    if (onStop) stop.removeEventListener('abort', onStop);
  }
}

/**
 * One run of a job: the task, then its log line (contract 5.11: `<jobName> 总共耗时：<ms>毫秒`,
 * status "0"/"1", the error cut to 2000 characters), then the lease, if the run held one, is
 * released. Never throws: a failing task or database is logged and the scheduler goes on.
 */
export async function executeJob(
  env: JobEnv,
  job: JobRow,
  lease: Date | null,
  stop: AbortSignal = new AbortController().signal,
): Promise<void> {
  const startTime = env.clock.now();
  const began = performance.now();
  let failure: string | null = null;
  try {
    const summary = await runTask(env, job, startTime, stop);
    env.deps.log(`[job] ${job.jobName} (${job.invokeTarget}): ${summary}`);
  } catch (error) {
    failure = describeFailure(error);
    env.deps.log(`[job] ${job.jobName} (${job.invokeTarget}) failed: ${failure}`, 'error');
  }
  const elapsedMs = Math.round(performance.now() - began);
  try {
    await env.deps.db.insert(sysJobLog).values({
      jobId: job.jobId,
      jobName: job.jobName,
      jobGroup: job.jobGroup,
      invokeTarget: job.invokeTarget,
      jobMessage: `${job.jobName} 总共耗时：${elapsedMs}毫秒`,
      status: failure === null ? '0' : '1',
      exceptionInfo: (failure ?? '').slice(0, EXCEPTION_INFO_MAX),
      startTime,
      endTime: env.clock.now(),
      createTime: startTime,
    });
  } catch (error) {
    env.deps.log(`[job] the log of ${job.jobName} could not be written: ${(error as Error).message}`, 'error');
  }
  if (lease)
    await releaseLease(env, job.jobId, lease).catch((error: Error) =>
      env.deps.log(`[job] lease of ${job.jobName} not released: ${error.message}`, 'warn'),
    );
}

import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { BackendDeps } from '../deps';
import { sysJob } from '@/lib/backend/db/schema';
import { tryParseCron } from './cron';
import { MISFIRE_THRESHOLD_MS, planFire } from './fire-plan';
import { executeJob, JOB_STATUS, leaseFor, leaseFree, systemClock, type Clock, type JobEnv, type JobRow } from './job-runner';
import type { TaskRegistry } from './task-types';

export interface SchedulerOptions {
  deps: BackendDeps;
  registry?: TaskRegistry;
  clock?: Clock;
  /** How often the table is read for due fires; crons fire on whole seconds, so once a second. */
  pollMs?: number;
  misfireThresholdMs?: number;
}

/**
 * The scheduler inside the server. The schedule lives in `sys_job`, not in memory: each pass
 * reads the enabled jobs whose fire has come, claims each fire with a compare-and-set on its
 * `nextFireTime` (so with several instances on one database exactly one runs it, and a restart
 * finds the schedule where it was), then runs the job without waiting for it. A job that may not
 * overlap itself claims its fire together with its run lease; while an earlier run holds the
 * lease the fire stays due, and runs (or misfires, by the job's policy) once the lease is free.
 */
export class JobScheduler {
  private readonly env: JobEnv;
  private readonly pollMs: number;
  private readonly misfireThresholdMs: number;
  private readonly stopping = new AbortController();
  private readonly runs = new Set<Promise<void>>();
  /** Jobs whose stored cron is not valid, by id and cron, reported once. */
  private readonly reported = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private started = false;
  private lastFailure: string | null = null;

  constructor(options: SchedulerOptions) {
    this.env = { deps: options.deps, registry: options.registry ?? options.deps.tasks, clock: options.clock ?? systemClock };
    this.pollMs = options.pollMs ?? 1000;
    this.misfireThresholdMs = options.misfireThresholdMs ?? MISFIRE_THRESHOLD_MS;
  }

  start(): void {
    if (this.started || this.stopping.signal.aborted) return;
    this.started = true;
    this.schedulePass(0);
  }

  /** Stops polling and cuts the runs still going (they are logged as failed), then waits for them. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.stopping.abort();
    await this.pass;
    await this.idle();
  }

  /** Waits until the runs started so far have finished and written their logs. */
  async idle(): Promise<void> {
    while (this.runs.size > 0) await Promise.allSettled([...this.runs]);
  }

  /** One pass over the due jobs; the timer calls it, and tests with a hand-moved clock call it directly. */
  async tick(): Promise<void> {
    const now = this.env.clock.now();
    const due = await this.env.deps.db
      .select()
      .from(sysJob)
      .where(and(eq(sysJob.status, JOB_STATUS.normal), or(isNull(sysJob.nextFireTime), lte(sysJob.nextFireTime, now))))
      .orderBy(asc(sysJob.nextFireTime), asc(sysJob.jobId));
    for (const job of due) {
      if (this.stopping.signal.aborted) return;
      await this.consider(job, now);
    }
  }

  private schedulePass(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.pass = this.tick()
        .then(() => {
          this.lastFailure = null;
        })
        .catch((error: Error) => {
          // A database that is away fails every pass; say so once, not every second.
          if (error.message !== this.lastFailure) this.env.deps.log(`[scheduler] a pass failed: ${error.stack ?? error.message}`, 'error');
          this.lastFailure = error.message;
        })
        .finally(() => {
          if (this.started) this.schedulePass(this.pollMs);
        });
    }, delayMs);
    // The scheduler never keeps a process alive on its own (a build, a script, a test).
    this.timer.unref();
  }

  private async consider(job: JobRow, now: Date): Promise<void> {
    const schedule = tryParseCron(job.cronExpression);
    if (!schedule) {
      const key = `${job.jobId}:${job.cronExpression}`;
      if (!this.reported.has(key))
        this.env.deps.log(
          `[scheduler] job ${job.jobId} (${job.jobName}) has an invalid cron and is not scheduled: ${job.cronExpression}`,
          'warn',
        );
      this.reported.add(key);
      return;
    }
    const db = this.env.deps.db;
    // A job enabled without a planned fire (a row written another way): plan its first one.
    if (!job.nextFireTime) {
      const first = schedule.next(now);
      if (first)
        await db
          .update(sysJob)
          .set({ nextFireTime: first })
          .where(and(eq(sysJob.jobId, job.jobId), eq(sysJob.status, JOB_STATUS.normal), isNull(sysJob.nextFireTime)));
      return;
    }
    const plan = planFire(schedule, job.misfirePolicy, job.nextFireTime, now, this.misfireThresholdMs);
    const lease = plan.run ? leaseFor(this.env, job, now) : null;
    const unchanged = [
      eq(sysJob.jobId, job.jobId),
      eq(sysJob.status, JOB_STATUS.normal),
      eq(sysJob.nextFireTime, job.nextFireTime),
      eq(sysJob.concurrent, job.concurrent),
    ];
    const [claimed] = await db
      .update(sysJob)
      .set(lease ? { nextFireTime: plan.next, runningUntil: lease } : { nextFireTime: plan.next })
      .where(and(...unchanged, ...(lease ? [leaseFree(now)] : [])))
      .returning();
    if (!claimed || !plan.run) return;
    const run = executeJob(this.env, claimed, lease, this.stopping.signal).finally(() => this.runs.delete(run));
    this.runs.add(run);
  }
}

/** Starts the process's scheduler over the backend's database. */
export function startJobScheduler(deps: BackendDeps): JobScheduler {
  const scheduler = new JobScheduler({ deps });
  scheduler.start();
  return scheduler;
}

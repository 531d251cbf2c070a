import { bigint, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, flag } from './audit';

/**
 * Scheduled jobs (contract 5.10, table `sys_job`). Besides the contract's columns the row holds
 * the scheduler's state, so every instance sharing the database sees the same schedule and a
 * restart loses nothing:
 * - `nextFireTime`: the fire the scheduler waits for (null while paused or never firing again).
 *   An instance claims a fire by moving it forward with a compare-and-set, so one fire runs once.
 * - `runningUntil`: while a job that may not overlap itself (`concurrent` "1") runs, the end of
 *   its lease; an instance that dies mid-run leaves a lease that simply expires.
 */
export const sysJob = pgTable(
  'sys_job',
  {
    jobId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    jobName: varchar({ length: 64 }).notNull(),
    jobGroup: varchar({ length: 64 }).notNull().default('DEFAULT'),
    invokeTarget: varchar({ length: 500 }).notNull(),
    cronExpression: varchar({ length: 255 }).notNull(),
    /** 0 default (fire once now), 1 fire all missed now, 2 fire once now, 3 do nothing. */
    misfirePolicy: varchar({ length: 20 }).notNull().default('3'),
    /** 0 may overlap itself, 1 never. */
    concurrent: flag('1'),
    /** 0 running, 1 paused. */
    status: flag('0'),
    nextFireTime: timestamp({ withTimezone: true }),
    runningUntil: timestamp({ withTimezone: true }),
    ...auditColumns,
    remark: varchar({ length: 500 }).notNull().default(''),
  },
  (t) => [index('sys_job_due_idx').on(t.status, t.nextFireTime)],
);

/**
 * One run of a job (contract 5.11, table `sys_job_log`). `jobId` names the job the run belonged
 * to (the job may since be gone), so the log screen can show one job's runs exactly.
 */
export const sysJobLog = pgTable(
  'sys_job_log',
  {
    jobLogId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    jobId: bigint({ mode: 'number' }),
    jobName: varchar({ length: 64 }).notNull(),
    jobGroup: varchar({ length: 64 }).notNull(),
    invokeTarget: varchar({ length: 500 }).notNull(),
    jobMessage: varchar({ length: 500 }).notNull().default(''),
    /** 0 succeeded, 1 failed. */
    status: flag('0'),
    exceptionInfo: varchar({ length: 2000 }).notNull().default(''),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_job_log_create_time_idx').on(t.createTime), index('sys_job_log_job_idx').on(t.jobId)],
);

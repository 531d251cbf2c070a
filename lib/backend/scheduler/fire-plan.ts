import type { CronSchedule } from './cron';

/** `sys_job.misfire_policy` (contract 5.10). */
export const MISFIRE_POLICY = { default: '0', fireAllMissed: '1', fireOnceNow: '2', doNothing: '3' } as const;

/**
 * How late a fire may start and still count as on time, as Quartz's default misfire threshold.
 * A fire found later than this (the server was down, or a job that may not overlap itself was
 * still running) is a misfire and its job's policy decides.
 */
export const MISFIRE_THRESHOLD_MS = 60_000;

/** What to do about a due fire: run the job now or not, and the fire to wait for after it. */
export interface FirePlan {
  run: boolean;
  next: Date | null;
}

/**
 * The plan for a job whose fire `due` has come at `now`. On time it runs and the following fire
 * is the one after `due`. A misfire follows the policy: "1" runs each missed fire in turn (the
 * next one is again in the past, so the scheduler's next pass runs it too), "0" (Quartz's "smart"
 * choice for cron triggers) and "2" run once now and go on from now, "3" skips to the next fire
 * after now without running.
 */
export function planFire(schedule: CronSchedule, policy: string, due: Date, now: Date, threshold = MISFIRE_THRESHOLD_MS): FirePlan {
  if (now.getTime() - due.getTime() <= threshold) return { run: true, next: schedule.next(due) };
  switch (policy) {
    case MISFIRE_POLICY.fireAllMissed:
      return { run: true, next: schedule.next(due) };
    case MISFIRE_POLICY.doNothing:
      return { run: false, next: schedule.next(now) };
    default:
      return { run: true, next: schedule.next(now) };
  }
}

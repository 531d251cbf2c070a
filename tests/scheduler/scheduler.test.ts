/** @postgres the scheduler's claims and leases across instances need connections of their own. */
import { changeJobStatus, JOB_RUNNING_MSG, runJobNow } from '@/features/monitor/job/server/job-admin-service';
import { JobScheduler } from '@/lib/backend/scheduler/job-scheduler';
import { defineTask, registryOf } from '@/lib/backend/scheduler/task-types';
import { ADMIN, insertJob, jobRow, logsOf, ManualClock, schedulerWorld, type SchedulerWorld } from './scheduler-support';

/** How often each `testTask.count(key)` ran. */
const counts = new Map<string, number>();
const countOf = (key: string) => counts.get(key) ?? 0;
const bump = (key: string) => counts.set(key, countOf(key) + 1);

/** Gates `testTask.wait(key)` runs wait at until the test opens them. */
const gates = new Map<string, { promise: Promise<void>; open(): void }>();
function gate(key: string) {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  gates.set(key, { promise, open });
}

const tasks = registryOf([
  defineTask({
    name: 'testTask.count',
    title: '计数',
    example: "testTask.count('a')",
    params: [{ name: 'key', type: 'String', label: '键' }],
    run: async (_ctx, { key }) => {
      bump(key);
      return `counted ${key}`;
    },
  }),
  defineTask({
    name: 'testTask.fail',
    title: '失败',
    example: 'testTask.fail',
    params: [],
    run: async () => {
      throw new Error('boom: the task failed');
    },
  }),
  // Ignores its abort signal on purpose: the time limit must cut it anyway.
  defineTask({
    name: 'testTask.hang',
    title: '卡住',
    example: 'testTask.hang',
    params: [],
    timeoutMs: 100,
    run: () => new Promise<string>(() => undefined),
  }),
  defineTask({
    name: 'testTask.wait',
    title: '等待',
    example: "testTask.wait('a')",
    params: [{ name: 'key', type: 'String', label: '键' }],
    run: async (_ctx, { key }) => {
      bump(key);
      await gates.get(key)?.promise;
      return 'waited';
    },
  }),
]);

const MINUTE = 60_000;
/** Half past some minute to come: a new every-minute job's first fire is 30 seconds later. */
const start = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + 30_000);
const minute = (n: number) => new Date(start.getTime() + 30_000 + (n - 1) * MINUTE);

let world: SchedulerWorld;
let clock: ManualClock;
const schedulers: JobScheduler[] = [];

function schedulerOn(instance = 0): JobScheduler {
  const scheduler = new JobScheduler({ deps: world.instances[instance], registry: tasks, clock });
  schedulers.push(scheduler);
  return scheduler;
}

/** Moves the clock (when given a time), lets each scheduler make one pass, and waits for the runs it started. */
async function pass(time: Date | null, ...passing: JobScheduler[]): Promise<void> {
  if (time) clock.set(time);
  await Promise.all(passing.map((scheduler) => scheduler.tick()));
  await Promise.all(passing.map((scheduler) => scheduler.idle()));
}

beforeEach(async () => {
  world = await schedulerWorld(2);
  clock = new ManualClock(start);
});
afterEach(async () => {
  await Promise.all(schedulers.splice(0).map((scheduler) => scheduler.stop()));
  await world?.close();
});

describe('the job scheduler', () => {
  test('an every-minute job runs and logs at each fire; pausing stops it; resuming goes on from now', async () => {
    const scheduler = schedulerOn();
    const jobId = await insertJob(world.db, { jobName: '每分钟任务', invokeTarget: "testTask.count('minute')" });

    await pass(null, scheduler);
    expect((await jobRow(world.db, jobId)).nextFireTime).toEqual(minute(1));
    expect(await logsOf(world.db, jobId)).toHaveLength(0);

    await pass(minute(1), scheduler);
    const [first] = await logsOf(world.db, jobId);
    expect(first).toMatchObject({
      jobName: '每分钟任务',
      jobGroup: 'DEFAULT',
      invokeTarget: "testTask.count('minute')",
      status: '0',
      exceptionInfo: '',
      startTime: minute(1),
    });
    expect(first.jobMessage).toMatch(/^每分钟任务 总共耗时：\d+毫秒$/);
    expect((await jobRow(world.db, jobId)).nextFireTime).toEqual(minute(2));

    await pass(new Date(minute(2).getTime() + 400), scheduler);
    expect(countOf('minute')).toBe(2);

    await changeJobStatus(world.db, ADMIN, jobId, '1', clock.now());
    expect((await jobRow(world.db, jobId)).nextFireTime).toBeNull();
    for (const n of [3, 4, 10]) await pass(minute(n), scheduler);
    expect(countOf('minute')).toBe(2);

    await changeJobStatus(world.db, ADMIN, jobId, '0', clock.now());
    expect((await jobRow(world.db, jobId)).nextFireTime).toEqual(minute(11));
    await pass(minute(11), scheduler);
    expect(countOf('minute')).toBe(3);
    expect(await logsOf(world.db, jobId)).toHaveLength(3);
  });

  test('a restart keeps the schedule: a new scheduler on the same database fires the planned time', async () => {
    const before = schedulerOn();
    const jobId = await insertJob(world.db, { invokeTarget: "testTask.count('restart')" });
    await pass(null, before);
    await before.stop();

    const after = schedulerOn();
    await pass(new Date(minute(1).getTime() - 1000), after);
    expect(countOf('restart')).toBe(0);
    await pass(minute(1), after);
    expect(countOf('restart')).toBe(1);
    expect(await logsOf(world.db, jobId)).toHaveLength(1);
  });

  test('fires missed while no server ran follow each job’s misfire policy', async () => {
    const first = schedulerOn();
    const all = await insertJob(world.db, { misfirePolicy: '1', invokeTarget: "testTask.count('all')" });
    const once = await insertJob(world.db, { misfirePolicy: '2', invokeTarget: "testTask.count('once')" });
    const smart = await insertJob(world.db, { misfirePolicy: '0', invokeTarget: "testTask.count('smart')" });
    const skip = await insertJob(world.db, { misfirePolicy: '3', invokeTarget: "testTask.count('skip')" });
    await pass(null, first);
    await first.stop();

    // Down from before minute 1 until minute 6: fires 1 to 5 were missed, 6 is due now.
    const restarted = schedulerOn();
    clock.set(minute(6));
    for (let i = 0; i < 8; i++) await pass(null, restarted);
    expect([countOf('all'), countOf('once'), countOf('smart'), countOf('skip')]).toEqual([6, 1, 1, 0]);
    for (const jobId of [all, once, smart, skip]) expect((await jobRow(world.db, jobId)).nextFireTime).toEqual(minute(7));
  });

  test('a throwing job logs its error and the scheduler goes on: other jobs run, and so does its next fire', async () => {
    const scheduler = schedulerOn();
    const failing = await insertJob(world.db, { jobName: '会失败的任务', invokeTarget: 'testTask.fail' });
    const healthy = await insertJob(world.db, { invokeTarget: "testTask.count('healthy')" });
    await pass(null, scheduler);
    await pass(minute(1), scheduler);
    await pass(minute(2), scheduler);

    const logs = await logsOf(world.db, failing);
    expect(logs).toHaveLength(2);
    for (const log of logs) {
      expect(log.status).toBe('1');
      expect(log.exceptionInfo).toMatch(/^Error: boom: the task failed\n\s+at /);
      expect(log.exceptionInfo.length).toBeLessThanOrEqual(2000);
      expect(log.jobMessage).toMatch(/^会失败的任务 总共耗时：\d+毫秒$/);
    }
    expect(await logsOf(world.db, healthy)).toHaveLength(2);
    expect(world.logs.some((line) => line.includes('会失败的任务') && line.includes('boom'))).toBe(true);
  });

  test('a run that hangs is cut at its time limit, logged as failed, and the job fires again', async () => {
    const scheduler = schedulerOn();
    const jobId = await insertJob(world.db, { invokeTarget: 'testTask.hang' });
    await pass(null, scheduler);
    await pass(minute(1), scheduler);
    expect(await logsOf(world.db, jobId)).toMatchObject([{ status: '1', exceptionInfo: '任务执行超过0.1秒，已被中止' }]);
    expect((await jobRow(world.db, jobId)).runningUntil).toBeNull();
    await pass(minute(2), scheduler);
    expect(await logsOf(world.db, jobId)).toHaveLength(2);
  });

  test('a target outside the registry is never run, whatever the row says: the run is logged as refused', async () => {
    const scheduler = schedulerOn();
    const foreign = await insertJob(world.db, { invokeTarget: "ryTask.ryParams('ry')" });
    const mistyped = await insertJob(world.db, { invokeTarget: 'testTask.count(1)' });
    await pass(null, scheduler);
    await pass(minute(1), scheduler);
    expect(await logsOf(world.db, foreign)).toMatchObject([{ status: '1', exceptionInfo: '目标字符串不在白名单内' }]);
    expect(await logsOf(world.db, mistyped)).toMatchObject([
      { status: '1', exceptionInfo: "目标字符串第1个参数（键）应为String类型（如 'abc'）" },
    ]);
    expect([...counts.keys()]).not.toContain('1');
  });

  test('a stored cron that is not valid is not scheduled, and said once in the server log', async () => {
    const scheduler = schedulerOn();
    const jobId = await insertJob(world.db, { cronExpression: 'every minute', invokeTarget: "testTask.count('bad-cron')" });
    for (const n of [1, 2, 3]) await pass(minute(n), scheduler);
    expect(await logsOf(world.db, jobId)).toHaveLength(0);
    expect(world.logs.filter((line) => line.includes('invalid cron'))).toHaveLength(1);
  });

  test('a job that may not overlap itself waits for its running run; one that may, overlaps', async () => {
    gate('single');
    gate('overlap');
    const scheduler = schedulerOn();
    const env = { deps: world.instances[0], registry: tasks, clock };
    const single = await insertJob(world.db, { concurrent: '1', invokeTarget: "testTask.wait('single')" });
    await insertJob(world.db, { concurrent: '0', invokeTarget: "testTask.wait('overlap')" });
    await pass(null, scheduler);

    clock.set(minute(1));
    await scheduler.tick();
    clock.set(minute(2));
    await scheduler.tick();
    expect([countOf('single'), countOf('overlap')]).toEqual([1, 2]);
    expect((await jobRow(world.db, single)).nextFireTime).toEqual(minute(2));
    await expect(runJobNow(env, single)).rejects.toThrow(JOB_RUNNING_MSG);

    gates.get('single')!.open();
    gates.get('overlap')!.open();
    await scheduler.idle();
    await pass(null, scheduler);
    expect(countOf('single')).toBe(2);
    expect((await jobRow(world.db, single)).nextFireTime).toEqual(minute(3));
  });

  test('two server instances on one database run each fire once', async () => {
    const [a, b] = [schedulerOn(0), schedulerOn(1)];
    const overlapping = await insertJob(world.db, { concurrent: '0', invokeTarget: "testTask.count('pair-overlap')" });
    const single = await insertJob(world.db, { concurrent: '1', invokeTarget: "testTask.count('pair-single')" });
    const skipping = await insertJob(world.db, { concurrent: '0', misfirePolicy: '3', invokeTarget: "testTask.count('pair-skip')" });
    await pass(null, a, b);
    for (const n of [1, 2, 3, 4, 5]) {
      clock.set(minute(n));
      // Both instances race for the same fire, several times over.
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      await Promise.all([a.idle(), b.idle()]);
    }
    expect([countOf('pair-overlap'), countOf('pair-single'), countOf('pair-skip')]).toEqual([5, 5, 5]);
    for (const jobId of [overlapping, single, skipping]) expect(await logsOf(world.db, jobId)).toHaveLength(5);
  });
});

import { JobScheduler } from '@/lib/backend/scheduler/job-scheduler';
import { startHarness, type Harness } from '../support/api-harness';

/**
 * The one test on the wall clock: the server's own scheduler, as `lib/backend/index.ts` starts
 * it, runs a job an administrator set to every minute, and its log shows up within 70 seconds.
 * Everything else about the scheduler is tested with a clock moved by hand (scheduler.test.ts).
 */
let api: Harness;
let scheduler: JobScheduler;

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
});
afterAll(async () => {
  await scheduler?.stop();
  await api.close();
});

test('a job set to every minute runs and logs within 70 seconds', async () => {
  const added = await api.call('POST', '/monitor/job', {
    body: { jobName: '每分钟清理', jobGroup: 'SYSTEM', invokeTarget: 'portalTask.purgeExpiredSessions', cronExpression: '0 * * * * ?', misfirePolicy: '2', concurrent: '1' },
  });
  const jobId = Number(added.body.data);
  expect((await api.call('PUT', '/monitor/job/changeStatus', { body: { jobId, status: '0' } })).body.code).toBe(200);
  scheduler = new JobScheduler({ deps: api.backend.deps });
  scheduler.start();

  const started = Date.now();
  let rows: Record<string, unknown>[] = [];
  while (rows.length === 0 && Date.now() - started < 70_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rows = (await api.call('GET', `/monitor/jobLog/list?jobId=${jobId}`)).body.rows as Record<string, unknown>[];
  }
  expect(rows).toMatchObject([{ jobName: '每分钟清理', status: '0', jobMessage: expect.stringMatching(/^每分钟清理 总共耗时：\d+毫秒$/) }]);
  // It fired at the cron's whole minute (the scheduler looks once a second).
  expect(String(rows[0].startTime)).toMatch(/:0[0-5]$/);
}, 90_000);

import { JobScheduler } from '@/lib/backend/scheduler/job-scheduler';
import { startHarness, type Harness } from '../support/api-harness';

/**
 * The one test on the real clock: the server's own scheduler, as `root/backend.ts` starts
 * it, runs a job an administrator set for a second a little ahead, and its log shows up. Its
 * only need of time is that those seconds pass: a late pass on a busy machine still runs the
 * fire (misfire policy 1, at once). Everything else about the scheduler is tested with a clock
 * moved by hand (scheduler.test.ts).
 */
let api: Harness;
let scheduler: JobScheduler;

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
});
afterAll(async () => {
  await scheduler?.stop();
  await api?.close();
});

/** Crons run on the association's wall clock (UTC+8); the second `leadMs` from now, as a cron and as the log writes it. */
function secondAhead(leadMs: number): { cron: string; wire: string } {
  const at = new Date(Math.ceil((Date.now() + leadMs) / 1000) * 1000 + 8 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    cron: `${at.getUTCSeconds()} ${at.getUTCMinutes()} ${at.getUTCHours()} * * ?`,
    wire: `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`,
  };
}

test('a job set for a coming second runs at that second, not before, and logs', async () => {
  const fire = secondAhead(10_000);
  const added = await api.call('POST', '/monitor/job', {
    body: {
      jobName: '定时清理',
      jobGroup: 'SYSTEM',
      invokeTarget: 'portalTask.purgeExpiredSessions',
      cronExpression: fire.cron,
      misfirePolicy: '1',
      concurrent: '1',
    },
  });
  const jobId = Number(added.body.data);
  expect((await api.call('PUT', '/monitor/job/changeStatus', { body: { jobId, status: '0' } })).body.code).toBe(200);
  scheduler = new JobScheduler({ deps: api.backend.deps });
  scheduler.start();

  let rows: Record<string, unknown>[] = [];
  for (let tries = 0; rows.length === 0 && tries < 900; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    rows = (await api.call('GET', `/monitor/jobLog/list?jobId=${jobId}`)).body.rows as Record<string, unknown>[];
  }
  expect(rows).toMatchObject([{ jobName: '定时清理', status: '0', jobMessage: expect.stringMatching(/^定时清理 总共耗时：\d+毫秒$/) }]);
  expect(String(rows[0].startTime) >= fire.wire).toBe(true);
});

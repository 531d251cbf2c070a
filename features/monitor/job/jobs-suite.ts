/** The shared setup of the jobs API tests: one harness per test file, started before its tests. */
import { eq } from 'drizzle-orm';
import { sysJob } from '@/lib/backend/db/schema';
import type { ApiAnswer, Harness } from '@/tests/support/api-harness';
import { addedId, featureSuite, type Call } from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';
import type { Staff } from '@/tests/support/staff';

export let api: Harness;

export let admin: Call;

export let member: Person;

export let reader: Staff;

export let editor: Staff;

export const msgOf = (answer: ApiAnswer) => answer.body.msg;

export const db = () => api.backend.deps.db;

export const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

featureSuite(
  {
    people: ['member'],
    staff: { reader: ['monitor:job:list'], editor: ['monitor:job:list', 'monitor:job:query', 'monitor:job:edit'] },
  },
  (suite) => {
    ({ api, admin, member, reader, editor } = suite);
  },
);

export let seq = 0;

export const form = (overrides: Record<string, unknown> = {}) => ({
  jobName: `测试任务${++seq}`,
  jobGroup: 'DEFAULT',
  invokeTarget: 'portalTask.purgeExpiredSessions',
  cronExpression: '0 0 3 * * ?',
  misfirePolicy: '3',
  concurrent: '1',
  remark: '测试',
  ...overrides,
});

export async function newJob(overrides: Record<string, unknown> = {}): Promise<number> {
  return addedId(admin, '/monitor/job', form(overrides));
}

export const jobRow = async (jobId: number) => (await db().select().from(sysJob).where(eq(sysJob.jobId, jobId)))[0];

/** The job's runs as the log list answers them, once at least `count` are there (runs are not awaited by `run`). */
export async function runsOf(jobId: number, count = 1): Promise<Record<string, unknown>[]> {
  for (let i = 0; i < 100; i++) {
    const answer = await admin('GET', `/monitor/jobLog/list?jobId=${jobId}`);
    if (Number(answer.body.total) >= count) return answer.body.rows as Record<string, unknown>[];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} did not log ${count} run(s)`);
}

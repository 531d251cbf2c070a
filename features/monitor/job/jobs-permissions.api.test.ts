import { FORBIDDEN } from '@/tests/support/answers';
import { api, editor, form, jobRow, member, newJob, reader } from './jobs-suite';
import { expectRefused, expectAllowed, postForm } from '@/tests/support/feature-suite';

describe('permissions', () => {
  test("a member's job-log export is refused as plain JSON", async () => {
    const exported = await postForm(api, '/monitor/jobLog/export', '', member.jar);
    expect(exported.headers.get('content-type')).toBe('application/json');
  });

  test('each action needs its own button: list alone reads lists, not details, and changes nothing', async () => {
    const jobId = await newJob();
    await expectAllowed(reader, [
      ['GET', '/monitor/job/list'],
      ['GET', '/monitor/jobLog/list'],
      ['GET', '/monitor/job/tasks'],
    ]);
    await expectRefused(reader, [
      ['GET', `/monitor/job/${jobId}`],
      ['GET', '/monitor/job/cronNext?cronExpression=0%200%203%20*%20*%20%3F'],
      ['POST', '/monitor/job', form()],
      ['PUT', '/monitor/job', { ...form(), jobId }],
      ['PUT', '/monitor/job/changeStatus', { jobId, status: '0' }],
      ['PUT', '/monitor/job/run', { jobId }],
      ['DELETE', `/monitor/job/${jobId}`],
      ['GET', '/monitor/job/export'],
      ['DELETE', '/monitor/jobLog/clean'],
    ]);
    expect((await jobRow(jobId)).status).toBe('1');
  });

  test('an editor without changeStatus may edit a job but not resume or pause it through the edit', async () => {
    const jobId = await newJob();
    expect((await editor.call('PUT', '/monitor/job', { ...form({ jobName: '编辑者改名' }), jobId, status: '1' })).body).toMatchObject({
      code: 200,
    });
    expect((await editor.call('PUT', '/monitor/job', { ...form(), jobId, status: '0' })).body).toEqual(FORBIDDEN);
    expect(await jobRow(jobId)).toMatchObject({ jobName: '编辑者改名', status: '1', nextFireTime: null });
  });
});

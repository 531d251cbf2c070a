import { FORBIDDEN } from '@/tests/support/answers';
import { api, editor, form, jobRow, member, newJob, reader } from './jobs-suite';

describe('permissions', () => {
  test('a member is refused every job and job-log call; exports refuse as plain JSON', async () => {
    const calls: [string, string][] = [
      ['GET', '/monitor/job/list'],
      ['GET', '/monitor/job/1'],
      ['GET', '/monitor/job/cronNext?cronExpression=0%200%203%20*%20*%20%3F'],
      ['GET', '/monitor/job/tasks'],
      ['POST', '/monitor/job'],
      ['PUT', '/monitor/job'],
      ['PUT', '/monitor/job/changeStatus'],
      ['PUT', '/monitor/job/run'],
      ['DELETE', '/monitor/job/1'],
      ['GET', '/monitor/job/export'],
      ['GET', '/monitor/jobLog/list'],
      ['GET', '/monitor/jobLog/1'],
      ['DELETE', '/monitor/jobLog/1'],
      ['DELETE', '/monitor/jobLog/clean'],
      ['GET', '/monitor/jobLog/export'],
    ];
    for (const [method, path] of calls)
      expect([method, path, (await member.call(method, path, method === 'GET' ? undefined : {})).body]).toEqual([method, path, FORBIDDEN]);
    const exported = await api.call('POST', '/monitor/jobLog/export', {
      rawBody: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      jar: member.jar,
    });
    expect(exported.headers.get('content-type')).toBe('application/json');
  });

  test('each action needs its own button: list alone reads lists, not details, and changes nothing', async () => {
    const jobId = await newJob();
    expect((await reader.call('GET', '/monitor/job/list')).body.code).toBe(200);
    expect((await reader.call('GET', '/monitor/jobLog/list')).body.code).toBe(200);
    expect((await reader.call('GET', '/monitor/job/tasks')).body.code).toBe(200);
    expect((await reader.call('GET', `/monitor/job/${jobId}`)).body).toEqual(FORBIDDEN);
    expect((await reader.call('GET', '/monitor/job/cronNext?cronExpression=0%200%203%20*%20*%20%3F')).body).toEqual(FORBIDDEN);
    expect((await reader.call('POST', '/monitor/job', form())).body).toEqual(FORBIDDEN);
    expect((await reader.call('PUT', '/monitor/job', { ...form(), jobId })).body).toEqual(FORBIDDEN);
    expect((await reader.call('PUT', '/monitor/job/changeStatus', { jobId, status: '0' })).body).toEqual(FORBIDDEN);
    expect((await reader.call('PUT', '/monitor/job/run', { jobId })).body).toEqual(FORBIDDEN);
    expect((await reader.call('DELETE', `/monitor/job/${jobId}`)).body).toEqual(FORBIDDEN);
    expect((await reader.call('GET', '/monitor/job/export')).body).toEqual(FORBIDDEN);
    expect((await reader.call('DELETE', '/monitor/jobLog/clean')).body).toEqual(FORBIDDEN);
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

import type { JobEntry, JobTask } from '@/features/monitor/job/client/api';
import type { FieldProblems } from '@/components/admin/list/field-problems';
import { EMPTY_JOB, jobFormValues, jobInput, jobProblems as problemsOf, withTask } from './job-form-values';

/** The problems' keys and values; their messages are the API's, checked by the API's suite. */
const jobProblems = (...args: Parameters<typeof problemsOf>) => {
  const problems: FieldProblems<string> = problemsOf(...args);
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, { key: problem?.key, ...(problem?.values && { values: problem.values }) }]),
  );
};

const exports: JobTask = {
  name: 'portalTask.cleanTempExports',
  title: '清理过期的临时导出文件',
  example: 'portalTask.cleanTempExports(1)',
  params: [{ name: 'hours', type: 'Integer', label: '保留小时数', min: 1, max: 720, defaultValue: null }],
};
const tasks = [exports];
const job: JobEntry = {
  jobId: 100,
  jobName: '清理导出',
  jobGroup: 'SYSTEM',
  invokeTarget: 'portalTask.cleanTempExports(6)',
  cronExpression: '0 0 3 * * ?',
  misfirePolicy: '3',
  concurrent: '1',
  status: '1',
  nextValidTime: null,
  createBy: 'admin',
  createTime: '2026-11-21 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: '',
};

test('a stored job starts the form with its task and parameters', () => {
  expect(jobFormValues(job, tasks)).toMatchObject({
    jobId: 100,
    taskName: 'portalTask.cleanTempExports',
    params: { hours: '6' },
    status: '1',
  });
});

test('a stored target outside the registry leaves the task to choose, and saves nothing until chosen', () => {
  const values = jobFormValues({ ...job, invokeTarget: "ryTask.ryParams('ry')" }, tasks);
  expect(values.taskName).toBe('');
  expect(jobProblems(values, tasks)).toEqual({ invokeTarget: { key: 'required' } });
});

test('the saved body carries the target built from the task and its parameters', () => {
  const values = withTask({ ...EMPTY_JOB, jobName: ' 清理 ', cronExpression: ' 0 0 3 * * ? ' }, exports);
  expect(jobProblems(values, tasks)).toEqual({ 'param.hours': { key: 'required' } });
  const filled = { ...values, params: { hours: '24' } };
  expect(jobProblems(filled, tasks)).toEqual({});
  expect(jobInput(filled, tasks)).toEqual({
    jobId: undefined,
    jobName: '清理',
    jobGroup: 'DEFAULT',
    invokeTarget: 'portalTask.cleanTempExports(24)',
    cronExpression: '0 0 3 * * ?',
    misfirePolicy: '1',
    concurrent: '1',
    status: '0',
  });
});

test('without a registry the target is the text typed', () => {
  const values = jobFormValues(job, undefined);
  expect(values.taskName).toBe('');
  expect(jobInput({ ...values, invokeTarget: ' ryTask.ryNoParams ' }, undefined).invokeTarget).toBe('ryTask.ryNoParams');
  expect(jobProblems({ ...values, invokeTarget: 'x'.repeat(501) }, undefined)).toEqual({
    invokeTarget: { key: 'tooLong', values: { limit: 500 } },
  });
});

test('name and cron are required and limited', () => {
  expect(jobProblems({ ...EMPTY_JOB, jobName: 'x'.repeat(65), invokeTarget: 'a' }, undefined)).toEqual({
    jobName: { key: 'tooLong', values: { limit: 64 } },
    cronExpression: { key: 'required' },
  });
});

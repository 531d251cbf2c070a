import { exportRoute } from '../../export/export-route';
import type { ExportColumn } from '../../export/xlsx';
import { textField } from '../../http/body';
import type { RequestContext } from '../../http/context';
import { ok, okData, table } from '../../http/envelope';
import { NO_PERMISSION_MSG, ServiceError } from '../../http/errors';
import { pageOf } from '../../http/paging';
import { idListParam, idParam } from '../../http/params';
import type { Route } from '../../http/router';
import { parseBody, textOf } from '../../http/schema';
import { toWireTime } from '../../../date-time';
import { systemClock, type JobEnv, type JobRow } from '../../scheduler/job-runner';
import { TASK_REGISTRY } from '../../scheduler/task-registry';
import { hasPermission } from '../auth/login-user';
import {
  addJob,
  allJobs,
  changeJobStatus,
  checkedSchedule,
  editJob,
  getJob,
  jobFilterOf,
  jobOrderOf,
  listJobs,
  removeJobs,
  runJobNow,
} from './job-admin-service';
import { jobSchema, jobStatusField, optionalJobStatusField } from './job-schemas';

const PREVIEW_COUNT = 5;

const envOf = (ctx: RequestContext): JobEnv => ({ deps: ctx.deps, registry: TASK_REGISTRY, clock: systemClock });

const MISFIRE_LABELS: Record<string, string> = { '0': '默认', '1': '立即触发执行', '2': '触发一次执行', '3': '不触发立即执行' };

const exportColumns: ExportColumn<JobRow>[] = [
  { header: '任务序号', value: (row) => row.jobId },
  { header: '任务名称', value: (row) => row.jobName, width: 24 },
  { header: '任务组名', value: (row) => row.jobGroup },
  { header: '调用目标字符串', value: (row) => row.invokeTarget, width: 40 },
  { header: '执行表达式', value: (row) => row.cronExpression, width: 20 },
  { header: '计划策略', value: (row) => MISFIRE_LABELS[row.misfirePolicy] ?? row.misfirePolicy, width: 16 },
  { header: '并发执行', value: (row) => (row.concurrent === '0' ? '允许' : '禁止') },
  { header: '任务状态', value: (row) => (row.status === '0' ? '正常' : '暂停') },
];

const idOf = (body: Record<string, unknown>) => idParam('jobId', textField(body, 'jobId', true));

export const jobRoutes: Route[] = [
  // GET /monitor/job/list – jobs, paged, by name, group, status and target
  {
    method: 'GET',
    path: '/monitor/job/list',
    access: { permission: 'monitor:job:list' },
    handler: async (ctx) => {
      const { total, rows } = await listJobs(ctx.deps.db, jobFilterOf(ctx.query), jobOrderOf(ctx.query), pageOf(ctx.query));
      return table(rows, total);
    },
  },
  // GET /monitor/job/export – the older flow: a temporary 定时任务.xlsx for /common/download; POST – the workbook itself
  exportRoute('/monitor/job/export', 'monitor:job:export', async (ctx, filters) => ({
    title: '定时任务',
    columns: exportColumns,
    rows: await allJobs(ctx.deps.db, jobFilterOf(filters), jobOrderOf(filters)),
  })),
  // GET /monitor/job/cronNext?cronExpression= – the next five fire times of a cron, for the form's preview
  {
    method: 'GET',
    path: '/monitor/job/cronNext',
    access: { permission: 'monitor:job:query' },
    handler: async (ctx) => {
      const expression = parseBody(textOf('Cron执行表达式', 255), ctx.query.get('cronExpression'));
      const schedule = checkedSchedule(expression);
      if (typeof schedule === 'string') throw new ServiceError(schedule);
      return okData(schedule.nextTimes(new Date(), PREVIEW_COUNT).map((time) => toWireTime(time)));
    },
  },
  // GET /monitor/job/tasks – the tasks a job may run, with their parameters: the form's target picker
  {
    method: 'GET',
    path: '/monitor/job/tasks',
    access: { permission: 'monitor:job:list' },
    handler: async () =>
      okData(
        [...TASK_REGISTRY.values()].map((task) => ({
          name: task.name,
          title: task.title,
          example: task.example,
          params: task.params.map((param) => ({ name: param.name, type: param.type, label: param.label, min: param.min ?? null, max: param.max ?? null, defaultValue: param.defaultValue ?? null })),
        })),
      ),
  },
  // PUT /monitor/job/changeStatus – {jobId, status}: "0" resumes, "1" pauses
  {
    method: 'PUT',
    path: '/monitor/job/changeStatus',
    access: { permission: 'monitor:job:changeStatus' },
    handler: async (ctx) => {
      const body = await ctx.body();
      const jobId = idOf(body);
      await changeJobStatus(ctx.deps.db, ctx.requireUser(), jobId, parseBody(jobStatusField, body.status));
      return ok();
    },
  },
  // PUT /monitor/job/run – {jobId, jobGroup}: runs the job once now; its log shows the outcome
  {
    method: 'PUT',
    path: '/monitor/job/run',
    access: { permission: 'monitor:job:changeStatus' },
    handler: async (ctx) => {
      await runJobNow(envOf(ctx), idOf(await ctx.body()));
      return ok();
    },
  },
  // GET /monitor/job/:jobId – one job with its next fire time
  {
    method: 'GET',
    path: '/monitor/job/:jobId',
    access: { permission: 'monitor:job:query' },
    handler: async (ctx) => okData(await getJob(ctx.deps.db, idParam('jobId', ctx.params.jobId))),
  },
  // POST /monitor/job – a new job, stored paused; `data` is its jobId
  {
    method: 'POST',
    path: '/monitor/job',
    access: { permission: 'monitor:job:add' },
    handler: async (ctx) => okData(await addJob(ctx.deps.db, TASK_REGISTRY, ctx.requireUser(), parseBody(jobSchema, await ctx.body()))),
  },
  // PUT /monitor/job – changes a job named by jobId and plans its next fire; a status change also needs changeStatus
  {
    method: 'PUT',
    path: '/monitor/job',
    access: { permission: 'monitor:job:edit' },
    handler: async (ctx) => {
      const body = await ctx.body();
      const user = ctx.requireUser();
      const jobId = idOf(body);
      const input = parseBody(jobSchema, body);
      const status = parseBody(optionalJobStatusField, body.status);
      if (status !== undefined && !hasPermission(user, 'monitor:job:changeStatus') && status !== (await getJob(ctx.deps.db, jobId)).status) {
        throw new ServiceError(NO_PERMISSION_MSG, 403);
      }
      await editJob(ctx.deps.db, TASK_REGISTRY, user, jobId, input, status);
      return ok();
    },
  },
  // DELETE /monitor/job/:jobIds – comma-joined ids, all or none
  {
    method: 'DELETE',
    path: '/monitor/job/:jobIds',
    access: { permission: 'monitor:job:remove' },
    handler: async (ctx) => {
      await removeJobs(ctx.deps.db, idListParam('jobIds', ctx.params.jobIds));
      return ok();
    },
  },
];

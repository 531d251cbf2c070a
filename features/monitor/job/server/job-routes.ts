import { job } from '@/features/monitor/job/contract';
import { listExportRoute } from '@/lib/backend/export/export-route';
import type { ExportColumn } from '@/lib/backend/export/xlsx';
import { textField } from '@/lib/backend/http/body';
import type { RequestContext } from '@/lib/backend/http/context';
import { ok, okData } from '@/lib/backend/http/envelope';
import { NO_PERMISSION_MSG, ServiceError } from '@/lib/backend/http/errors';
import { idParam } from '@/lib/backend/http/params';
import type { Route } from '@/lib/backend/http/router';
import { getRoute, removeRoute } from '@/lib/backend/http/row-routes';
import { parseBody } from '@/lib/backend/http/schema';
import { listRoute } from '@/lib/backend/http/table-list';
import { toWireTime } from '@/lib/format/date-time';
import { systemClock, type JobEnv, type JobRow } from '@/lib/backend/scheduler/job-runner';
import { hasPermission } from '@/lib/security/caller';
import { jobSchema, jobStatusField } from '../contract';
import { addJob, changeJobStatus, checkedSchedule, editJob, getJob, jobList, jobTasks, removeJobs, runJobNow } from './job-admin-service';

const PREVIEW_COUNT = 5;

const envOf = (ctx: RequestContext): JobEnv => ({ deps: ctx.deps, registry: ctx.deps.tasks, clock: systemClock });

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
  listRoute(job.list, jobList),
  listExportRoute(job.export, '定时任务', exportColumns, jobList),
  {
    contract: job.cronNext,
    handler: async (ctx) => {
      const expression = parseBody(jobSchema.shape.cronExpression, ctx.query.get('cronExpression'));
      const schedule = checkedSchedule(expression);
      if (typeof schedule === 'string') throw new ServiceError(schedule);
      return okData(schedule.nextTimes(new Date(), PREVIEW_COUNT).map((time) => toWireTime(time)));
    },
  },
  { contract: job.tasks, handler: async (ctx) => okData(jobTasks(ctx.deps.tasks)) },
  {
    contract: job.changeStatus,
    handler: async (ctx) => {
      const body = await ctx.body();
      const jobId = idOf(body);
      await changeJobStatus(ctx.deps.db, ctx.requireUser(), jobId, parseBody(jobStatusField, body.status));
      return ok();
    },
  },
  {
    contract: job.run,
    handler: async (ctx) => {
      await runJobNow(envOf(ctx), idOf(await ctx.body()));
      return ok();
    },
  },
  getRoute(job.get, 'jobId', getJob),
  {
    contract: job.add,
    handler: async (ctx) =>
      okData(await addJob(ctx.deps.db, ctx.deps.tasks, ctx.requireUser(), parseBody(job.add.input, await ctx.body()))),
  },
  {
    contract: job.edit,
    handler: async (ctx) => {
      const body = await ctx.body();
      const user = ctx.requireUser();
      const jobId = idOf(body);
      const { status, ...input } = parseBody(job.edit.input, body);
      if (
        status !== undefined &&
        !hasPermission(user, 'monitor:job:changeStatus') &&
        status !== (await getJob(ctx.deps.db, jobId)).status
      ) {
        throw new ServiceError(NO_PERMISSION_MSG, 403);
      }
      await editJob(ctx.deps.db, ctx.deps.tasks, user, jobId, input, status);
      return ok();
    },
  },
  removeRoute(job.remove, 'jobIds', removeJobs),
];

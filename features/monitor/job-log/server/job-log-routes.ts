import { jobLog } from '@/features/monitor/job-log/contract';
import { listExportRoute } from '@/lib/backend/export/export-route';
import type { ExportColumn } from '@/lib/backend/export/xlsx';
import { sysJobLog } from '@/lib/backend/db/schema';
import type { Route } from '@/lib/backend/http/router';
import { cleanRoute, getRoute, removeRoute } from '@/lib/backend/http/row-routes';
import { listRoute } from '@/lib/backend/http/table-list';
import { toWireTime } from '@/lib/format/date-time';
import { getJobLog, jobLogList, removeJobLogs, type JobLogRow } from './job-log-service';

const exportColumns: ExportColumn<JobLogRow>[] = [
  { header: '日志序号', value: (row) => row.jobLogId },
  { header: '任务名称', value: (row) => row.jobName, width: 24 },
  { header: '任务组名', value: (row) => row.jobGroup },
  { header: '调用目标字符串', value: (row) => row.invokeTarget, width: 40 },
  { header: '日志信息', value: (row) => row.jobMessage, width: 40 },
  { header: '执行状态', value: (row) => (row.status === '0' ? '正常' : '失败') },
  { header: '异常信息', value: (row) => row.exceptionInfo, width: 60 },
  { header: '开始时间', value: (row) => toWireTime(row.startTime), width: 20 },
  { header: '结束时间', value: (row) => toWireTime(row.endTime), width: 20 },
];

export const jobLogRoutes: Route[] = [
  listRoute(jobLog.list, jobLogList),
  listExportRoute(jobLog.export, '调度日志', exportColumns, jobLogList),
  cleanRoute(jobLog.clean, sysJobLog),
  getRoute(jobLog.get, 'jobLogId', getJobLog),
  removeRoute(jobLog.remove, 'jobLogIds', removeJobLogs),
];

import type { ListedRow } from '@/lib/backend/http/table-list';
import { defineContracts, exportContract, typeOf, type DataAnswer, type RowsAnswer } from '@/lib/contract/contract';
import type { getJobLog, jobLogList } from './server/job-log-service';

export const jobLog = defineContracts(
  { title: '调度日志' },
  {
    // GET /monitor/jobLog/list – runs, newest first, by job, name, group, status, target and day
    list: {
      method: 'GET',
      path: '/monitor/jobLog/list',
      access: { permission: 'monitor:job:list' },
      answer: typeOf<RowsAnswer<ListedRow<typeof jobLogList>>>(),
    },
    // GET /monitor/jobLog/export – the older flow: a temporary 调度日志.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/monitor/jobLog/export', 'monitor:job:export'),
    // DELETE /monitor/jobLog/clean – every log
    clean: { method: 'DELETE', path: '/monitor/jobLog/clean', access: { permission: 'monitor:job:remove' }, log: 'clean' },
    // GET /monitor/jobLog/:jobLogId – one run with its error text
    get: {
      method: 'GET',
      path: '/monitor/jobLog/:jobLogId',
      access: { permission: 'monitor:job:query' },
      answer: typeOf<DataAnswer<Awaited<ReturnType<typeof getJobLog>>>>(),
    },
    // DELETE /monitor/jobLog/:jobLogIds – comma-joined ids, all or none
    remove: { method: 'DELETE', path: '/monitor/jobLog/:jobLogIds', access: { permission: 'monitor:job:remove' } },
  },
);

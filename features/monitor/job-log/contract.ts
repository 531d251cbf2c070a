import type { ListedRow } from '@/lib/backend/http/table-list';
import { answerData, answerRows, can, defineContracts, exportContract, type Result } from '@/lib/contract/contract';
import type { getJobLog, jobLogList } from './server/job-log-service';

export const jobLog = defineContracts(
  { title: '调度日志' },
  {
    // GET /monitor/jobLog/list – runs, newest first, by job, name, group, status, target and day
    list: {
      method: 'GET',
      path: '/monitor/jobLog/list',
      access: can('monitor:job:list'),
      answer: answerRows<ListedRow<typeof jobLogList>>(),
    },
    // GET /monitor/jobLog/export – the older flow: a temporary 调度日志.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/monitor/jobLog/export', 'monitor:job:export'),
    // DELETE /monitor/jobLog/clean – every log
    clean: { method: 'DELETE', path: '/monitor/jobLog/clean', access: can('monitor:job:remove'), log: 'clean' },
    // GET /monitor/jobLog/:jobLogId – one run with its error text
    get: {
      method: 'GET',
      path: '/monitor/jobLog/:jobLogId',
      access: can('monitor:job:query'),
      answer: answerData<Result<typeof getJobLog>>(),
    },
    // DELETE /monitor/jobLog/:jobLogIds – comma-joined ids, all or none
    remove: { method: 'DELETE', path: '/monitor/jobLog/:jobLogIds', access: can('monitor:job:remove') },
  },
);

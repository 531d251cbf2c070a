import type { sysJobLog } from '@/lib/backend/db/schema';
import { answerData, answerRows, can, defineContracts, exportContract } from '@/lib/contract/contract';
import type { WireRow } from '@/lib/contract/wire';

/** One run of a job as the contract sends it (SysJobLog), its error text included. */
export type JobLogWire = WireRow<typeof sysJobLog.$inferSelect>;

export const jobLog = defineContracts(
  { title: '调度日志' },
  {
    // GET /monitor/jobLog/list – runs, newest first, by job, name, group, status, target and day
    list: {
      method: 'GET',
      path: '/monitor/jobLog/list',
      access: can('monitor:job:list'),
      answer: answerRows<JobLogWire>(),
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
      answer: answerData<JobLogWire>(),
    },
    // DELETE /monitor/jobLog/:jobLogIds – comma-joined ids, all or none
    remove: { method: 'DELETE', path: '/monitor/jobLog/:jobLogIds', access: can('monitor:job:remove') },
  },
);

import { defineContracts, exportContract } from '@/lib/contract/contract';

export const jobLog = defineContracts(
  { title: '调度日志' },
  {
    // GET /monitor/jobLog/list – runs, newest first, by job, name, group, status, target and day
    list: { method: 'GET', path: '/monitor/jobLog/list', access: { permission: 'monitor:job:list' } },
    // GET /monitor/jobLog/export – the older flow: a temporary 调度日志.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/monitor/jobLog/export', 'monitor:job:export'),
    // DELETE /monitor/jobLog/clean – every log
    clean: { method: 'DELETE', path: '/monitor/jobLog/clean', access: { permission: 'monitor:job:remove' }, log: 'clean' },
    // GET /monitor/jobLog/:jobLogId – one run with its error text
    get: { method: 'GET', path: '/monitor/jobLog/:jobLogId', access: { permission: 'monitor:job:query' } },
    // DELETE /monitor/jobLog/:jobLogIds – comma-joined ids, all or none
    remove: { method: 'DELETE', path: '/monitor/jobLog/:jobLogIds', access: { permission: 'monitor:job:remove' } },
  },
);

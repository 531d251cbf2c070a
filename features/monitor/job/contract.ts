import { crudContracts, defineContracts, exportContract } from '@/lib/contract/contract';

export const job = defineContracts(
  { title: '定时任务' },
  {
    // list: jobs, paged, by name, group, status and target
    // get: one job with its next fire time
    // add: a new job, stored paused; `data` is its jobId
    // edit: changes a job named by jobId and plans its next fire; a status change also needs changeStatus
    // remove: comma-joined ids, all or none
    ...crudContracts('/monitor/job', 'jobId', 'monitor:job'),
    // GET /monitor/job/export – the older flow: a temporary 定时任务.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/monitor/job/export', 'monitor:job:export'),
    // GET /monitor/job/cronNext?cronExpression= – the next five fire times of a cron, for the form's preview
    cronNext: { method: 'GET', path: '/monitor/job/cronNext', access: { permission: 'monitor:job:query' } },
    // GET /monitor/job/tasks – the tasks a job may run, with their parameters: the form's target picker
    tasks: { method: 'GET', path: '/monitor/job/tasks', access: { permission: 'monitor:job:list' } },
    // PUT /monitor/job/changeStatus – {jobId, status}: "0" resumes, "1" pauses
    changeStatus: { method: 'PUT', path: '/monitor/job/changeStatus', access: { permission: 'monitor:job:changeStatus' } },
    // PUT /monitor/job/run – {jobId, jobGroup}: runs the job once now; its log shows the outcome
    run: { method: 'PUT', path: '/monitor/job/run', access: { permission: 'monitor:job:changeStatus' } },
  },
);

'use client';

import { Alert, Button } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { useDict } from '@/components/admin/list/use-dict';
import { useAdmin } from '@/components/admin/shell/admin-context';
import { getJob } from '@/features/monitor/job';
import { jobLogCalls, type JobLogEntry } from '@/features/monitor/job-log/client/api';
import type { AdminPageProps } from '@/components/admin/pages/page-props';
import { JOB_PATH } from '@/features/monitor/job';
import { LogListScreen } from '@/features/monitor/screens/log-list-screen';
import { JobLogDetailDialog } from './job-log-detail-dialog';

/**
 * `/monitor/job-log/index[/{jobId}]` (调度日志): the runs of every job, or of the one job the
 * address (or the route's `jobId` query) names, matched by id so a renamed job keeps its runs.
 */
export default function JobLogPage({ page, id, query }: AdminPageProps) {
  const t = useTranslations('admin.jobLog');
  const { closePage } = useAdmin();
  const groups = useDict('sys_job_group');
  const statuses = useDict('sys_common_status');
  const jobId = id ?? query.jobId ?? '';
  // The job's name only labels the list; without the right to read it, the id does.
  const job = useQuery({
    queryKey: ['monitor-job', 'one', jobId],
    queryFn: () => getJob(Number(jobId), { silent: true }),
    enabled: jobId !== '',
    retry: false,
  });
  const filters = useMemo(() => ({ jobId, jobName: '', jobGroup: '', status: '' }), [jobId]);
  const [viewing, setViewing] = useState<JobLogEntry | null>(null);

  const columns = useMemo<ColumnSpec<JobLogEntry>[]>(
    () => [
      'jobLogId',
      'jobName',
      { key: 'jobGroup', dict: groups },
      'invokeTarget',
      'jobMessage',
      { key: 'status', dict: statuses },
      'createTime',
    ],
    [groups, statuses],
  );

  return (
    <LogListScreen
      namespace="admin.jobLog"
      api={jobLogCalls}
      filters={filters}
      columns={columns}
      heading={
        jobId ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('forJob', { name: job.data?.jobName ?? jobId })}
          </Alert>
        ) : null
      }
      queryFields={['jobName', { name: 'jobGroup', options: groups }, { name: 'status', options: statuses }, { dateRange: 'createTime' }]}
      detail={{ permission: 'monitor:job:query', open: setViewing }}
      exportName="log"
      buttons={
        <Button variant="outlined" color="warning" startIcon={<CloseIcon />} onClick={() => closePage(page.path, JOB_PATH)}>
          {t('closePage')}
        </Button>
      }
    >
      <JobLogDetailDialog entry={viewing} groups={groups} statuses={statuses} onClose={() => setViewing(null)} />
    </LogListScreen>
  );
}

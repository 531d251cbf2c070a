'use client';

import { Button } from '@mui/material';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { ListScreen } from '@/components/admin/list/list-screen';
import { statusColumn } from '@/components/admin/list/status-switch';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict } from '@/components/admin/list/use-dict';
import { HasPermi, useAuth } from '@/components/admin/permission';
import { useRouter } from '@/i18n/navigation';
import { jobRows, changeJobStatus, runJob, type JobEntry } from '@/features/monitor/job/client/api';
import { notify } from '@/lib/notify';
import { JobDetailDialog } from './job-detail-dialog';
import { JobForm } from './job-form';
import { JOB_LOG_PATH } from './job-paths';
import { JobMoreActions } from './job-more-actions';
import { useJobTasks } from './use-job-tasks';

const editingOf = (job: JobEntry | null) => ({ job });

/** `/monitor/job` (定时任务): the scheduled jobs, each run by a task of the server's registry. */
export default function JobPage() {
  const t = useTranslations('admin.job');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const auth = useAuth();
  const router = useRouter();
  const groups = useDict('sys_job_group');
  const statuses = useDict('sys_job_status');
  // Read before the form opens, so the dialog starts with the task already chosen.
  const registry = useJobTasks();
  const [viewing, setViewing] = useState<JobEntry | null>(null);
  const run = useCallback(
    async (job: JobEntry) => {
      if (!(await confirm({ message: t('runConfirm', { name: job.jobName }) }))) return;
      if ((await unlessRefused(() => runJob(job.jobId, job.jobGroup))) !== null) notify('success', t('ran'));
    },
    [confirm, t],
  );
  const mayChangeStatus = auth.hasPermi('monitor:job:changeStatus');

  const columns = useMemo<ColumnSpec<JobEntry>[]>(
    () => [
      'jobId',
      'jobName',
      { key: 'jobGroup', dict: groups },
      'invokeTarget',
      'cronExpression',
      statusColumn<JobEntry>({
        namespace: 'admin.job',
        name: (row) => row.jobName,
        disabled: () => !mayChangeStatus,
        change: (row, status) => changeJobStatus(row.jobId, status),
        // The list reloads, but the chosen rows stay chosen.
        onChanged: () => queryClient.invalidateQueries({ queryKey: [jobRows.key] }),
      }),
    ],
    [groups, mayChangeStatus, queryClient],
  );
  const moreActions = useCallback(
    (job: JobEntry) => (
      <JobMoreActions job={job} onRun={run} onView={setViewing} onLog={(row) => router.push(`${JOB_LOG_PATH}/${row.jobId}`)} />
    ),
    [run, router],
  );

  return (
    <>
      <ListScreen
        namespace="admin.job"
        api={jobRows}
        columns={columns}
        rowButtons={moreActions}
        queryFields={['jobName', { name: 'jobGroup', options: groups }, { name: 'status', options: statuses, label: t('statusFilter') }]}
        editingOf={editingOf}
        form={({ editing, onClose, onSave }) => (
          <JobForm
            open={editing !== null && !registry.pending}
            job={editing?.job ?? null}
            tasks={registry.tasks}
            groups={groups}
            statuses={statuses}
            onClose={onClose}
            onSave={onSave}
          />
        )}
        exportName="job"
        buttons={
          <HasPermi value={['monitor:job:query']}>
            <Button variant="outlined" color="info" startIcon={<ListIcon />} onClick={() => router.push(JOB_LOG_PATH)}>
              {t('log')}
            </Button>
          </HasPermi>
        }
      />
      <JobDetailDialog job={viewing} groups={groups} statuses={statuses} onClose={() => setViewing(null)} />
    </>
  );
}

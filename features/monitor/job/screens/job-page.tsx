'use client';

import { Box, Button, TextField } from '@mui/material';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { PagedTable } from '@/components/admin/list/paged-table';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ListButtons } from '@/components/admin/list/list-buttons';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { StatusSwitch } from '@/components/admin/list/status-switch';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict } from '@/components/admin/list/use-dict';
import { useEditableList } from '@/components/admin/list/use-editable-list';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { HasPermi, useAuth } from '@/components/admin/permission';
import { useRouter } from '@/i18n/navigation';
import {
  JOB_EXPORT_PATH,
  addJob,
  changeJobStatus,
  deleteJob,
  listJob,
  runJob,
  updateJob,
  type JobEntry,
} from '@/features/monitor/job/client/api';
import { downloadExport } from '@/lib/http/download';
import { notify } from '@/lib/notify';
import { JobDetailDialog } from './job-detail-dialog';
import { JobForm } from './job-form';
import { JOB_LOG_PATH } from './job-paths';
import { JobRowActions } from './job-row-actions';
import { useJobTasks } from './use-job-tasks';

const LIST_KEY = 'monitor-job';
const FILTERS = { jobName: '', jobGroup: '', status: '' };

/** `/monitor/job` (定时任务): the scheduled jobs, each run by a task of the server's registry. */
export default function JobPage() {
  const t = useTranslations('admin.job');
  const common = useTranslations('admin.common');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const auth = useAuth();
  const router = useRouter();
  const groups = useDict('sys_job_group');
  const statuses = useDict('sys_job_status');
  // Read before the form opens, so the dialog starts with the task already chosen.
  const registry = useJobTasks();
  const list = useListQuery<JobEntry, typeof FILTERS>({ key: LIST_KEY, fetch: listJob, filters: FILTERS });
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<{ job: JobEntry | null } | null>(null);
  const [viewing, setViewing] = useState<JobEntry | null>(null);

  const rows = useEditableList({
    listKey: LIST_KEY,
    namespace: 'admin.job',
    idOf: (row: JobEntry) => row.jobId,
    idKey: 'jobId',
    add: addJob,
    update: updateJob,
    remove: deleteJob,
    onSaved: () => setEditing(null),
  });
  const { remove } = rows;
  const run = async (job: JobEntry) => {
    if (!(await confirm({ message: t('runConfirm', { name: job.jobName }) }))) return;
    if ((await unlessRefused(() => runJob(job.jobId, job.jobGroup))) !== null) notify('success', t('ran'));
  };
  const mayChangeStatus = auth.hasPermi('monitor:job:changeStatus');

  const columns = useMemo<Column<JobEntry>[]>(
    () => [
      { key: 'jobId', label: t('jobId') },
      { key: 'jobName', label: t('jobName') },
      { key: 'jobGroup', label: t('jobGroup'), render: (row) => <DictTag options={groups} value={row.jobGroup} /> },
      { key: 'invokeTarget', label: t('invokeTarget') },
      { key: 'cronExpression', label: t('cronExpression') },
      {
        key: 'status',
        label: t('status'),
        render: (row) => (
          <StatusSwitch
            namespace="admin.job"
            name={row.jobName}
            status={row.status}
            disabled={!mayChangeStatus}
            change={(status) => changeJobStatus(row.jobId, status)}
            // The list reloads, but the chosen rows stay chosen.
            onChanged={() => queryClient.invalidateQueries({ queryKey: [LIST_KEY] })}
          />
        ),
      },
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => (
          <JobRowActions
            job={row}
            onEdit={(job) => setEditing({ job })}
            onRemove={(job) => void remove([job])}
            onRun={(job) => void run(job)}
            onView={setViewing}
            onLog={(job) => router.push(`${JOB_LOG_PATH}/${job.jobId}`)}
          />
        ),
      },
    ],
    // The row actions call only stable helpers, so the columns follow the language, the dictionary and the right to change status alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remove and run are new each render but do the same thing
    [t, common, groups, mayChangeStatus, queryClient, router],
  );
  const columnChoice = useColumnChoice(columns);
  const chosen = rows.chosenOf(list.rows);

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('jobName')} value={list.filters.jobName} onChange={(e) => list.setFilter('jobName', e.target.value)} />
        <DictSelectFilter
          label={t('jobGroup')}
          options={groups}
          value={list.filters.jobGroup}
          onChange={(jobGroup) => list.setFilter('jobGroup', jobGroup)}
        />
        <DictSelectFilter
          label={t('statusFilter')}
          options={statuses}
          value={list.filters.status}
          onChange={(status) => list.setFilter('status', status)}
        />
      </QueryForm>

      <ListButtons
        permission="monitor:job"
        chosen={chosen.length}
        onAdd={() => setEditing({ job: null })}
        onEdit={() => setEditing({ job: chosen[0] })}
        onRemove={() => void remove(chosen)}
        onExport={() => void downloadExport(JOB_EXPORT_PATH, list.params, `job_${Date.now()}.xlsx`)}
      >
        <HasPermi value={['monitor:job:query']}>
          <Button variant="outlined" color="info" startIcon={<ListIcon />} onClick={() => router.push(JOB_LOG_PATH)}>
            {t('log')}
          </Button>
        </HasPermi>
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={list.refresh}
          columnChoice={columnChoice}
        />
      </ListButtons>

      <PagedTable list={list} label={t('title')} columns={columnChoice.visible} rowKey={(row) => row.jobId} selection={rows} />
      <JobForm
        open={editing !== null && !registry.pending}
        job={editing?.job ?? null}
        tasks={registry.tasks}
        groups={groups}
        statuses={statuses}
        onClose={() => setEditing(null)}
        onSave={rows.save}
      />
      <JobDetailDialog job={viewing} groups={groups} statuses={statuses} onClose={() => setViewing(null)} />
    </Box>
  );
}

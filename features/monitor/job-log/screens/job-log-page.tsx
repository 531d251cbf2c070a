'use client';

import { Alert, Box, Button, TextField } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { DataTable, useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { useDict } from '@/components/admin/list/use-dict';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { useAdmin } from '@/components/admin/shell/admin-context';
import { getJob } from '@/features/monitor/job/client/api';
import { JOB_LOG_EXPORT_PATH, cleanJobLog, deleteJobLog, listJobLog, type JobLogEntry } from '@/features/monitor/job-log/client/api';
import { downloadExport } from '@/lib/http/download';
import type { AdminPageProps } from '@/components/admin/pages/page-props';
import { JOB_PATH } from '@/features/monitor/job/screens/job-paths';
import { DetailButton } from '@/features/monitor/screens/detail-dialog';
import { LogButtons } from '@/features/monitor/screens/log-buttons';
import { useLogRows } from '@/features/monitor/screens/use-log-rows';
import { JobLogDetailDialog } from './job-log-detail-dialog';

const LIST_KEY = 'monitor-job-log';

/**
 * `/monitor/job-log/index[/{jobId}]` (调度日志): the runs of every job, or of the one job the
 * address (or the route's `jobId` query) names, matched by id so a renamed job keeps its runs.
 */
export default function JobLogPage({ page, id, query }: AdminPageProps) {
  const t = useTranslations('admin.jobLog');
  const common = useTranslations('admin.common');
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
  const list = useListQuery<JobLogEntry, typeof filters>({ key: LIST_KEY, fetch: listJobLog, filters });
  const [showSearch, setShowSearch] = useState(true);
  const [viewing, setViewing] = useState<JobLogEntry | null>(null);
  const rows = useLogRows({
    listKey: LIST_KEY,
    namespace: 'admin.jobLog',
    idOf: (row: JobLogEntry) => row.jobLogId,
    remove: deleteJobLog,
    clean: cleanJobLog,
  });
  const chosen = rows.chosenOf(list.rows);

  const columns = useMemo<Column<JobLogEntry>[]>(
    () => [
      { key: 'jobLogId', label: t('jobLogId') },
      { key: 'jobName', label: t('jobName') },
      { key: 'jobGroup', label: t('jobGroup'), render: (row) => <DictTag options={groups} value={row.jobGroup} /> },
      { key: 'invokeTarget', label: t('invokeTarget') },
      { key: 'jobMessage', label: t('jobMessage') },
      { key: 'status', label: t('status'), render: (row) => <DictTag options={statuses} value={row.status} /> },
      { key: 'createTime', label: t('createTime') },
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => <DetailButton permission="monitor:job:query" label={t('detail.open')} onClick={() => setViewing(row)} />,
      },
    ],
    [t, common, groups, statuses],
  );
  const columnChoice = useColumnChoice(columns);

  return (
    <Box>
      {jobId ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('forJob', { name: job.data?.jobName ?? jobId })}
        </Alert>
      ) : null}
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('jobName')} value={list.filters.jobName} onChange={(e) => list.setFilter('jobName', e.target.value)} />
        <DictSelectFilter
          label={t('jobGroup')}
          options={groups}
          value={list.filters.jobGroup}
          onChange={(jobGroup) => list.setFilter('jobGroup', jobGroup)}
        />
        <DictSelectFilter
          label={t('status')}
          options={statuses}
          value={list.filters.status}
          onChange={(status) => list.setFilter('status', status)}
        />
        <DateRangeField label={t('createTime')} value={list.dateRange} onChange={list.setDateRange} />
      </QueryForm>

      <LogButtons
        permission="monitor:job"
        namespace="admin.jobLog"
        chosen={chosen.length}
        onRemove={() => void rows.remove(chosen)}
        onClean={() => void rows.clean()}
        onExport={() => void downloadExport(JOB_LOG_EXPORT_PATH, list.params, `log_${Date.now()}.xlsx`)}
      >
        <Button variant="outlined" color="warning" startIcon={<CloseIcon />} onClick={() => closePage(page.path, JOB_PATH)}>
          {t('closePage')}
        </Button>
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={list.refresh}
          columns={columnChoice.choices}
          onToggleColumn={columnChoice.toggle}
        />
      </LogButtons>

      <DataTable
        label={t('title')}
        columns={columnChoice.visible}
        rows={list.rows}
        rowKey={(row) => row.jobLogId}
        loading={list.loading}
        selected={rows.selected}
        onSelectedChange={rows.setSelected}
      />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <JobLogDetailDialog entry={viewing} groups={groups} statuses={statuses} onClose={() => setViewing(null)} />
    </Box>
  );
}

'use client';

import { Box, TextField } from '@mui/material';
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
import { OPERLOG_EXPORT_PATH, cleanOperLog, deleteOperLog, listOperLog, type OperLogEntry } from '@/features/monitor/operlog/client/api';
import { downloadExport } from '@/lib/http/download';
import { DetailButton } from '@/features/monitor/screens/detail-dialog';
import { LogButtons } from '@/features/monitor/screens/log-buttons';
import { withDayTimes } from '@/features/monitor/screens/log-time-range';
import { useLogRows } from '@/features/monitor/screens/use-log-rows';
import { OperLogDetailDialog } from './operlog-detail-dialog';

const LIST_KEY = 'monitor-operlog';
const FILTERS = { operIp: '', title: '', operName: '', businessType: '', status: '' };
const fetchPage = (params: Parameters<typeof listOperLog>[0]) => listOperLog(withDayTimes(params));

/** `/monitor/operlog` (操作日志): every recorded back-office change, newest first, each with its 详细. */
export default function OperLogPage() {
  const t = useTranslations('admin.operlog');
  const common = useTranslations('admin.common');
  const operTypes = useDict('sys_oper_type');
  const statuses = useDict('sys_common_status');
  const list = useListQuery<OperLogEntry, typeof FILTERS>({ key: LIST_KEY, fetch: fetchPage, filters: FILTERS });
  const [showSearch, setShowSearch] = useState(true);
  const [viewing, setViewing] = useState<OperLogEntry | null>(null);
  const rows = useLogRows({
    listKey: LIST_KEY,
    namespace: 'admin.operlog',
    idOf: (row: OperLogEntry) => row.operId,
    remove: deleteOperLog,
    clean: cleanOperLog,
  });
  const chosen = rows.chosenOf(list.rows);

  const columns = useMemo<Column<OperLogEntry>[]>(
    () => [
      { key: 'operId', label: t('operId') },
      { key: 'title', label: t('module') },
      { key: 'businessType', label: t('operType'), render: (row) => <DictTag options={operTypes} value={row.businessType} /> },
      { key: 'operName', label: t('operName') },
      { key: 'operIp', label: t('operIp') },
      { key: 'operLocation', label: t('operLocation') },
      { key: 'status', label: t('operStatus'), render: (row) => <DictTag options={statuses} value={row.status} /> },
      { key: 'operTime', label: t('operDate') },
      { key: 'costTime', label: t('costTime'), render: (row) => t('milliseconds', { ms: row.costTime }) },
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => <DetailButton permission="monitor:operlog:query" label={t('detail.open')} onClick={() => setViewing(row)} />,
      },
    ],
    [t, common, operTypes, statuses],
  );
  const columnChoice = useColumnChoice(columns);

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('operIp')} value={list.filters.operIp} onChange={(e) => list.setFilter('operIp', e.target.value)} />
        <TextField label={t('module')} value={list.filters.title} onChange={(e) => list.setFilter('title', e.target.value)} />
        <TextField label={t('operName')} value={list.filters.operName} onChange={(e) => list.setFilter('operName', e.target.value)} />
        <DictSelectFilter
          label={t('businessType')}
          options={operTypes}
          value={list.filters.businessType}
          onChange={(businessType) => list.setFilter('businessType', businessType)}
        />
        <DictSelectFilter
          label={t('status')}
          options={statuses}
          value={list.filters.status}
          onChange={(status) => list.setFilter('status', status)}
        />
        <DateRangeField label={t('operTime')} value={list.dateRange} onChange={list.setDateRange} />
      </QueryForm>

      <LogButtons
        permission="monitor:operlog"
        namespace="admin.operlog"
        chosen={chosen.length}
        onRemove={() => void rows.remove(chosen)}
        onClean={() => void rows.clean()}
        onExport={() => void downloadExport(OPERLOG_EXPORT_PATH, withDayTimes(list.params), `operlog_${Date.now()}.xlsx`)}
      >
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
        rowKey={(row) => row.operId}
        loading={list.loading}
        selected={rows.selected}
        onSelectedChange={rows.setSelected}
      />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <OperLogDetailDialog entry={viewing} operTypes={operTypes} statuses={statuses} onClose={() => setViewing(null)} />
    </Box>
  );
}

'use client';

import { Box, Button, TextField } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { DataTable, useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict } from '@/components/admin/list/use-dict';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { HasPermi } from '@/components/admin/permission';
import {
  LOGININFOR_EXPORT_PATH,
  cleanLogininfor,
  deleteLogininfor,
  listLogininfor,
  unlockLogininfor,
  type LogininforEntry,
} from '@/features/monitor/logininfor/client/api';
import { downloadExport } from '@/lib/http/download';
import { notify } from '@/lib/notify';
import { LogButtons } from '@/features/monitor/screens/log-buttons';
import { withDayTimes } from '@/features/monitor/screens/log-time-range';
import { useLogRows } from '@/features/monitor/screens/use-log-rows';

const LIST_KEY = 'monitor-logininfor';
const FILTERS = { ipaddr: '', userName: '', status: '' };
const fetchPage = (params: Parameters<typeof listLogininfor>[0]) => listLogininfor(withDayTimes(params));

/** `/monitor/logininfor` (登录日志): sign-ins and sign-outs, newest first; 解锁 ends an account's lock-out. */
export default function LogininforPage() {
  const t = useTranslations('admin.logininfor');
  const confirm = useConfirm();
  const statuses = useDict('sys_common_status');
  const list = useListQuery<LogininforEntry, typeof FILTERS>({ key: LIST_KEY, fetch: fetchPage, filters: FILTERS });
  const [showSearch, setShowSearch] = useState(true);
  const rows = useLogRows({
    listKey: LIST_KEY,
    namespace: 'admin.logininfor',
    idOf: (row: LogininforEntry) => row.infoId,
    remove: deleteLogininfor,
    clean: cleanLogininfor,
  });
  const chosen = rows.chosenOf(list.rows);

  const unlock = async (userName: string) => {
    if (!(await confirm({ message: t('unlockConfirm', { name: userName }) }))) return;
    if ((await unlessRefused(() => unlockLogininfor(userName))) !== null) notify('success', t('unlocked', { name: userName }));
  };

  const columns = useMemo<Column<LogininforEntry>[]>(
    () => [
      { key: 'infoId', label: t('infoId') },
      { key: 'userName', label: t('userName') },
      { key: 'ipaddr', label: t('ipaddr') },
      { key: 'loginLocation', label: t('loginLocation') },
      { key: 'browser', label: t('browser') },
      { key: 'os', label: t('os') },
      { key: 'status', label: t('loginStatus'), render: (row) => <DictTag options={statuses} value={row.status} /> },
      { key: 'msg', label: t('msg') },
      { key: 'loginTime', label: t('loginDate') },
    ],
    [t, statuses],
  );
  const columnChoice = useColumnChoice(columns);

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('ipaddr')} value={list.filters.ipaddr} onChange={(e) => list.setFilter('ipaddr', e.target.value)} />
        <TextField label={t('userName')} value={list.filters.userName} onChange={(e) => list.setFilter('userName', e.target.value)} />
        <DictSelectFilter
          label={t('status')}
          options={statuses}
          value={list.filters.status}
          onChange={(status) => list.setFilter('status', status)}
        />
        <DateRangeField label={t('loginTime')} value={list.dateRange} onChange={list.setDateRange} />
      </QueryForm>

      <LogButtons
        permission="monitor:logininfor"
        namespace="admin.logininfor"
        chosen={chosen.length}
        onRemove={() => void rows.remove(chosen)}
        onClean={() => void rows.clean()}
        onExport={() => void downloadExport(LOGININFOR_EXPORT_PATH, withDayTimes(list.params), `logininfor_${Date.now()}.xlsx`)}
        beforeExport={
          <HasPermi value={['monitor:logininfor:unlock']}>
            <Button
              variant="outlined"
              startIcon={<LockOpenIcon />}
              disabled={chosen.length !== 1}
              onClick={() => void unlock(chosen[0].userName)}
            >
              {t('unlock')}
            </Button>
          </HasPermi>
        }
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
        rowKey={(row) => row.infoId}
        loading={list.loading}
        selected={rows.selected}
        onSelectedChange={rows.setSelected}
      />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
    </Box>
  );
}

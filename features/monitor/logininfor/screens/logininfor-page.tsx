'use client';

import { Button, TextField } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import type { Column } from '@/components/admin/list/data-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict } from '@/components/admin/list/use-dict';
import { HasPermi } from '@/components/admin/permission';
import {
  LOGININFOR_EXPORT_PATH,
  cleanLogininfor,
  deleteLogininfor,
  listLogininfor,
  unlockLogininfor,
  type LogininforEntry,
} from '@/features/monitor/logininfor/client/api';
import { notify } from '@/lib/notify';
import { LogListScreen } from '@/features/monitor/screens/log-list-screen';
import { withDayTimes } from '@/features/monitor/screens/log-time-range';

const LIST_KEY = 'monitor-logininfor';
const FILTERS = { ipaddr: '', userName: '', status: '' };
const fetchPage = (params: Parameters<typeof listLogininfor>[0]) => listLogininfor(withDayTimes(params));
const idOf = (row: LogininforEntry) => row.infoId;

/** `/monitor/logininfor` (登录日志): sign-ins and sign-outs, newest first; 解锁 ends an account's lock-out. */
export default function LogininforPage() {
  const t = useTranslations('admin.logininfor');
  const confirm = useConfirm();
  const statuses = useDict('sys_common_status');

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

  return (
    <LogListScreen
      namespace="admin.logininfor"
      listKey={LIST_KEY}
      fetch={fetchPage}
      filters={FILTERS}
      idOf={idOf}
      permission="monitor:logininfor"
      columns={columns}
      queryFields={(list) => (
        <>
          <TextField label={t('ipaddr')} value={list.filters.ipaddr} onChange={(e) => list.setFilter('ipaddr', e.target.value)} />
          <TextField label={t('userName')} value={list.filters.userName} onChange={(e) => list.setFilter('userName', e.target.value)} />
          <DictSelectFilter
            label={t('status')}
            options={statuses}
            value={list.filters.status}
            onChange={(status) => list.setFilter('status', status)}
          />
          <DateRangeField label={t('loginTime')} value={list.dateRange} onChange={list.setDateRange} />
        </>
      )}
      remove={deleteLogininfor}
      clean={cleanLogininfor}
      exportTo={{ path: LOGININFOR_EXPORT_PATH, fileName: 'logininfor', params: withDayTimes }}
      beforeExport={(chosen) => (
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
      )}
    />
  );
}

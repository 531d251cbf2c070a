'use client';

import { Button } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict } from '@/components/admin/list/use-dict';
import { HasPermi } from '@/components/admin/permission';
import { logininforCalls, unlockLogininfor, type LogininforEntry } from '@/features/monitor/logininfor/client/api';
import { notify } from '@/lib/notify';
import { LogListScreen } from '@/features/monitor/screens/log-list-screen';

/** `/monitor/logininfor` (登录日志): sign-ins and sign-outs, newest first; 解锁 ends an account's lock-out. */
export default function LogininforPage() {
  const t = useTranslations('admin.logininfor');
  const confirm = useConfirm();
  const statuses = useDict('sys_common_status');

  const unlock = async (userName: string) => {
    if (!(await confirm({ message: t('unlockConfirm', { name: userName }) }))) return;
    if ((await unlessRefused(() => unlockLogininfor(userName))) !== null) notify('success', t('unlocked', { name: userName }));
  };

  const columns = useMemo<ColumnSpec<LogininforEntry>[]>(
    () => [
      'infoId',
      'userName',
      'ipaddr',
      'loginLocation',
      'browser',
      'os',
      { key: 'status', label: t('loginStatus'), dict: statuses },
      'msg',
      { key: 'loginTime', label: t('loginDate') },
    ],
    [t, statuses],
  );

  return (
    <LogListScreen
      namespace="admin.logininfor"
      api={logininforCalls}
      columns={columns}
      queryFields={['ipaddr', 'userName', { name: 'status', options: statuses }, { dateRange: 'loginTime' }]}
      exportName="logininfor"
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

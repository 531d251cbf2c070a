'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { useDict } from '@/components/admin/list/use-dict';
import { operLogCalls, type OperLogEntry } from '@/features/monitor/operlog/client/api';
import { LogListScreen } from '@/features/monitor/screens/log-list-screen';
import { OperLogDetailDialog } from './operlog-detail-dialog';

/** `/monitor/operlog` (操作日志): every recorded back-office change, newest first, each with its 详细. */
export default function OperLogPage() {
  const t = useTranslations('admin.operlog');
  const operTypes = useDict('sys_oper_type');
  const statuses = useDict('sys_common_status');
  const [viewing, setViewing] = useState<OperLogEntry | null>(null);

  const columns = useMemo<ColumnSpec<OperLogEntry>[]>(
    () => [
      'operId',
      { key: 'title', label: t('module') },
      { key: 'businessType', label: t('operType'), dict: operTypes },
      'operName',
      'operIp',
      'operLocation',
      { key: 'status', label: t('operStatus'), dict: statuses },
      { key: 'operTime', label: t('operDate') },
      { key: 'costTime', label: t('costTime'), render: (row) => t('milliseconds', { ms: row.costTime }) },
    ],
    [t, operTypes, statuses],
  );

  return (
    <LogListScreen
      namespace="admin.operlog"
      api={operLogCalls}
      columns={columns}
      queryFields={[
        'operIp',
        { name: 'title', label: t('module') },
        'operName',
        { name: 'businessType', options: operTypes },
        { name: 'status', options: statuses },
        { dateRange: 'operTime' },
      ]}
      detail={{ permission: 'monitor:operlog:query', open: setViewing }}
      exportName="operlog"
    >
      <OperLogDetailDialog entry={viewing} operTypes={operTypes} statuses={statuses} onClose={() => setViewing(null)} />
    </LogListScreen>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { useDict } from '@/components/admin/list/use-dict';
import { OPERLOG_EXPORT_PATH, cleanOperLog, deleteOperLog, listOperLog, type OperLogEntry } from '@/features/monitor/operlog/client/api';
import { DetailButton } from '@/features/monitor/screens/detail-dialog';
import { LogListScreen } from '@/features/monitor/screens/log-list-screen';
import { withDayTimes } from '@/features/monitor/screens/log-time-range';
import { OperLogDetailDialog } from './operlog-detail-dialog';

const LIST_KEY = 'monitor-operlog';
const FILTERS = { operIp: '', title: '', operName: '', businessType: '', status: '' };
const fetchPage = (params: Parameters<typeof listOperLog>[0]) => listOperLog(withDayTimes(params));
const idOf = (row: OperLogEntry) => row.operId;

/** `/monitor/operlog` (操作日志): every recorded back-office change, newest first, each with its 详细. */
export default function OperLogPage() {
  const t = useTranslations('admin.operlog');
  const common = useTranslations('admin.common');
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
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => <DetailButton permission="monitor:operlog:query" label={t('detail.open')} onClick={() => setViewing(row)} />,
      },
    ],
    [t, common, operTypes, statuses],
  );

  return (
    <LogListScreen
      namespace="admin.operlog"
      listKey={LIST_KEY}
      fetch={fetchPage}
      filters={FILTERS}
      idOf={idOf}
      permission="monitor:operlog"
      columns={columns}
      queryFields={[
        'operIp',
        { name: 'title', label: t('module') },
        'operName',
        { name: 'businessType', options: operTypes },
        { name: 'status', options: statuses },
        { dateRange: 'operTime' },
      ]}
      remove={deleteOperLog}
      clean={cleanOperLog}
      exportTo={{ path: OPERLOG_EXPORT_PATH, fileName: 'operlog', params: withDayTimes }}
    >
      <OperLogDetailDialog entry={viewing} operTypes={operTypes} statuses={statuses} onClose={() => setViewing(null)} />
    </LogListScreen>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { DictOption } from '@/features/member';
import type { OperLogEntry } from '@/features/monitor/operlog/client/api';
import { DetailDialog } from '@/features/monitor/screens/detail-dialog';

const FAILED = 1;

interface Props {
  /** The row shown; null: closed. The log has no get-by-id (contract 5.14), so the row is all there is. */
  entry: OperLogEntry | null;
  operTypes: DictOption[];
  statuses: DictOption[];
  onClose: () => void;
}

/** 操作日志详细: who did what, the request and its answer, and the error of a failed call. */
export function OperLogDetailDialog({ entry, operTypes, statuses, onClose }: Props) {
  const t = useTranslations('admin.operlog');
  const typeLabel = (row: OperLogEntry) =>
    operTypes.find((option) => option.dictValue === String(row.businessType))?.dictLabel ?? row.businessType;
  return (
    <DetailDialog
      row={entry}
      title={t('detailTitle')}
      namespace="admin.operlog"
      onClose={onClose}
      fields={(shown) => [
        { key: 'module', value: (row) => `${row.title} / ${typeLabel(row)}` },
        'operUrl',
        { key: 'login', value: (row) => [row.operName, row.operIp, row.operLocation].join(' / ') },
        'requestMethod',
        { key: 'method', wide: true },
        { key: 'operParam', wide: true },
        { key: 'jsonResult', wide: true },
        { key: 'status', dict: statuses },
        { key: 'costTime', value: (row) => t('milliseconds', { ms: row.costTime }) },
        'operTime',
        ...(shown.status === FAILED ? [{ key: 'errorMsg', wide: true }] : []),
      ]}
    />
  );
}

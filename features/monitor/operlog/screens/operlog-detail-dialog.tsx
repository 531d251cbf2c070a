'use client';

import { useTranslations } from 'next-intl';
import { DictTag } from '@/components/admin/list/dict-tag';
import type { DictOption } from '@/features/member/client/api';
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
      items={(shown) => [
        { label: t('detail.module'), value: `${shown.title} / ${typeLabel(shown)}` },
        { label: t('detail.operUrl'), value: shown.operUrl },
        { label: t('detail.login'), value: [shown.operName, shown.operIp, shown.operLocation].join(' / ') },
        { label: t('detail.requestMethod'), value: shown.requestMethod },
        { label: t('detail.method'), value: shown.method, wide: true },
        { label: t('detail.operParam'), value: shown.operParam, wide: true },
        { label: t('detail.jsonResult'), value: shown.jsonResult, wide: true },
        { label: t('detail.status'), value: <DictTag options={statuses} value={shown.status} /> },
        { label: t('detail.costTime'), value: t('milliseconds', { ms: shown.costTime }) },
        { label: t('detail.operTime'), value: shown.operTime },
        ...(shown.status === FAILED ? [{ label: t('detail.errorMsg'), value: shown.errorMsg, wide: true }] : []),
      ]}
    />
  );
}

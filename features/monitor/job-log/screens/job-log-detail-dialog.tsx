'use client';

import { useTranslations } from 'next-intl';
import { DictTag } from '@/components/admin/list/dict-tag';
import type { JobLogEntry } from '@/features/monitor/job-log/client/api';
import type { DictOption } from '@/features/member/client/api';
import { DetailDialog } from '@/features/monitor/screens/detail-dialog';

const FAILED = '1';

interface Props {
  /** The run shown; null: closed. */
  entry: JobLogEntry | null;
  groups: DictOption[];
  statuses: DictOption[];
  onClose: () => void;
}

/** 调度日志详细: one run of a job, with its error text when it failed. */
export function JobLogDetailDialog({ entry, groups, statuses, onClose }: Props) {
  const t = useTranslations('admin.jobLog');
  return (
    <DetailDialog
      row={entry}
      title={t('detailTitle')}
      namespace="admin.jobLog"
      onClose={onClose}
      items={(shown) => [
        { label: t('detail.jobLogId'), value: shown.jobLogId },
        { label: t('detail.jobGroup'), value: <DictTag options={groups} value={shown.jobGroup} /> },
        { label: t('detail.jobName'), value: shown.jobName },
        { label: t('detail.createTime'), value: shown.createTime },
        { label: t('detail.startTime'), value: shown.startTime },
        { label: t('detail.endTime'), value: shown.endTime },
        { label: t('detail.invokeTarget'), value: shown.invokeTarget, wide: true },
        { label: t('detail.jobMessage'), value: shown.jobMessage, wide: true },
        { label: t('detail.status'), value: <DictTag options={statuses} value={shown.status} /> },
        ...(shown.status === FAILED ? [{ label: t('detail.exceptionInfo'), value: shown.exceptionInfo, wide: true }] : []),
      ]}
    />
  );
}

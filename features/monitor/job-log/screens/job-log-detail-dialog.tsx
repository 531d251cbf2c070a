'use client';

import { useTranslations } from 'next-intl';
import type { JobLogEntry } from '@/features/monitor/job-log/client/api';
import type { DictOption } from '@/features/member';
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
      fields={(shown) => [
        'jobLogId',
        { key: 'jobGroup', dict: groups },
        'jobName',
        'createTime',
        'startTime',
        'endTime',
        { key: 'invokeTarget', wide: true },
        { key: 'jobMessage', wide: true },
        { key: 'status', dict: statuses },
        ...(shown.status === FAILED ? [{ key: 'exceptionInfo', wide: true }] : []),
      ]}
    />
  );
}

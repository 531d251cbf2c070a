'use client';

import { useTranslations } from 'next-intl';
import type { JobEntry } from '@/features/monitor/job/client/api';
import type { DictOption } from '@/features/member';
import { DetailDialog } from '@/features/monitor/screens/detail-dialog';

const MISFIRE_POLICIES = ['1', '2', '3'];

interface Props {
  /** The job shown; null: closed. */
  job: JobEntry | null;
  groups: DictOption[];
  statuses: DictOption[];
  onClose: () => void;
}

/** 任务详细: a job's settings and its next fire time. */
export function JobDetailDialog({ job, groups, statuses, onClose }: Props) {
  const t = useTranslations('admin.job');
  return (
    <DetailDialog
      row={job}
      title={t('view')}
      namespace="admin.job"
      onClose={onClose}
      fields={() => [
        'jobId',
        { key: 'jobGroup', dict: groups },
        'jobName',
        'createTime',
        'cronExpression',
        'nextValidTime',
        { key: 'invokeTarget', wide: true },
        { key: 'status', dict: statuses },
        { key: 'concurrent', value: (shown) => t(`concurrency.${shown.concurrent === '0' ? '0' : '1'}`) },
        // "0" is the reference's 默认策略, which its form does not offer.
        {
          key: 'misfirePolicy',
          value: (shown) => t(`misfire.${MISFIRE_POLICIES.includes(shown.misfirePolicy) ? shown.misfirePolicy : '0'}`),
        },
      ]}
    />
  );
}

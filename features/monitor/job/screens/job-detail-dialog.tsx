'use client';

import { useTranslations } from 'next-intl';
import { DictTag } from '@/components/admin/list/dict-tag';
import type { JobEntry } from '@/features/monitor/job/client/api';
import type { DictOption } from '@/features/member/client/api';
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
      items={(shown) => [
        { label: t('detail.jobId'), value: shown.jobId },
        { label: t('detail.jobGroup'), value: <DictTag options={groups} value={shown.jobGroup} /> },
        { label: t('detail.jobName'), value: shown.jobName },
        { label: t('detail.createTime'), value: shown.createTime },
        { label: t('detail.cronExpression'), value: shown.cronExpression },
        { label: t('detail.nextValidTime'), value: shown.nextValidTime },
        { label: t('detail.invokeTarget'), value: shown.invokeTarget, wide: true },
        { label: t('detail.status'), value: <DictTag options={statuses} value={shown.status} /> },
        { label: t('detail.concurrent'), value: t(`concurrency.${shown.concurrent === '0' ? '0' : '1'}`) },
        // "0" is the reference's 默认策略, which its form does not offer.
        {
          label: t('detail.misfirePolicy'),
          value: t(`misfire.${MISFIRE_POLICIES.includes(shown.misfirePolicy) ? shown.misfirePolicy : '0'}`),
        },
      ]}
    />
  );
}

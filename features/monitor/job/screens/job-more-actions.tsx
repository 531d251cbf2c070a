'use client';

import PlayIcon from '@mui/icons-material/PlayArrow';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslations } from 'next-intl';
import { MoreActions } from '@/components/admin/list/more-actions';
import type { JobEntry } from '@/features/monitor/job/client/api';

interface Props {
  job: JobEntry;
  onRun: (job: JobEntry) => void;
  onView: (job: JobEntry) => void;
  onLog: (job: JobEntry) => void;
}

/** A job's 更多 beside its 修改 and 删除: 执行一次, 任务详细 and 调度日志, each with the reference's permission. */
export function JobMoreActions({ job, onRun, onView, onLog }: Props) {
  const t = useTranslations('admin.job');
  return (
    <MoreActions
      label={t('more')}
      actions={[
        {
          label: t('run'),
          icon: <PlayIcon fontSize="small" sx={{ mr: 1 }} />,
          permission: 'monitor:job:changeStatus',
          onChoose: () => onRun(job),
        },
        {
          label: t('view'),
          icon: <ViewIcon fontSize="small" sx={{ mr: 1 }} />,
          permission: 'monitor:job:query',
          onChoose: () => onView(job),
        },
        {
          label: t('jobLog'),
          icon: <ListIcon fontSize="small" sx={{ mr: 1 }} />,
          permission: 'monitor:job:query',
          onChoose: () => onLog(job),
        },
      ]}
    />
  );
}

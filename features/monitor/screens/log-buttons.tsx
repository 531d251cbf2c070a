'use client';

import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweepOutlined';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ButtonRow, ExportButton } from '@/components/admin/list/list-buttons';
import { HasPermi } from '@/components/admin/permission';

interface Props {
  /** The permission prefix: `monitor:operlog` asks `monitor:operlog:remove` for 删除 and 清空, `:export` for 导出. */
  permission: string;
  /** The screen's messages: `clean`. */
  namespace: string;
  /** How many rows are chosen: 删除 needs at least one. */
  chosen: number;
  onRemove: () => void;
  onClean: () => void;
  onExport: () => void;
  /** Buttons the reference puts between 清空 and 导出 (the login log's 解锁). */
  beforeExport?: ReactNode;
  /** The screen's own buttons and its right toolbar, after the shared ones. */
  children: ReactNode;
}

/** The button row above a log: 删除, 清空, 导出, each shown only with its permission. */
export function LogButtons({ permission, namespace, chosen, onRemove, onClean, onExport, beforeExport, children }: Props) {
  const t = useTranslations(namespace);
  const common = useTranslations('admin.common');
  return (
    <ButtonRow>
      <HasPermi value={[`${permission}:remove`]}>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={chosen === 0} onClick={onRemove}>
          {common('remove')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteSweepIcon />} onClick={onClean}>
          {t('clean')}
        </Button>
      </HasPermi>
      {beforeExport}
      <ExportButton permission={`${permission}:export`} onClick={onExport} />
      {children}
    </ButtonRow>
  );
}

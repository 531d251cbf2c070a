'use client';

import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { HasPermi } from '@/components/admin/permission';

interface Props {
  /** The screen's permission prefix: `system:dict` gives `system:dict:add`, `:edit`, `:remove`, `:export`. */
  permission: string;
  /** How many rows are selected: edit needs exactly one, remove at least one. */
  chosen: number;
  /** False keeps 修改 off even for one chosen row (a row nobody may edit, like the super administrator). */
  editable?: boolean;
  onAdd: () => void;
  onEdit: () => void;
  onRemove: () => void;
  /** Absent for a list that has no export. */
  onExport?: () => void;
  /** Buttons the reference puts between 删除 and 导出 (the user list's 导入). */
  beforeExport?: ReactNode;
  /** The screen's own buttons and its right toolbar, after the shared ones. */
  children: ReactNode;
}

/** The button row above a list: 新增, 修改, 删除, 导出, each shown only with its permission. */
export function ListButtons({ permission, chosen, editable = true, onAdd, onEdit, onRemove, onExport, beforeExport, children }: Props) {
  const common = useTranslations('admin.common');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
      <HasPermi value={[`${permission}:add`]}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
          {common('add')}
        </Button>
      </HasPermi>
      <HasPermi value={[`${permission}:edit`]}>
        <Button variant="outlined" color="success" startIcon={<EditIcon />} disabled={chosen !== 1 || !editable} onClick={onEdit}>
          {common('edit')}
        </Button>
      </HasPermi>
      <HasPermi value={[`${permission}:remove`]}>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={chosen === 0} onClick={onRemove}>
          {common('remove')}
        </Button>
      </HasPermi>
      {beforeExport}
      {onExport ? (
        <HasPermi value={[`${permission}:export`]}>
          <Button variant="outlined" color="warning" startIcon={<DownloadIcon />} onClick={onExport}>
            {common('export')}
          </Button>
        </HasPermi>
      ) : null}
      {children}
    </Box>
  );
}

'use client';

import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { HasPermi } from '@/components/admin/permission';

/**
 * The buttons of a list screen whose permissions share one prefix (`system:dict` gives
 * `system:dict:add`, `:edit`, `:remove`, `:export`); each shows only with its permission.
 */
export function RowActions({ permission, onEdit, onRemove }: { permission: string; onEdit: () => void; onRemove: () => void }) {
  const common = useTranslations('admin.common');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}>
      <HasPermi value={[`${permission}:edit`]}>
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
          {common('edit')}
        </Button>
      </HasPermi>
      <HasPermi value={[`${permission}:remove`]}>
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onRemove}>
          {common('remove')}
        </Button>
      </HasPermi>
    </Box>
  );
}

interface ListButtonsProps {
  permission: string;
  /** How many rows are selected: edit needs exactly one, remove at least one. */
  chosen: number;
  onAdd: () => void;
  onEdit: () => void;
  onRemove: () => void;
  onExport: () => void;
  /** The screen's own buttons and its right toolbar, after the shared ones. */
  children: ReactNode;
}

export function ListButtons({ permission, chosen, onAdd, onEdit, onRemove, onExport, children }: ListButtonsProps) {
  const common = useTranslations('admin.common');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
      <HasPermi value={[`${permission}:add`]}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
          {common('add')}
        </Button>
      </HasPermi>
      <HasPermi value={[`${permission}:edit`]}>
        <Button variant="outlined" color="success" startIcon={<EditIcon />} disabled={chosen !== 1} onClick={onEdit}>
          {common('edit')}
        </Button>
      </HasPermi>
      <HasPermi value={[`${permission}:remove`]}>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={chosen === 0} onClick={onRemove}>
          {common('remove')}
        </Button>
      </HasPermi>
      <HasPermi value={[`${permission}:export`]}>
        <Button variant="outlined" color="warning" startIcon={<DownloadIcon />} onClick={onExport}>
          {common('export')}
        </Button>
      </HasPermi>
      {children}
    </Box>
  );
}

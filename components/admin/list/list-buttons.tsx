'use client';

import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { HasPermi } from '@/components/admin/permission';
import { permissionFor, type ActionPermission } from './action-permission';

/** The row of buttons above a list, its right toolbar last. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>{children}</Box>;
}

/** 导出, shown only with its permission (`bll:sign:export`). */
export function ExportButton({ permission, onClick }: { permission: string; onClick: () => void }) {
  const common = useTranslations('admin.common');
  return (
    <HasPermi value={[permission]}>
      <Button variant="outlined" color="warning" startIcon={<DownloadIcon />} onClick={onClick}>
        {common('export')}
      </Button>
    </HasPermi>
  );
}

interface Props {
  permission: ActionPermission;
  /** How many rows are selected: edit needs exactly one, remove at least one. */
  chosen: number;
  /** False keeps 修改 off even for one chosen row (a row nobody may edit, like the super administrator). */
  editable?: boolean;
  onAdd: () => void;
  /** Absent for a list whose rows are edited from the row alone (申报模板). */
  onEdit?: () => void;
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
    <ButtonRow>
      <HasPermi value={[permissionFor(permission, 'add')]}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
          {common('add')}
        </Button>
      </HasPermi>
      {onEdit ? (
        <HasPermi value={[permissionFor(permission, 'edit')]}>
          <Button variant="outlined" color="success" startIcon={<EditIcon />} disabled={chosen !== 1 || !editable} onClick={onEdit}>
            {common('edit')}
          </Button>
        </HasPermi>
      ) : null}
      <HasPermi value={[permissionFor(permission, 'remove')]}>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={chosen === 0} onClick={onRemove}>
          {common('remove')}
        </Button>
      </HasPermi>
      {beforeExport}
      {onExport ? <ExportButton permission={permissionFor(permission, 'export')} onClick={onExport} /> : null}
      {children}
    </ButtonRow>
  );
}

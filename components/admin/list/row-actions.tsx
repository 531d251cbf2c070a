'use client';

import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { HasPermi } from '@/components/admin/permission';
import { permissionFor, type ActionPermission } from './action-permission';

/** A row's buttons, side by side in its actions cell. */
export function RowButtons({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>{children}</Box>;
}

interface Props {
  /** Who may use each button, as for `ListButtons`. */
  permission: ActionPermission;
  onEdit: () => void;
  /** A tree row's 新增: a new row under this one. */
  onAdd?: () => void;
  /** Left out for a row that is never deleted (the top department). */
  onRemove?: () => void;
  /** The screen's further actions (a 更多 menu). */
  children?: ReactNode;
}

/** A row's 修改 and 删除 (and a tree row's 新增 between them), each shown only with its permission. */
export function RowActions({ permission, onEdit, onAdd, onRemove, children }: Props) {
  const common = useTranslations('admin.common');
  return (
    <RowButtons>
      <HasPermi value={[permissionFor(permission, 'edit')]}>
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
          {common('edit')}
        </Button>
      </HasPermi>
      {onAdd ? (
        <HasPermi value={[permissionFor(permission, 'add')]}>
          <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
            {common('add')}
          </Button>
        </HasPermi>
      ) : null}
      {onRemove ? (
        <HasPermi value={[permissionFor(permission, 'remove')]}>
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onRemove}>
            {common('remove')}
          </Button>
        </HasPermi>
      ) : null}
      {children}
    </RowButtons>
  );
}

/** One of a row's own buttons, shown only with its permission. */
export function RowButton({
  permission,
  icon,
  onClick,
  children,
}: {
  permission: string;
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <HasPermi value={[permission]}>
      <Button size="small" startIcon={icon} onClick={onClick}>
        {children}
      </Button>
    </HasPermi>
  );
}

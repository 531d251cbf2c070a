'use client';

import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { useTranslations } from 'next-intl';
import { MoreActions } from '@/components/admin/list/more-actions';
import { RowActions } from '@/components/admin/list/row-actions';

interface Props {
  onEdit: () => void;
  onRemove: () => void;
  onDataScope: () => void;
  onAuthUser: () => void;
}

/** A role row's actions: edit, delete, and under 更多 its data scope and its users. */
export function RoleRowActions({ onEdit, onRemove, onDataScope, onAuthUser }: Props) {
  const t = useTranslations('admin.role');
  return (
    <RowActions permission="system:role" onEdit={onEdit} onRemove={onRemove}>
      <MoreActions
        label={t('more')}
        actions={[
          {
            label: t('dataScope'),
            icon: <CheckCircleIcon fontSize="small" sx={{ mr: 1 }} />,
            permission: 'system:role:edit',
            onChoose: onDataScope,
          },
          {
            label: t('authUser'),
            icon: <PersonIcon fontSize="small" sx={{ mr: 1 }} />,
            permission: 'system:role:edit',
            onChoose: onAuthUser,
          },
        ]}
      />
    </RowActions>
  );
}

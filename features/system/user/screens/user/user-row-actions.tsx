'use client';

import KeyIcon from '@mui/icons-material/KeyOutlined';
import PersonCheckIcon from '@mui/icons-material/HowToRegOutlined';
import { useTranslations } from 'next-intl';
import { MoreActions } from '@/components/admin/list/more-actions';
import { RowActions } from '@/components/admin/list/row-actions';
import { SUPER_ADMIN_USER_ID, type UserEntry } from '@/features/system/user/client/api';

interface Props {
  user: UserEntry;
  onEdit: (user: UserEntry) => void;
  onRemove: (user: UserEntry) => void;
  onResetPassword: (user: UserEntry) => void;
  onAuthRole: (user: UserEntry) => void;
}

/** A row's actions: edit, delete, and under 更多 password reset and role assignment; none for the super administrator. */
export function UserRowActions({ user, onEdit, onRemove, onResetPassword, onAuthRole }: Props) {
  const t = useTranslations('admin.user');
  if (user.userId === SUPER_ADMIN_USER_ID) return null;
  return (
    <RowActions permission="system:user" onEdit={() => onEdit(user)} onRemove={() => onRemove(user)}>
      <MoreActions
        label={t('more')}
        actions={[
          {
            label: t('resetPwd'),
            icon: <KeyIcon fontSize="small" sx={{ mr: 1 }} />,
            permission: 'system:user:resetPwd',
            onChoose: () => onResetPassword(user),
          },
          {
            label: t('authRole'),
            icon: <PersonCheckIcon fontSize="small" sx={{ mr: 1 }} />,
            permission: 'system:user:edit',
            onChoose: () => onAuthRole(user),
          },
        ]}
      />
    </RowActions>
  );
}

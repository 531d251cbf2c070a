'use client';

import { Switch } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { useAuth } from '@/components/admin/permission';
import { changeRoleStatus, type Role } from '@/lib/api/role';
import { notify } from '@/lib/notify';
import { unlessRefused } from './unless-refused';

const ENABLED = '0';
const DISABLED = '1';

/**
 * A role's status as a switch: it moves at once, asks to confirm, and goes back when the person
 * declines or the API refuses.
 */
export function RoleStatusSwitch({ role, onChanged }: { role: Role; onChanged: () => Promise<unknown> }) {
  const t = useTranslations('admin.role');
  const confirm = useConfirm();
  const { hasPermi } = useAuth();
  const [pending, setPending] = useState<string | null>(null);

  const change = async (status: string) => {
    setPending(status);
    const action = status === ENABLED ? t('enable') : t('disable');
    const agreed = await confirm({ message: t('statusConfirm', { action, name: role.roleName }) });
    if (agreed && (await unlessRefused(() => changeRoleStatus(role.roleId, status)))) {
      notify('success', t('statusChanged', { action }));
      await onChanged();
    }
    setPending(null);
  };

  return (
    <Switch
      checked={(pending ?? role.status) === ENABLED}
      disabled={pending !== null || !hasPermi('system:role:edit')}
      onChange={(event) => void change(event.target.checked ? ENABLED : DISABLED)}
      slotProps={{ input: { 'aria-label': t('statusOf', { name: role.roleName }) } }}
    />
  );
}

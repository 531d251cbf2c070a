'use client';

import { Switch } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { changeUserStatus, type UserEntry } from '@/lib/api/user';
import { ApiError } from '@/lib/request';
import { notify } from '@/lib/notify';

const NORMAL = '0';
const DISABLED = '1';

interface Props {
  user: UserEntry;
  disabled: boolean;
  onChanged: () => void;
}

/**
 * A user's status as a switch: it moves at once, asks for confirmation, and moves back when the
 * person declines or the API refuses (a refusal is told by the request helper).
 */
export function UserStatusSwitch({ user, disabled, onChanged }: Props) {
  const t = useTranslations('admin.user');
  const confirm = useConfirm();
  const [normal, setNormal] = useState(user.status === NORMAL);
  useEffect(() => setNormal(user.status === NORMAL), [user.status]);

  const change = async (next: boolean) => {
    setNormal(next);
    const action = next ? t('enable') : t('disable');
    if (!(await confirm({ message: t('statusConfirm', { action, name: user.userName }) }))) {
      setNormal(!next);
      return;
    }
    try {
      await changeUserStatus(user.userId, next ? NORMAL : DISABLED);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setNormal(!next);
      return;
    }
    notify('success', t('statusChanged', { action }));
    onChanged();
  };

  return (
    <Switch
      checked={normal}
      disabled={disabled}
      onChange={(event) => void change(event.target.checked)}
      slotProps={{ input: { 'aria-label': t('statusOf', { name: user.userName }) } }}
    />
  );
}

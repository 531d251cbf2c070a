'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { logout } from '@/lib/api/auth';
import { ApiError } from '@/lib/request';

/** Ends the session after the spec's confirmation, then reloads the page signed out. */
export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslations('auth');
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    if (!window.confirm(t('logoutConfirm'))) return;
    setBusy(true);
    try {
      await logout();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    window.location.reload();
  };
  return (
    <button type="button" className={className} onClick={signOut} disabled={busy}>
      {t('logout')}
    </button>
  );
}

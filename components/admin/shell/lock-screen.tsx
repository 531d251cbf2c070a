'use client';

import { Avatar, Box, Button, Link, Paper, TextField, Typography } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { LOCK_COOKIE } from '@/lib/admin/layout-settings';
import { ApiError } from '@/lib/http/request';
import { useShellSession } from './shell-session';
import { localisedPath } from '@/lib/seo/locale-path';
import type { CurrentUser } from '@/lib/user-info';
import { useHydrated } from '../../common/browser-state';

const clearLock = () => {
  document.cookie = `${LOCK_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
};

/** The time and date, ticking; drawn in the browser only, so the server's clock never differs from it. */
function Clock() {
  const locale = useLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <Typography component="p" sx={{ fontSize: 56, fontWeight: 300, lineHeight: 1.1 }}>
        {now.toLocaleTimeString(locale === 'en' ? 'en-GB' : 'zh-CN', { hour: '2-digit', minute: '2-digit' })}
      </Typography>
      <Typography component="p" sx={{ mb: 3 }}>
        {now.toLocaleDateString(locale === 'en' ? 'en-GB' : 'zh-CN', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' })}
      </Typography>
    </>
  );
}

/**
 * 锁定屏幕: drawn instead of every admin page while the lock cookie is set; the user's password
 * (`POST /unlockscreen`) opens it again at the page it was locked on, or the user signs out.
 */
export function LockScreen({ user, returnTo }: { user: CurrentUser; returnTo: string }) {
  const t = useTranslations('admin.lock');
  const locale = useLocale();
  const hydrated = useHydrated();
  const session = useShellSession();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setProblem(t('passwordMissing'));
    setBusy(true);
    try {
      await session.unlock(password);
      clearLock();
      window.location.assign(localisedPath(locale, returnTo));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
      setPassword('');
      setBusy(false);
    }
  };

  const signOut = async () => {
    clearLock();
    await session.logout().catch(() => undefined);
    window.location.assign(localisedPath(locale, '/login'));
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#2d3a4b', color: '#fff', p: 2 }}>
      <Box sx={{ textAlign: 'center', width: '100%', maxWidth: 360 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {t('title')}
        </Typography>
        {hydrated ? <Clock /> : null}
        <Paper component="form" onSubmit={(event) => void unlock(event)} sx={{ p: 3 }} noValidate>
          <Avatar src={user.avatar || undefined} alt="" sx={{ width: 64, height: 64, mx: 'auto', mb: 1 }} />
          <Typography translate="no" sx={{ mb: 2 }}>
            {user.nickName}
          </Typography>
          <TextField
            type="password"
            label={t('password')}
            placeholder={t('placeholder')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            fullWidth
            autoFocus
            error={problem !== ''}
            helperText={problem || ' '}
          />
          <Button type="submit" variant="contained" fullWidth disabled={busy || !hydrated} sx={{ mt: 1 }}>
            {t('unlock')}
          </Button>
          <Link component="button" type="button" onClick={() => void signOut()} sx={{ mt: 2, display: 'inline-block' }}>
            {t('signOut')}
          </Link>
        </Paper>
      </Box>
    </Box>
  );
}

'use client';

import { Box, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Link } from '@/i18n/link';
import { getInfo, login } from '@/features/auth/client/api';
import { ApiError } from '@/lib/http/request';
import { useHydrated, useOnChange } from '@/components/common/browser-state';
import { fieldError } from '@/components/common/field-error';
import { CaptchaField, useCaptcha } from './captcha-field';

const REMEMBERED_USERNAME = 'rememberedUsername';

/**
 * Sign-in: user name (or mobile number), password and captcha. "Remember me" keeps only the
 * user name in this browser, never the password. After signing in the page reloads at the
 * same-site target asked for, else staff at the back office and everyone else at the home
 * page, so every server-rendered part sees the new session; the admin shell's relogin prompt
 * passes `onSignedIn` instead, so the open page and its unsaved work stay.
 */
export function LoginForm({
  redirectTo,
  home = '/',
  backOffice = '/index',
  onSignedIn,
  registrationOpen = true,
}: {
  /** The same-site address the reader was sent from, if any. */
  redirectTo?: string;
  /** Where readers land without one, in the page's language. */
  home?: string;
  backOffice?: string;
  onSignedIn?: (username: string) => void;
  registrationOpen?: boolean;
}) {
  const t = useTranslations('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const captcha = useCaptcha();
  const [errors, setErrors] = useState<Partial<Record<'username' | 'password' | 'code', string>>>({});
  const [submitting, setSubmitting] = useState(false);

  // The remembered name lives in this browser only: it fills the form once the page has hydrated.
  useOnChange(useHydrated(), (hydrated) => {
    const remembered = hydrated ? window.localStorage.getItem(REMEMBERED_USERNAME) : null;
    if (remembered) {
      setUsername(remembered);
      setRemember(true);
    }
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const found = {
      username: name ? undefined : t('validation.usernameRequired'),
      password: password ? undefined : t('validation.passwordRequired'),
      code: captcha.enabled && !captcha.code.trim() ? t('validation.captchaRequired') : undefined,
    };
    setErrors(found);
    if (found.username || found.password || found.code) return;

    setSubmitting(true);
    try {
      await login({ username: name, password, code: captcha.code.trim(), uuid: captcha.uuid });
      if (remember) window.localStorage.setItem(REMEMBERED_USERNAME, name);
      else window.localStorage.removeItem(REMEMBERED_USERNAME);
      if (onSignedIn) {
        setSubmitting(false);
        setPassword('');
        onSignedIn(name);
      } else window.location.assign(redirectTo ?? ((await getInfo()).isStaff ? backOffice : home));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setSubmitting(false);
      if (captcha.enabled) void captcha.refresh();
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <TextField
          label={t('username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          {...fieldError(errors.username)}
          fullWidth
          autoFocus
        />
        <TextField
          label={t('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...fieldError(errors.password)}
          fullWidth
        />
        <CaptchaField captcha={captcha} error={errors.code} />
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
          label={t('rememberMe')}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
        {onSignedIn ? null : (
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Link href="/forgetPassword">{t('toForget')}</Link>
            {registrationOpen ? <Link href="/register">{t('toRegister')}</Link> : null}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

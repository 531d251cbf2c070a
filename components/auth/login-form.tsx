'use client';

import { Box, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from '@/i18n/navigation';
import { getCaptcha, login } from '@/lib/api/auth';
import { ApiError } from '@/lib/request';
import { fieldError } from '../common/field-error';

const REMEMBERED_USERNAME = 'rememberedUsername';

interface Captcha {
  enabled: boolean;
  uuid: string;
  img: string;
}

/**
 * Sign-in: user name (or mobile number), password and captcha. "Remember me" keeps only the
 * user name in this browser, never the password. After signing in the page reloads at the
 * same-site target, so every server-rendered part sees the new session; the admin shell's
 * relogin prompt passes `onSignedIn` instead, so the open page and its unsaved work stay.
 */
export function LoginForm({ redirectTo, onSignedIn, registrationOpen = true }: { redirectTo?: string; onSignedIn?: (username: string) => void; registrationOpen?: boolean }) {
  const t = useTranslations('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'username' | 'password' | 'code', string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const refreshCaptcha = useCallback(async () => {
    setCode('');
    try {
      const answer = await getCaptcha();
      setCaptcha({ enabled: answer.captchaEnabled !== false, uuid: answer.uuid ?? '', img: answer.img ?? '' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }, []);

  useEffect(() => {
    const remembered = window.localStorage.getItem(REMEMBERED_USERNAME);
    if (remembered) {
      setUsername(remembered);
      setRemember(true);
    }
    void refreshCaptcha();
  }, [refreshCaptcha]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const found = {
      username: name ? undefined : t('validation.usernameRequired'),
      password: password ? undefined : t('validation.passwordRequired'),
      code: captcha?.enabled && !code.trim() ? t('validation.captchaRequired') : undefined,
    };
    setErrors(found);
    if (found.username || found.password || found.code) return;

    setSubmitting(true);
    try {
      await login({ username: name, password, code: code.trim(), uuid: captcha?.uuid ?? '' });
      if (remember) window.localStorage.setItem(REMEMBERED_USERNAME, name);
      else window.localStorage.removeItem(REMEMBERED_USERNAME);
      if (onSignedIn) {
        setSubmitting(false);
        setPassword('');
        onSignedIn(name);
      } else window.location.assign(redirectTo ?? '/');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setSubmitting(false);
      if (captcha?.enabled) void refreshCaptcha();
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
        {captcha?.enabled ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('captcha')}
              name="code"
              autoComplete="off"
              inputMode="numeric"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              {...fieldError(errors.code)}
              sx={{ flex: 1 }}
            />
            <Box
              component="img"
              src={`data:image/jpeg;base64,${captcha.img}`}
              alt={t('captchaAlt')}
              title={t('captchaAlt')}
              onClick={() => void refreshCaptcha()}
              sx={{ width: 120, height: 45, mt: 0.5, cursor: 'pointer', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
          </Stack>
        ) : null}
        <FormControlLabel control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />} label={t('rememberMe')} />
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

'use client';

import { Box, Button, Stack, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import type { SmsScene } from '@/features/auth/client/api';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/http/request';
import { fieldError } from '@/components/common/field-error';
import { PHONE_PATTERN, isPasswordLengthValid } from '@/lib/rules/validation';
import { CaptchaField, useCaptcha } from './captcha-field';
import { SmsCodeButton } from './sms-code-button';

export interface PhonePasswordValues {
  phone: string;
  code: string;
  password: string;
  nickName: string;
}

type Field = 'phone' | 'captcha' | 'code' | 'password' | 'confirmPassword';

/**
 * The shape registration and password reset share: a mobile number proven by an SMS code (sent
 * with the image captcha while it is switched on), and a password typed twice. On success it says
 * so and goes to the sign-in page.
 */
export function PhonePasswordForm({
  scene,
  texts,
  withNickName,
  onSubmit,
}: {
  scene: SmsScene;
  texts: 'register' | 'forget';
  withNickName: boolean;
  onSubmit: (values: PhonePasswordValues) => Promise<void>;
}) {
  const t = useTranslations('auth');
  const router = useRouter();
  const [values, setValues] = useState<PhonePasswordValues & { confirmPassword: string }>({
    phone: '',
    code: '',
    password: '',
    confirmPassword: '',
    nickName: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha();
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = values.phone.trim();
    const found: Partial<Record<Field, string>> = {
      phone: PHONE_PATTERN.test(phone) ? undefined : t('validation.phoneInvalid'),
      code: values.code.trim() ? undefined : t('validation.smsCodeRequired'),
      password: isPasswordLengthValid(values.password) ? undefined : t('validation.passwordLength'),
      confirmPassword: values.confirmPassword === values.password ? undefined : t('validation.passwordMismatch'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      await onSubmit({ phone, code: values.code.trim(), password: values.password, nickName: values.nickName.trim() });
      notify('success', t(`${texts}.success`, { phone }));
      router.push('/login');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <TextField
          label={t('phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="numeric"
          value={values.phone}
          onChange={set('phone')}
          {...fieldError(errors.phone)}
          fullWidth
          autoFocus
        />
        <CaptchaField captcha={captcha} error={errors.captcha} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('smsCode')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={values.code}
            onChange={set('code')}
            {...fieldError(errors.code)}
            sx={{ flex: 1 }}
          />
          <Box sx={{ flexShrink: 0 }}>
            <SmsCodeButton
              phone={values.phone.trim()}
              scene={scene}
              captcha={captcha}
              onInvalidPhone={() => setErrors((e) => ({ ...e, phone: t('validation.phoneInvalid') }))}
              onCaptchaMissing={() => setErrors((e) => ({ ...e, captcha: t('validation.captchaRequired') }))}
            />
          </Box>
        </Stack>
        {withNickName ? (
          <TextField
            label={t('nickName')}
            name="nickName"
            autoComplete="nickname"
            value={values.nickName}
            onChange={set('nickName')}
            fullWidth
          />
        ) : null}
        <TextField
          label={texts === 'register' ? t('password') : t('newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          {...fieldError(errors.password)}
          fullWidth
        />
        <TextField
          label={t('confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          {...fieldError(errors.confirmPassword)}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {submitting ? t(`${texts}.submitting`) : t(`${texts}.submit`)}
        </Button>
        <Link href="/login">{t('toLogin')}</Link>
      </Stack>
    </Box>
  );
}

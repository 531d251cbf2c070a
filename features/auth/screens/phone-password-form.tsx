'use client';

import { Box, Button, Stack, TextField, type TextFieldProps } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Link } from '@/i18n/link';
import { useRouter } from '@/i18n/navigation';
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

  /** A text field of the form, bound by name to its value, its setter and its error. */
  const field = (name: keyof typeof values, props: Omit<TextFieldProps, 'name' | 'value' | 'onChange'>) => (
    <TextField name={name} value={values[name]} onChange={set(name)} {...fieldError(errors[name as Field])} fullWidth {...props} />
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {field('phone', { label: t('phone'), type: 'tel', autoComplete: 'tel', inputMode: 'numeric', autoFocus: true })}
        <CaptchaField captcha={captcha} error={errors.captcha} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {field('code', { label: t('smsCode'), autoComplete: 'one-time-code', inputMode: 'numeric', fullWidth: false, sx: { flex: 1 } })}
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
        {withNickName ? field('nickName', { label: t('nickName'), autoComplete: 'nickname' }) : null}
        {field('password', {
          label: texts === 'register' ? t('password') : t('newPassword'),
          type: 'password',
          autoComplete: 'new-password',
        })}
        {field('confirmPassword', { label: t('confirmPassword'), type: 'password', autoComplete: 'new-password' })}
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {submitting ? t(`${texts}.submitting`) : t(`${texts}.submit`)}
        </Button>
        <Link href="/login">{t('toLogin')}</Link>
      </Stack>
    </Box>
  );
}

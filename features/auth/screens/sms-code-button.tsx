'use client';

import { Button } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { sendSmsCode, type SmsScene } from '@/features/auth/client/api';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/http/request';
import { PHONE_PATTERN } from '@/lib/rules/validation';
import type { CaptchaState } from './captcha-field';

const RESEND_SECONDS = 60;

/**
 * Sends an SMS code for a phone and scene, with the image captcha's answer while the server asks
 * for one (each image serves one try), then counts down 60 s before it may send again.
 */
export function SmsCodeButton({
  phone,
  scene,
  captcha,
  onInvalidPhone,
  onCaptchaMissing,
}: {
  phone: string;
  scene: SmsScene;
  captcha: CaptchaState;
  onInvalidPhone: () => void;
  onCaptchaMissing: () => void;
}) {
  const t = useTranslations('auth');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    if (!PHONE_PATTERN.test(phone)) {
      onInvalidPhone();
      return;
    }
    if (captcha.enabled && !captcha.code.trim()) {
      onCaptchaMissing();
      return;
    }
    setSending(true);
    try {
      await sendSmsCode({ phone, scene, code: captcha.code.trim(), uuid: captcha.uuid });
      notify('success', t('codeSent'));
      setSecondsLeft(RESEND_SECONDS);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setSending(false);
      if (captcha.enabled) void captcha.refresh();
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={send}
      disabled={sending || secondsLeft > 0}
      sx={{ whiteSpace: 'nowrap', minWidth: 132, height: 56 }}
    >
      {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('sendCode')}
    </Button>
  );
}

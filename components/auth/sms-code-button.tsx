'use client';

import { Button } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { sendSmsCode, type SmsScene } from '@/lib/api/auth';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/request';
import { PHONE_PATTERN } from '@/lib/validation';

const RESEND_SECONDS = 60;

/** Sends an SMS code for a phone and scene, then counts down 60 s before it may send again. */
export function SmsCodeButton({ phone, scene, onInvalidPhone }: { phone: string; scene: SmsScene; onInvalidPhone: () => void }) {
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
    setSending(true);
    try {
      await sendSmsCode({ phone, scene });
      notify('success', t('codeSent'));
      setSecondsLeft(RESEND_SECONDS);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <Button variant="outlined" onClick={send} disabled={sending || secondsLeft > 0} sx={{ whiteSpace: 'nowrap', minWidth: 132, height: 56 }}>
      {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('sendCode')}
    </Button>
  );
}

'use client';

import { Box, Stack, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from '@/features/auth/client/api';
import { ApiError } from '@/lib/http/request';
import { fieldError } from '@/components/common/field-error';

interface Captcha {
  enabled: boolean;
  uuid: string;
  img: string;
}

export interface CaptchaState {
  /** Whether the server asks for the captcha (unknown until its first answer). */
  enabled: boolean;
  uuid: string;
  img: string;
  code: string;
  setCode(code: string): void;
  /** A new image; each one is good for a single try, right or wrong. */
  refresh(): Promise<void>;
}

/** A new captcha from the server; `null` when it could not answer (the request helper told the person). */
async function fetchCaptcha(): Promise<Captcha | null> {
  try {
    const answer = await getCaptcha();
    return { enabled: answer.captchaEnabled !== false, uuid: answer.uuid ?? '', img: answer.img ?? '' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return null;
  }
}

/** The image captcha of a form (sign-in, and sending an SMS code): loaded once, then after every try. */
export function useCaptcha(): CaptchaState {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [code, setCode] = useState('');

  const refresh = useCallback(async () => {
    setCode('');
    const next = await fetchCaptcha();
    if (next) setCaptcha(next);
  }, []);

  useEffect(() => {
    let live = true;
    void fetchCaptcha().then((first) => {
      if (live && first) setCaptcha(first);
    });
    return () => {
      live = false;
    };
  }, []);

  return { enabled: captcha?.enabled ?? false, uuid: captcha?.uuid ?? '', img: captcha?.img ?? '', code, setCode, refresh };
}

/** The captcha's answer field and its image (a click shows a new one), when the server asks for it. */
export function CaptchaField({ captcha, error }: { captcha: CaptchaState; error?: string }) {
  const t = useTranslations('auth');
  if (!captcha.enabled) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={t('captcha')}
        name="captchaCode"
        autoComplete="off"
        inputMode="numeric"
        value={captcha.code}
        onChange={(e) => captcha.setCode(e.target.value)}
        {...fieldError(error)}
        sx={{ flex: 1 }}
      />
      <Box
        component="img"
        src={`data:image/jpeg;base64,${captcha.img}`}
        alt={t('captchaAlt')}
        title={t('captchaAlt')}
        onClick={() => void captcha.refresh()}
        sx={{ width: 120, height: 45, mt: 0.5, cursor: 'pointer', borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
    </Stack>
  );
}

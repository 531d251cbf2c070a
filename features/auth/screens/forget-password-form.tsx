'use client';

import { useRef } from 'react';
import { checkResetCode, resetPassword } from '@/features/auth/client/api';
import { PhonePasswordForm } from './phone-password-form';

/**
 * Password reset: the SMS code buys a one-time reset token, which sets the new password. When
 * the server refuses the password (its character rules), the token is kept, so a second try
 * with a better password does not spend another SMS code.
 */
export function ForgetPasswordForm() {
  const verified = useRef<{ phone: string; code: string; resetToken: string } | null>(null);
  return (
    <PhonePasswordForm
      scene="reset"
      texts="forget"
      withNickName={false}
      onSubmit={async ({ phone, code, password }) => {
        if (verified.current?.phone !== phone || verified.current.code !== code) {
          const { resetToken } = await checkResetCode({ phone, code });
          verified.current = { phone, code, resetToken };
        }
        await resetPassword({ phone, resetToken: verified.current.resetToken, password });
        verified.current = null;
      }}
    />
  );
}

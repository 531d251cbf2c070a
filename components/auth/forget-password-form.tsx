'use client';

import { checkResetCode, resetPassword } from '@/lib/api/auth';
import { PhonePasswordForm } from './phone-password-form';

/** Password reset: the SMS code buys a one-time reset token, which sets the new password. */
export function ForgetPasswordForm() {
  return (
    <PhonePasswordForm
      scene="reset"
      texts="forget"
      withNickName={false}
      onSubmit={async ({ phone, code, password }) => {
        const { resetToken } = await checkResetCode({ phone, code });
        await resetPassword({ phone, resetToken, password });
      }}
    />
  );
}

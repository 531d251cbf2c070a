'use client';

import { registerByPhone } from '@/features/auth/client/api';
import { PhonePasswordForm } from './phone-password-form';

/** Registration with a mobile number: the number becomes the account's user name. */
export function RegisterForm() {
  return (
    <PhonePasswordForm
      scene="register"
      texts="register"
      withNickName
      onSubmit={async (values) => {
        await registerByPhone(values);
      }}
    />
  );
}

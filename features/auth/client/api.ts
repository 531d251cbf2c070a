import { auth } from '@/features/auth/contract';
import type { LoginInput } from '@/features/auth/server/login-service';
import type { RegisterInput } from '@/features/auth/server/register-service';
import type { SendCodeInput, SmsScene } from '@/features/auth/server/sms/sms-service';
import { request } from '@/lib/http/request';

/** The sign-in calls of the spec's call table (section 7), typed by their contracts. */

export type { SmsScene };

export const getCaptcha = () => request(auth.captchaImage, { isToken: false });

export const login = (body: LoginInput) => request(auth.login, { data: body, isToken: false });

export const logout = () => request(auth.logout, { method: 'POST' });

export const sendSmsCode = (body: SendCodeInput & { scene: SmsScene }) => request(auth.sendCode, { data: body, isToken: false });

export const registerByPhone = (body: RegisterInput) => request(auth.registerByPhone, { data: body, isToken: false });

export const checkResetCode = (body: { phone: string; code: string }) => request(auth.userResetPwdCheck, { data: body, isToken: false });

export const resetPassword = (body: { phone: string; resetToken: string; password: string }) =>
  request(auth.userResetPwd, { data: body, isToken: false });

export const getInfo = () => request(auth.getInfo);

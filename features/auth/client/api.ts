import { auth } from '@/features/auth/contract';
import { request, type Envelope } from '@/lib/http/request';

/** The sign-in calls of the spec's call table (section 7). */

export interface CaptchaAnswer extends Envelope {
  captchaEnabled?: boolean;
  uuid?: string;
  img?: string;
}

export type SmsScene = 'register' | 'reset' | 'login';

export const getCaptcha = () => request<CaptchaAnswer>(auth.captchaImage, { isToken: false });

export const login = (body: { username: string; password: string; code: string; uuid: string }) =>
  request(auth.login, { data: body, isToken: false });

export const logout = () => request(auth.logout, { method: 'POST' });

export const sendSmsCode = (body: { phone: string; scene: SmsScene; code: string; uuid: string }) =>
  request(auth.sendCode, { data: body, isToken: false });

export const registerByPhone = (body: { phone: string; code: string; password: string; nickName: string }) =>
  request(auth.registerByPhone, { data: body, isToken: false });

export const checkResetCode = (body: { phone: string; code: string }) =>
  request<Envelope & { resetToken: string }>(auth.userResetPwdCheck, { data: body, isToken: false });

export const resetPassword = (body: { phone: string; resetToken: string; password: string }) =>
  request(auth.userResetPwd, { data: body, isToken: false });

export interface UserInfoAnswer extends Envelope {
  user: { userId: number; userName: string; nickName: string; avatar: string } & Record<string, unknown>;
  roles: string[];
  permissions: string[];
  isMember?: boolean;
}

export const getInfo = () => request<UserInfoAnswer>(auth.getInfo);

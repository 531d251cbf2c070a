import { z } from '@/lib/contract/zod';
import { answerFields, defineContracts } from '@/lib/contract/contract';
import { emailOf, mobileOf, textOf } from '@/lib/contract/fields';
import { USER_LIMITS } from '@/lib/rules/system-rules';
import { SEXES, type UserWire } from '@/features/system/user';

/** `GET /system/user/profile`: the caller as SysUser, with the names of their roles (in Chinese and English) and posts. */
export type UserProfile = { data: UserWire; roleGroup: string; roleEsGroup: string; postGroup: string };

/** What a user may change about themselves: other fields in the body are ignored, as in the reference. */
export const profileSchema = z.object({
  nickName: textOf('用户昵称', USER_LIMITS.nickName),
  email: emailOf('邮箱', { optional: true, message: '邮箱格式不正确' }),
  phonenumber: mobileOf('手机号码', { optional: true, message: '手机号码格式不正确' }),
  sex: z.coerce
    .string()
    .pipe(z.enum(SEXES, { error: '请选择性别' }))
    .default('2'),
  /**
   * The current password: needed to change the mobile number (which the SMS password reset
   * trusts) or the e-mail address, unless the session signed in or unlocked in the last 10 minutes.
   */
  password: z.string().optional(),
});

/** A new password, given the old one; the policy is the service's check. */
export const passwordChangeSchema = z.object({
  oldPassword: z.string({ error: '旧密码不能为空' }).min(1, '旧密码不能为空'),
  newPassword: z.string({ error: '新密码不能为空' }).min(1, '新密码不能为空'),
});

export const profile = defineContracts(
  { title: '个人信息', ownAccount: true },
  {
    // GET /system/user/profile – the caller as SysUser, with role names
    get: { method: 'GET', path: '/system/user/profile', access: 'user', answer: answerFields<UserProfile>() },
    // PUT /system/user/profile – nickname, email, phone and gender of the caller
    edit: { method: 'PUT', path: '/system/user/profile', access: 'user', input: profileSchema },
    // PUT /system/user/edit – the portal pages' name for the same change
    editOwn: { method: 'PUT', path: '/system/user/edit', access: 'user', input: profileSchema },
    // PUT /system/user/profile/updatePwd – a new password, given the old one
    updatePwd: { method: 'PUT', path: '/system/user/profile/updatePwd', access: 'user', input: passwordChangeSchema },
    // POST /system/user/profile/avatar – multipart `avatarfile`: a new avatar image; `imgUrl` is its stored name
    avatar: { method: 'POST', path: '/system/user/profile/avatar', access: 'user', answer: answerFields<{ imgUrl: string }>() },
  },
);

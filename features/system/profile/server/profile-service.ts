import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { BackendDeps } from '@/lib/backend/deps';
import { sysFile, sysUser, sysUserSession } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { startAttempt, type RateLimit } from '@/lib/backend/http/rate-limit';
import type { LoginUser } from '@/lib/security/caller';
import { signedInRecently } from '@/lib/security/recent-sign-in';
import { hashPassword, passwordProblem, startPasswordTry, verifyPassword } from '@/features/auth/server';
import type { ClientInfo } from '@/lib/backend/http/context';
import { AVATAR_KIND, findFile } from '@/features/files/server';
import type { StoredFile } from '@/lib/security/attachment-grant';
import { extensionOf, isImageType, IMAGE_TYPES, UPLOAD_MESSAGES } from '@/lib/rules/upload-rules';
import { CONFIG_KEYS, getConfigValue } from '@/features/system/config/server';
import { endPhoneTrust, findUserById, userView } from '@/features/system/user/server';
import { findUserRoles } from '@/lib/security/authorities';
import type { passwordChangeSchema, profileSchema, UserProfile } from '../contract';
import { postGroupOf } from '@/features/system/post/server';

// After the recent sign-in: the stock clients' forms have no password field, so signing in again is the other way.
export const PHONE_PROOF_MSG = '登录已超过10分钟，修改手机号码需要输入当前密码或重新登录';
export const PHONE_PROOF_WRONG_MSG = '修改手机号码失败，当前密码错误';
export const EMAIL_PROOF_MSG = '登录已超过10分钟，修改邮箱需要输入当前密码或重新登录';
export const EMAIL_PROOF_WRONG_MSG = '修改邮箱失败，当前密码错误';
export const CONTACT_PROBES_MSG = '手机号码或邮箱与其他账号重复的次数过多，请一小时后再试';

/**
 * New phones and e-mail addresses held by other accounts that one account may try in an hour.
 * The answer says that the other account exists, so without a limit any member could test a
 * list of numbers and addresses against the user table. Counted per account, in the shared
 * store, so all instances count together; a save that goes through is not counted.
 */
export const CONTACT_CLASHES_PER_ACCOUNT: RateLimit = { name: 'profile_contact', limit: 10, windowMs: 60 * 60 * 1000 };

/** The caller's own user row; a session whose user is gone answers 401. */
export async function currentUser(deps: BackendDeps, user: LoginUser) {
  const row = await findUserById(deps.db, user.userId);
  if (!row) throw new ServiceError('用户不存在', 401);
  return row;
}

/** `GET /system/user/profile`: the caller as SysUser, with the names of their roles and posts. */
export async function profileOf(deps: BackendDeps, user: LoginUser): Promise<UserProfile> {
  const row = await currentUser(deps, user);
  const roles = await findUserRoles(deps.db, row.userId);
  return {
    data: await userView(deps.db, row),
    roleGroup: roles.map((role) => role.roleName).join(','),
    // The portal's English pages name the roles in English (beside RuoYi's roleGroup, which its clients read).
    roleEsGroup: roles.map((role) => role.roleEsName || role.roleName).join(','),
    postGroup: await postGroupOf(deps.db, row.userId),
  };
}

/**
 * `PUT /system/user/profile` (and the portal's `PUT /system/user/edit`): the contract's uniqueness
 * checks and messages. A new mobile number or e-mail address needs a proof that the owner is at
 * the keyboard: the SMS password reset trusts the number, and a session left open must not be
 * enough to take the account over or to learn which numbers and addresses other accounts hold.
 * The proof is the current password, or a sign-in or unlock within the last 10 minutes (the
 * stock clients' forms, which require both fields, never send a password); a password that is
 * given is checked either way. After a new number, reset tokens proven through the old one die
 * and the account's other sessions end, as when an administrator changes it.
 */
export async function updateProfile(
  deps: BackendDeps,
  user: LoginUser,
  input: z.infer<typeof profileSchema>,
  client: ClientInfo,
): Promise<void> {
  const { password, ...fields } = input;
  const row = await currentUser(deps, user);
  const newPhone = Boolean(fields.phonenumber) && fields.phonenumber !== row.phonenumber;
  const newEmail = Boolean(fields.email) && fields.email !== row.email;
  const newContact = newPhone || newEmail;
  if (newContact && password) {
    // A session alone must not guess its owner's password: this check counts as sign-in does.
    const passwordTry = await startPasswordTry(deps.kv, row.userName, client.ip);
    if (passwordTry.refusal) throw new ServiceError(passwordTry.refusal);
    if (!(await verifyPassword(password, row.password))) throw new ServiceError(newPhone ? PHONE_PROOF_WRONG_MSG : EMAIL_PROOF_WRONG_MSG);
    await passwordTry.succeeded();
  } else if (newContact && !signedInRecently(user)) {
    // Without a password, only a sign-in or unlock of the last 10 minutes vouches for the owner.
    throw new ServiceError(newPhone ? PHONE_PROOF_MSG : EMAIL_PROOF_MSG);
  }
  // Only a form with a new phone or address can ask about other accounts, so only such a form counts.
  const clashes = newContact ? await startAttempt(deps.kv, CONTACT_CLASHES_PER_ACCOUNT, String(row.userId)) : null;
  if (clashes?.refused) throw new ServiceError(CONTACT_PROBES_MSG);
  const others = (column: typeof sysUser.phonenumber | typeof sysUser.email, value: string) =>
    deps.db
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(and(eq(column, value), ne(sysUser.userId, row.userId), eq(sysUser.delFlag, '0')))
      .limit(1);
  if (fields.phonenumber && (await others(sysUser.phonenumber, fields.phonenumber)).length) {
    throw new ServiceError(`修改用户'${row.userName}'失败，手机号码已存在`);
  }
  if (fields.email && (await others(sysUser.email, fields.email)).length)
    throw new ServiceError(`修改用户'${row.userName}'失败，邮箱账号已存在`);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({ ...fields, updateBy: row.userName, updateTime: new Date() })
      .where(eq(sysUser.userId, row.userId));
    if (newPhone) await endPhoneTrust(tx, row.userId, user.tokenId);
  });
  await clashes?.succeeded();
}

/**
 * `PUT /system/user/profile/updatePwd`: the old password proves it is the owner; every other
 * session of the account ends, this one stays.
 */
export async function changePassword(deps: BackendDeps, user: LoginUser, input: z.infer<typeof passwordChangeSchema>): Promise<void> {
  const row = await currentUser(deps, user);
  if (!(await verifyPassword(input.oldPassword, row.password))) throw new ServiceError('修改密码失败，旧密码错误');
  if (await verifyPassword(input.newPassword, row.password)) throw new ServiceError('新密码不能与旧密码相同');
  const problem = passwordProblem(input.newPassword, await getConfigValue(deps.db, CONFIG_KEYS.chrtype));
  if (problem) throw new ServiceError(problem);
  const password = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({ password, pwdUpdateDate: new Date(), updateBy: row.userName, updateTime: new Date() })
      .where(eq(sysUser.userId, row.userId));
    await tx.delete(sysUserSession).where(and(eq(sysUserSession.userId, row.userId), ne(sysUserSession.tokenId, user.tokenId)));
  });
}

/** `POST /system/user/profile/avatar`: an uploaded image becomes the avatar, served to anyone as the reference does; the previous one is removed. */
export async function replaceAvatar(deps: BackendDeps, user: LoginUser, stored: StoredFile): Promise<string> {
  if (!isImageType(extensionOf(stored.fileName))) {
    await deps.files.remove(stored.fileName);
    await deps.db.delete(sysFile).where(eq(sysFile.fileId, stored.fileId));
    throw new ServiceError(UPLOAD_MESSAGES.imageFormat(IMAGE_TYPES));
  }
  const row = await currentUser(deps, user);
  await deps.db
    .update(sysUser)
    .set({ avatar: stored.fileName, updateBy: row.userName, updateTime: new Date() })
    .where(eq(sysUser.userId, row.userId));
  await deps.db.update(sysFile).set({ kind: AVATAR_KIND }).where(eq(sysFile.fileId, stored.fileId));
  const previous = row.avatar ? await findFile(deps.db, row.avatar) : undefined;
  if (previous && previous.ownerId === row.userId) {
    await deps.db.delete(sysFile).where(eq(sysFile.fileId, previous.fileId));
    await deps.files.remove(previous.fileName);
  }
  return stored.fileName;
}

import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { ADMIN_USER_ID } from '@/lib/security/built-in';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/lib/security/caller';
import { hashPassword, passwordProblem } from '@/features/auth/server';
import { revokeUserSessions } from '@/lib/security/sessions';
import { CONFIG_KEYS, getConfigValue } from '@/features/system/config/server';
import { requireUsersInScope } from '@/lib/security/data-scope';
import { requireUsersOutranked } from '@/lib/security/grant-guard';
import {
  clashMessage,
  lockUsers,
  OWN_DEPT_MSG,
  replaceUserRoles,
  requireGrantableRoles,
  requireUserDept,
  SELF_DELETE_MSG,
  SUPER_ADMIN_USER_MSG,
  userValueTaken,
  withUniqueUser,
  type UniqueUserField,
} from './user-checks';
import { endPhoneTrust, keptSessionOf, PHONE_CHANGE_MSG, phoneLockedUsers } from './user-phone-change';
import type { z } from 'zod';
import type { userAddSchema, userEditSchema } from '../contract';
import type { UserRow } from './user-service';
import { removeUserPosts, replaceUserPosts } from '@/features/system/post/server';

type UserAddInput = z.infer<typeof userAddSchema>;
type UserEditInput = z.infer<typeof userEditSchema>;

/** A password an administrator sets, checked against the server-side policy (config `sys.account.chrtype`), then hashed. */
async function policyHash(db: Executor, password: string): Promise<string> {
  const problem = passwordProblem(password, await getConfigValue(db, CONFIG_KEYS.chrtype));
  if (problem) throw new ServiceError(problem);
  return hashPassword(password);
}

/** The user a by-id write changes: never user 1, present and locked, then within the caller's scope for `permission`. */
async function writableUser(tx: Executor, caller: LoginUser, permission: string, userId: number): Promise<UserRow> {
  if (userId === ADMIN_USER_ID) throw new ServiceError(SUPER_ADMIN_USER_MSG);
  const [user] = await lockUsers(tx, [userId]);
  await requireUsersInScope(tx, caller, permission, [userId]);
  await requireUsersOutranked(tx, caller, [userId]);
  return user;
}

async function requireUnique(
  tx: Executor,
  action: '新增' | '修改',
  userName: string,
  values: Partial<Record<UniqueUserField, string>>,
  exceptUserId: number | null,
): Promise<void> {
  for (const field of ['userName', 'phonenumber', 'email'] as const) {
    const value = values[field];
    if (value !== undefined && (await userValueTaken(tx, field, value, exceptUserId)))
      throw new ServiceError(clashMessage(action, userName, field));
  }
}

/**
 * `POST /system/user`: a new user with roles and posts, in one transaction. The department and roles must
 * lie within the caller's scope, the roles carry nothing the caller lacks, and the sign-in name,
 * mobile number and email are unique. Answers the new userId.
 */
export async function addUser(db: Database, caller: LoginUser, input: UserAddInput): Promise<number> {
  const { password, roleIds = [], postIds = [], ...fields } = input;
  const hash = await policyHash(db, password);
  const permission = 'system:user:add';
  return withUniqueUser('新增', fields.userName, () =>
    db.transaction(async (tx) => {
      await requireUserDept(tx, caller, permission, fields.deptId);
      await requireUnique(tx, '新增', fields.userName, fields, null);
      await requireGrantableRoles(tx, caller, permission, roleIds);
      const [user] = await tx
        .insert(sysUser)
        .values({ ...fields, password: hash, createBy: caller.userName })
        .returning({ userId: sysUser.userId });
      if (roleIds.length > 0) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: user.userId, roleId })));
      await replaceUserPosts(tx, user.userId, postIds);
      return user.userId;
    }),
  );
}

/**
 * The department and mobile-number rules of an edit. Nobody moves themselves: a scope of "own
 * department (and below)" would follow them to wherever they went. Another user's new number
 * needs the reset permission (`phoneLockedUsers`).
 */
async function requireEditAllowed(tx: Executor, caller: LoginUser, permission: string, user: UserRow, input: UserEditInput): Promise<void> {
  if (input.deptId !== undefined && input.deptId !== user.deptId) {
    if (user.userId === caller.userId) throw new ServiceError(OWN_DEPT_MSG);
    await requireUserDept(tx, caller, permission, input.deptId);
  }
  if (
    input.phonenumber !== undefined &&
    input.phonenumber !== user.phonenumber &&
    (await phoneLockedUsers(tx, caller, [user.userId])).size > 0
  ) {
    throw new ServiceError(PHONE_CHANGE_MSG);
  }
}

/**
 * `PUT /system/user`: changes the fields given and leaves the others (see `userEditSchema`); the
 * sign-in name and password stay as they are (contract 9 item 7). Roles are replaced when
 * `roleIds` is given, under the rules of `replaceUserRoles`, and posts when `postIds` is. A user disabled here loses their
 * sessions at once; a new mobile number ends the trust placed in the old one (`endPhoneTrust`).
 */
export async function editUser(db: Database, caller: LoginUser, userId: number, input: UserEditInput): Promise<void> {
  const { roleIds, postIds, ...fields } = input;
  const permission = 'system:user:edit';
  await db.transaction(async (tx) => {
    const user = await writableUser(tx, caller, permission, userId);
    await requireEditAllowed(tx, caller, permission, user, input);
    await withUniqueUser('修改', user.userName, async () => {
      await requireUnique(tx, '修改', user.userName, { phonenumber: fields.phonenumber, email: fields.email }, userId);
      if (roleIds !== undefined) await replaceUserRoles(tx, caller, permission, userId, roleIds);
      if (postIds !== undefined) await replaceUserPosts(tx, userId, postIds);
      await tx
        .update(sysUser)
        .set({ ...fields, updateBy: caller.userName, updateTime: new Date() })
        .where(eq(sysUser.userId, userId));
    });
    if (fields.phonenumber !== undefined && fields.phonenumber !== user.phonenumber)
      await endPhoneTrust(tx, userId, keptSessionOf(caller, userId));
    if (fields.status === '1') await revokeUserSessions(tx, userId);
  });
}

/** `DELETE /system/user/{userIds}`: soft delete of all named users or none; their roles, posts and sessions end with them. */
export async function removeUsers(db: Database, caller: LoginUser, userIds: number[]): Promise<void> {
  if (userIds.includes(caller.userId)) throw new ServiceError(SELF_DELETE_MSG);
  if (userIds.includes(ADMIN_USER_ID)) throw new ServiceError(SUPER_ADMIN_USER_MSG);
  await db.transaction(async (tx) => {
    await lockUsers(tx, userIds);
    await requireUsersInScope(tx, caller, 'system:user:remove', userIds);
    await requireUsersOutranked(tx, caller, userIds);
    await tx
      .update(sysUser)
      .set({ delFlag: '2', updateBy: caller.userName, updateTime: new Date() })
      .where(inArray(sysUser.userId, userIds));
    await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, userIds));
    await removeUserPosts(tx, userIds);
    await revokeUserSessions(tx, userIds);
  });
}

/** `PUT /system/user/resetPwd`: a new password under the policy; the user's sessions end. */
export async function resetUserPassword(db: Database, caller: LoginUser, userId: number, password: string): Promise<void> {
  if (userId === ADMIN_USER_ID) throw new ServiceError(SUPER_ADMIN_USER_MSG);
  const hash = await policyHash(db, password);
  await db.transaction(async (tx) => {
    await writableUser(tx, caller, 'system:user:resetPwd', userId);
    await tx
      .update(sysUser)
      .set({ password: hash, pwdUpdateDate: new Date(), updateBy: caller.userName, updateTime: new Date() })
      .where(eq(sysUser.userId, userId));
    await revokeUserSessions(tx, userId);
  });
}

/** `PUT /system/user/changeStatus`: enables or disables a user; disabling ends their sessions. */
export async function changeUserStatus(db: Database, caller: LoginUser, userId: number, status: string): Promise<void> {
  await db.transaction(async (tx) => {
    await writableUser(tx, caller, 'system:user:edit', userId);
    await tx.update(sysUser).set({ status, updateBy: caller.userName, updateTime: new Date() }).where(eq(sysUser.userId, userId));
    if (status === '1') await revokeUserSessions(tx, userId);
  });
}

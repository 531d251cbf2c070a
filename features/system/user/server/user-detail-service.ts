import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID, ADMIN_USER_ID } from '@/lib/security/built-in';
import { ServiceError } from '@/lib/backend/http/errors';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import { requireUsersInScope, roleScopeOf } from '@/lib/security/data-scope';
import { roleIdsOf, USER_NOT_FOUND_MSG } from './user-checks';
import { findUserById, userView, type UserRow } from './user-service';
import { postIdsOf, postOptions } from '@/features/system/post/server';
import type { UserAuthRoles, UserForm, UserFormOptions, UserRoleOption } from '../contract';

/**
 * Roles a user form or the assign-roles screen offers: those within the caller's role scope for
 * `permission`, by sort order; the admin role only when the user is the super administrator
 * (contract 3.1). `flag` marks the roles in `heldIds`.
 */
async function offeredRoles(
  db: Executor,
  caller: LoginUser,
  permission: string,
  userId: number | null,
  heldIds: number[] = [],
): Promise<UserRoleOption[]> {
  const rows = await db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.delFlag, '0'), await roleScopeOf(db, caller, permission)))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
  return rows
    .filter((role) => role.roleId !== ADMIN_ROLE_ID || userId === ADMIN_USER_ID)
    .map((role) => ({ ...wireRow(role), flag: heldIds.includes(role.roleId), admin: role.roleId === ADMIN_ROLE_ID }));
}

/** A user named by a by-id call: present (`用户不存在`), then within the caller's scope for `permission`. */
async function visibleUser(db: Executor, caller: LoginUser, permission: string, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new ServiceError(USER_NOT_FOUND_MSG);
  await requireUsersInScope(db, caller, permission, [userId]);
  return user;
}

/** `GET /system/user/`: the roles a new user's form may offer, and every post (contract 5.1). */
export async function userFormOptionsOf(db: Executor, caller: LoginUser): Promise<UserFormOptions> {
  return { roles: await offeredRoles(db, caller, 'system:user:query', null), posts: await postOptions(db) };
}

/** `GET /system/user/{userId}`: the user (`data`), the ids of their roles and posts, the roles the form may offer and every post. */
export async function userFormOf(db: Executor, caller: LoginUser, userId: number): Promise<UserForm> {
  const user = await visibleUser(db, caller, 'system:user:query', userId);
  return {
    data: await userView(db, user),
    roles: await offeredRoles(db, caller, 'system:user:query', userId),
    roleIds: await roleIdsOf(db, userId),
    posts: await postOptions(db),
    postIds: await postIdsOf(db, userId),
  };
}

/** `GET /system/user/authRole/{userId}`: the user and every offered role, flagged when held. */
export async function authRoleOf(db: Executor, caller: LoginUser, userId: number): Promise<UserAuthRoles> {
  const user = await visibleUser(db, caller, 'system:user:query', userId);
  return {
    user: await userView(db, user),
    roles: await offeredRoles(db, caller, 'system:user:query', userId, await roleIdsOf(db, userId)),
  };
}

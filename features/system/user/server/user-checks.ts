import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysDept, sysRole, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID } from '@/lib/security/built-in';
import { isUniqueViolation } from '@/lib/backend/db/errors';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/lib/security/caller';
import { requireDeptsInScope, requireRolesInScope, userScopeOf } from '@/lib/security/data-scope';
import { DEPT_NOT_FOUND_MSG } from '@/features/system/dept/server';
import { requireRolesHeld } from '@/lib/security/grant-guard';
import { isSuperAdmin } from '@/lib/security/authorities';
import type { UserRow } from './user-service';

/** Checks shared by the user writes: by-id calls, the admin form, role assignment and the import. */

export const USER_NOT_FOUND_MSG = '用户不存在';
export const ROLE_NOT_FOUND_MSG = '角色不存在';
export const SUPER_ADMIN_USER_MSG = '不允许操作超级管理员用户';
export const SELF_DELETE_MSG = '当前用户不能删除';
export const OWN_ROLES_MSG = '不能修改自己的角色';
export const ADMIN_ROLE_GRANT_MSG = '不允许分配超级管理员角色';
export const ADMIN_ROLE_HOLDER_MSG = '不允许修改超级管理员角色用户的角色';
export const DEPT_REQUIRED_MSG = '请选择归属部门';
export const OWN_DEPT_MSG = '不能修改自己的归属部门';

/**
 * The named users, not deleted, locked for the rest of the transaction so two writes to one
 * user run one after the other; any missing id answers `用户不存在`.
 */
export async function lockUsers(tx: Executor, userIds: number[]): Promise<UserRow[]> {
  const rows = await tx
    .select()
    .from(sysUser)
    .where(and(inArray(sysUser.userId, userIds), eq(sysUser.delFlag, '0')))
    .for('update');
  if (rows.length !== new Set(userIds).size) throw new ServiceError(USER_NOT_FOUND_MSG);
  return rows;
}

/**
 * A user's department must exist and be one the caller may see through `permission`. The row
 * is share-locked, so a department cannot be deleted while a user is being put into it. No
 * department at all is for callers who see every user: a user without one is outside every
 * department-based scope, so a limited caller could otherwise hide users from all scopes.
 */
export async function requireUserDept(tx: Executor, caller: LoginUser, permission: string, deptId: number | null): Promise<void> {
  if (deptId === null) {
    if (await userScopeOf(tx, caller, permission)) throw new ServiceError(DEPT_REQUIRED_MSG);
    return;
  }
  const [dept] = await tx
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), eq(sysDept.delFlag, '0')))
    .for('share');
  if (!dept) throw new ServiceError(DEPT_NOT_FOUND_MSG);
  await requireDeptsInScope(tx, caller, permission, [deptId]);
}

/** The ids of a user's present roles. */
export async function roleIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.roleId, sysUserRole.roleId), eq(sysRole.delFlag, '0')))
    .where(eq(sysUserRole.userId, userId));
  return rows.map((row) => row.roleId).sort((a, b) => a - b);
}

/**
 * Roles the caller is about to give someone: only the super administrator gives the admin role;
 * the others must exist, lie within the caller's role scope for `permission`, and carry no
 * permission the caller lacks. The roles are share-locked until the assignment commits, so a
 * concurrent role delete waits and then sees the new holder.
 */
export async function requireGrantableRoles(tx: Executor, caller: LoginUser, permission: string, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) return;
  if (!isSuperAdmin(caller.userId) && roleIds.includes(ADMIN_ROLE_ID)) throw new ServiceError(ADMIN_ROLE_GRANT_MSG);
  const found = await tx
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(and(inArray(sysRole.roleId, roleIds), eq(sysRole.delFlag, '0')))
    .for('share');
  if (found.length !== roleIds.length) throw new ServiceError(ROLE_NOT_FOUND_MSG);
  await requireRolesInScope(tx, caller, permission, roleIds);
  await requireRolesHeld(tx, caller, roleIds);
}

/**
 * Replaces a user's roles with `roleIds`. Nobody changes their own roles, and only the super
 * administrator changes those of a holder of the admin role; roles being added pass
 * `requireGrantableRoles` (roles kept are not being granted, so they are not re-checked).
 */
export async function replaceUserRoles(
  tx: Executor,
  caller: LoginUser,
  permission: string,
  userId: number,
  roleIds: number[],
): Promise<void> {
  const current = await roleIdsOf(tx, userId);
  const added = roleIds.filter((roleId) => !current.includes(roleId));
  if (added.length === 0 && current.length === roleIds.length) return;
  if (userId === caller.userId) throw new ServiceError(OWN_ROLES_MSG);
  if (!isSuperAdmin(caller.userId) && current.includes(ADMIN_ROLE_ID)) throw new ServiceError(ADMIN_ROLE_HOLDER_MSG);
  await requireGrantableRoles(tx, caller, permission, added);
  await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (roleIds.length > 0) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** The user fields that are unique among users not deleted, and how a clash is worded. */
export type UniqueUserField = 'userName' | 'phonenumber' | 'email';
const CLASH_WORDING: Record<UniqueUserField, string> = {
  userName: '登录账号已存在',
  phonenumber: '手机号码已存在',
  email: '邮箱账号已存在',
};

/** The contract's message for a clash: `新增用户'x'失败，登录账号已存在` and the like. */
export function clashMessage(action: '新增' | '修改', userName: string, field: UniqueUserField): string {
  return `${action}用户'${userName}'失败，${CLASH_WORDING[field]}`;
}

/**
 * Whether another present user already has this value. A sign-in name also clashes with
 * another user's mobile number, because sign-in accepts either and would otherwise let the new
 * account shadow a member who signs in by phone.
 */
export async function userValueTaken(db: Executor, field: UniqueUserField, value: string, exceptUserId: number | null): Promise<boolean> {
  if (value === '') return false;
  const same: SQL = field === 'userName' ? or(eq(sysUser.userName, value), eq(sysUser.phonenumber, value))! : eq(sysUser[field], value);
  const conditions = [same, eq(sysUser.delFlag, '0')];
  if (exceptUserId !== null) conditions.push(ne(sysUser.userId, exceptUserId));
  const [row] = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

const UNIQUE_INDEX_FIELDS: Record<string, UniqueUserField> = {
  sys_user_user_name_uq: 'userName',
  sys_user_phonenumber_uq: 'phonenumber',
  sys_user_email_uq: 'email',
};

/**
 * Which unique user field a database error violated, or null. The checks above run first; this
 * catches two writers racing for one value between check and insert.
 */
export function violatedUserField(error: unknown): UniqueUserField | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? (UNIQUE_INDEX_FIELDS[constraint] ?? null) : null;
    current = cause;
  }
  return null;
}

/**
 * Runs a user write after its uniqueness checks; should a concurrent writer take one of the
 * values in between, the unique index refuses the write and the caller gets the same message.
 */
export async function withUniqueUser<T>(action: '新增' | '修改', userName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = violatedUserField(error);
    if (field) throw new ServiceError(clashMessage(action, userName, field));
    if (isUniqueViolation(error)) throw new ServiceError(`${action}用户'${userName}'失败，登录账号、手机号码或邮箱已存在`);
    throw error;
  }
}

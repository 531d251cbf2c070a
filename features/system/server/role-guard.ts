import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysRole, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID } from '@/lib/security/built-in';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/lib/security/caller';
import { requireRoleHoldersInScope, requireRolesInScope } from '@/lib/security/data-scope';
import { requireUsersOutranked } from '@/lib/security/grant-guard';
import { ROLE_NOT_FOUND_MSG } from '../user/server/user-checks';

/** The reference's answer whenever role 1 would be changed (contract 3.1). */
export const ADMIN_ROLE_MSG = '不允许操作超级管理员角色';

export type SysRoleRow = typeof sysRole.$inferSelect;

/**
 * Role writes run one at a time: the name and key are unique only by the checks of the role
 * service (as in the reference, whose table has no unique index), so two writers must not both
 * pass them. Holders are guarded by row locks instead, as assignments do not take this lock:
 * deletion locks the role rows for update (`lockRolesById`) before counting holders, and every
 * assignment share-locks the role row before linking users, so a role being deleted cannot gain
 * a holder meanwhile, and one being given is not deleted under it.
 */
export async function lockRoles(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7302, 1)`);
}

/** Present (not deleted) roles by id, locked for the rest of the transaction; a missing id answers `角色不存在`. */
export async function lockRolesById(tx: Executor, roleIds: number[]): Promise<SysRoleRow[]> {
  const rows = await tx
    .select()
    .from(sysRole)
    .where(and(inArray(sysRole.roleId, roleIds), eq(sysRole.delFlag, '0')))
    .for('update');
  if (rows.length !== new Set(roleIds).size) throw new ServiceError(ROLE_NOT_FOUND_MSG);
  const byId = new Map(rows.map((row) => [row.roleId, row]));
  return roleIds.map((roleId) => byId.get(roleId)!);
}

/** The present holders of the roles. */
async function holdersOf(tx: Executor, roleIds: number[]): Promise<number[]> {
  const holders = await tx
    .selectDistinct({ userId: sysUserRole.userId })
    .from(sysUserRole)
    .innerJoin(sysUser, and(eq(sysUser.userId, sysUserRole.userId), eq(sysUser.delFlag, '0')))
    .where(inArray(sysUserRole.roleId, roleIds));
  return holders.map((holder) => holder.userId);
}

/**
 * Changing, disabling or deleting a role changes what each of its holders may do, so the rank
 * rule for changing a user applies to every present holder: none may hold more than the caller
 * (`不能操作权限高于自己的用户`). Setting a data scope has its own rule instead: the new scope
 * must be the caller's to give (`requireDataScopeHeld`), so narrowing a role is never refused.
 */
export async function requireHoldersOutranked(tx: Executor, caller: LoginUser, roleIds: number[]): Promise<void> {
  await requireUsersOutranked(tx, caller, await holdersOf(tx, roleIds));
}

/**
 * The role a write changes: never role 1, present (locked until the transaction ends), and within
 * the caller's role data scope for the endpoint's `permission`, every present holder included
 * (seeing one holder shows a role, it does not make it the caller's to change for the others),
 * checked in that order so a missing id says so.
 */
export async function changeableRole(tx: Executor, caller: LoginUser, roleId: number, permission: string): Promise<SysRoleRow> {
  if (roleId === ADMIN_ROLE_ID) throw new ServiceError(ADMIN_ROLE_MSG);
  const [role] = await lockRolesById(tx, [roleId]);
  await requireRolesInScope(tx, caller, permission, [roleId]);
  await requireRoleHoldersInScope(tx, caller, permission, await holdersOf(tx, [roleId]));
  return role;
}

/** A present role the caller may read through `permission` (existence first, then scope). */
export async function visibleRole(db: Executor, caller: LoginUser, roleId: number, permission: string): Promise<SysRoleRow> {
  const [role] = await db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.roleId, roleId), eq(sysRole.delFlag, '0')));
  if (!role) throw new ServiceError(ROLE_NOT_FOUND_MSG);
  await requireRolesInScope(db, caller, permission, [roleId]);
  return role;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysRole, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID } from '@/lib/backend/db/seed/system';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/features/auth/server/login-user';
import { requireRoleHoldersInScope, requireRolesInScope } from './data-scope';
import { requireUsersOutranked } from './grant-guard';
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

/**
 * Changing, disabling or deleting a role changes what each of its holders may do, so the rules for
 * changing a user apply to every present holder: within the caller's data scope for `permission`,
 * and none holding more than the caller (`不能操作权限高于自己的用户`).
 */
export async function requireRolesChangeableForHolders(tx: Executor, caller: LoginUser, permission: string, roleIds: number[]) {
  const holders = await tx
    .selectDistinct({ userId: sysUserRole.userId })
    .from(sysUserRole)
    .innerJoin(sysUser, and(eq(sysUser.userId, sysUserRole.userId), eq(sysUser.delFlag, '0')))
    .where(inArray(sysUserRole.roleId, roleIds));
  const holderIds = holders.map((holder) => holder.userId);
  await requireRoleHoldersInScope(tx, caller, permission, holderIds);
  await requireUsersOutranked(tx, caller, holderIds);
}

/**
 * The role a write changes: never role 1, present (locked until the transaction ends), and within
 * the caller's role data scope for the endpoint's `permission` together with all its holders,
 * checked in that order so a missing id says so.
 */
export async function changeableRole(tx: Executor, caller: LoginUser, roleId: number, permission: string): Promise<SysRoleRow> {
  if (roleId === ADMIN_ROLE_ID) throw new ServiceError(ADMIN_ROLE_MSG);
  const [role] = await lockRolesById(tx, [roleId]);
  await requireRolesInScope(tx, caller, permission, [roleId]);
  await requireRolesChangeableForHolders(tx, caller, permission, [roleId]);
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

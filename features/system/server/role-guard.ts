import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID } from '@/lib/backend/db/seed/system';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/features/auth/server/login-user';
import { requireRolesInScope } from './data-scope';
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
 * The role a write changes: never role 1, present (locked until the transaction ends), and within
 * the caller's role data scope for the endpoint's `permission`, checked in that order so a missing
 * id says so.
 */
export async function changeableRole(tx: Executor, caller: LoginUser, roleId: number, permission: string): Promise<SysRoleRow> {
  if (roleId === ADMIN_ROLE_ID) throw new ServiceError(ADMIN_ROLE_MSG);
  const [role] = await lockRolesById(tx, [roleId]);
  await requireRolesInScope(tx, caller, permission, [roleId]);
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

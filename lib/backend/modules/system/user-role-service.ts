import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sysRole, sysUser, sysUserRole } from '../../db/schema';
import { ADMIN_ROLE_ID, ADMIN_USER_ID } from '../../db/seed/system';
import { ServiceError } from '../../http/errors';
import type { LoginUser } from '../auth/login-user';
import { requireRolesHeld } from './grant-guard';
import { isSuperAdmin } from './permission-service';

export const SUPER_ADMIN_USER_MSG = '不允许操作超级管理员用户';
export const OWN_ROLES_MSG = '不能修改自己的角色';
export const USER_NOT_FOUND_MSG = '用户不存在';
export const ROLE_NOT_FOUND_MSG = '角色不存在';
export const ADMIN_ROLE_GRANT_MSG = '不允许分配超级管理员角色';
export const ADMIN_ROLE_HOLDER_MSG = '不允许修改超级管理员角色用户的角色';

/**
 * `PUT /system/user/authRole`: replaces a user's roles, in one transaction. Nobody changes the
 * super administrator (contract 3.1) or their own roles, and only the super administrator gives
 * or takes the admin role. Permissions are read from the tables on every call, so the user's
 * next `/getInfo` and `/getRouters` already reflect the change.
 */
export async function assignUserRoles(db: Database, caller: LoginUser, userId: number, roleIds: number[]): Promise<void> {
  if (userId === ADMIN_USER_ID) throw new ServiceError(SUPER_ADMIN_USER_MSG);
  if (userId === caller.userId) throw new ServiceError(OWN_ROLES_MSG);
  const superAdmin = isSuperAdmin(caller.userId);
  if (!superAdmin && roleIds.includes(ADMIN_ROLE_ID)) throw new ServiceError(ADMIN_ROLE_GRANT_MSG);
  await db.transaction(async (tx) => {
    // The user's row is locked so two assignments for one user run one after the other.
    const [user] = await tx
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')))
      .for('update');
    if (!user) throw new ServiceError(USER_NOT_FOUND_MSG);
    if (roleIds.length > 0) {
      const found = await tx
        .select({ roleId: sysRole.roleId })
        .from(sysRole)
        .where(and(inArray(sysRole.roleId, roleIds), eq(sysRole.delFlag, '0')));
      if (found.length !== roleIds.length) throw new ServiceError(ROLE_NOT_FOUND_MSG);
      await requireRolesHeld(tx, caller, roleIds);
    }
    if (!superAdmin) {
      const [holder] = await tx
        .select({ roleId: sysUserRole.roleId })
        .from(sysUserRole)
        .where(and(eq(sysUserRole.userId, userId), eq(sysUserRole.roleId, ADMIN_ROLE_ID)));
      if (holder) throw new ServiceError(ADMIN_ROLE_HOLDER_MSG);
    }
    await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
    if (roleIds.length > 0) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
  });
}

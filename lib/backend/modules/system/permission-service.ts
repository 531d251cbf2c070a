import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema';
import { ADMIN_USER_ID } from '../../db/seed/system';
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '../auth/login-user';

export interface RoleRow {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  dataScope: string;
  status: string;
}

/** The user's roles that are present (not deleted), enabled or not. */
export async function findUserRoles(db: Executor, userId: number): Promise<RoleRow[]> {
  return db
    .select({
      roleId: sysRole.roleId,
      roleName: sysRole.roleName,
      roleKey: sysRole.roleKey,
      roleSort: sysRole.roleSort,
      dataScope: sysRole.dataScope,
      status: sysRole.status,
    })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0')))
    .orderBy(sysRole.roleSort);
}

export function isSuperAdmin(userId: number, roleKeys: string[]): boolean {
  return userId === ADMIN_USER_ID || roleKeys.includes(SUPER_ADMIN_ROLE);
}

/**
 * Role keys and permission strings of a user. Only enabled roles and enabled menus count;
 * the super administrator holds `*:*:*` whatever the tables say.
 */
export async function loadAuthorities(db: Executor, userId: number): Promise<{ roles: string[]; permissions: string[] }> {
  const enabledRoles = (await findUserRoles(db, userId)).filter((role) => role.status === '0');
  const roles = enabledRoles.map((role) => role.roleKey);
  if (isSuperAdmin(userId, roles)) {
    return { roles: userId === ADMIN_USER_ID ? [SUPER_ADMIN_ROLE] : roles, permissions: [ALL_PERMISSIONS] };
  }
  if (enabledRoles.length === 0) return { roles, permissions: [] };
  const rows = await db
    .selectDistinct({ perms: sysMenu.perms })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(and(inArray(sysRoleMenu.roleId, enabledRoles.map((role) => role.roleId)), eq(sysMenu.status, '0')));
  const permissions = new Set<string>();
  for (const { perms } of rows) {
    for (const perm of (perms ?? '').split(',')) if (perm.trim()) permissions.add(perm.trim());
  }
  return { roles, permissions: [...permissions].sort() };
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID, ADMIN_USER_ID } from '@/lib/security/built-in';
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from './caller';

export interface RoleRow {
  roleId: number;
  roleName: string;
  roleEsName: string;
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
      roleEsName: sysRole.roleEsName,
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

/** The super administrator is user 1, as in the reference; a role key alone grants no wildcard. */
export function isSuperAdmin(userId: number): boolean {
  return userId === ADMIN_USER_ID;
}

/**
 * Role keys and permission strings of a user. Only enabled roles and enabled menus count;
 * the super administrator holds role `admin` and `*:*:*` whatever the tables say.
 */
export async function loadAuthorities(db: Executor, userId: number): Promise<{ roles: string[]; permissions: string[] }> {
  const enabledRoles = (await findUserRoles(db, userId)).filter((role) => role.status === '0');
  const roles = enabledRoles.map((role) => role.roleKey);
  if (isSuperAdmin(userId)) return { roles: [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSIONS] };
  // The admin role's own menus count for nobody else (contract 3.1).
  const menuRoles = enabledRoles.filter((role) => role.roleId !== ADMIN_ROLE_ID);
  if (menuRoles.length === 0) return { roles, permissions: [] };
  const rows = await db
    .selectDistinct({ perms: sysMenu.perms })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(
      and(
        inArray(
          sysRoleMenu.roleId,
          menuRoles.map((role) => role.roleId),
        ),
        eq(sysMenu.status, '0'),
      ),
    );
  const permissions = new Set<string>();
  for (const { perms } of rows) {
    for (const perm of permsOf(perms)) permissions.add(perm);
  }
  return { roles, permissions: [...permissions].sort() };
}

/** The permission strings of a menu's `perms` column, which may hold a comma-separated list. */
export function permsOf(perms: string | null | undefined): string[] {
  return (perms ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

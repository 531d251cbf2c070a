import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sysMenu, sysRoleMenu } from '../../db/schema';
import { ServiceError } from '../../http/errors';
import { ALL_PERMISSIONS, type LoginUser } from '../auth/login-user';

export const GRANT_BEYOND_OWN_MSG = '不能授予自己没有的权限';

/**
 * Nobody hands out more than they hold (contract section 9): a caller without the wildcard may
 * give a role, or a user, only permissions the caller has. Otherwise role-add and user-edit
 * together would let any staff member make an all-powerful account.
 */
export async function requireMenusHeld(db: Executor, caller: LoginUser, menuIds: number[]): Promise<void> {
  if (caller.permissions.includes(ALL_PERMISSIONS) || menuIds.length === 0) return;
  const menus = await db.select({ perms: sysMenu.perms }).from(sysMenu).where(and(inArray(sysMenu.menuId, menuIds), isNotNull(sysMenu.perms)));
  const wanted = menus.flatMap((menu) => (menu.perms ?? '').split(',').map((p) => p.trim())).filter(Boolean);
  if (wanted.some((permission) => !caller.permissions.includes(permission))) throw new ServiceError(GRANT_BEYOND_OWN_MSG);
}

/** The menus of the roles being assigned must all be within the caller's own permissions. */
export async function requireRolesHeld(db: Executor, caller: LoginUser, roleIds: number[]): Promise<void> {
  if (caller.permissions.includes(ALL_PERMISSIONS) || roleIds.length === 0) return;
  const links = await db.select({ menuId: sysRoleMenu.menuId }).from(sysRoleMenu).where(inArray(sysRoleMenu.roleId, roleIds));
  await requireMenusHeld(db, caller, links.map((link) => link.menuId));
}

import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sysMenu, sysRoleMenu } from '../../db/schema';
import { ServiceError } from '../../http/errors';
import { ALL_PERMISSIONS, type LoginUser } from '../auth/login-user';
import { loadAuthorities } from './permission-service';

export const GRANT_BEYOND_OWN_MSG = '不能授予自己没有的权限';
export const OUTRANKING_USER_MSG = '不能操作权限高于自己的用户';

/** The permission strings of a menu's `perms` column, which may hold a comma-separated list. */
export function permsOf(perms: string | null | undefined): string[] {
  return (perms ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Nobody hands out more than they hold (contract section 9): a caller without the wildcard may
 * give a role, a user or a menu only permissions the caller has. Otherwise role-add, user-edit or
 * menu-edit would let any staff member make an all-powerful account.
 */
export function requirePermsHeld(caller: LoginUser, permissions: string[]): void {
  if (caller.permissions.includes(ALL_PERMISSIONS)) return;
  if (permissions.some((permission) => !caller.permissions.includes(permission))) throw new ServiceError(GRANT_BEYOND_OWN_MSG);
}

/** The menus being given must carry only permissions the caller holds. */
export async function requireMenusHeld(db: Executor, caller: LoginUser, menuIds: number[]): Promise<void> {
  if (caller.permissions.includes(ALL_PERMISSIONS) || menuIds.length === 0) return;
  const menus = await db.select({ perms: sysMenu.perms }).from(sysMenu).where(and(inArray(sysMenu.menuId, menuIds), isNotNull(sysMenu.perms)));
  requirePermsHeld(caller, menus.flatMap((menu) => permsOf(menu.perms)));
}

/** The menus of the roles being assigned must all be within the caller's own permissions. */
export async function requireRolesHeld(db: Executor, caller: LoginUser, roleIds: number[]): Promise<void> {
  if (caller.permissions.includes(ALL_PERMISSIONS) || roleIds.length === 0) return;
  const links = await db.select({ menuId: sysRoleMenu.menuId }).from(sysRoleMenu).where(inArray(sysRoleMenu.roleId, roleIds));
  await requireMenusHeld(db, caller, links.map((link) => link.menuId));
}

/**
 * The users among `userIds` holding a permission the caller lacks. Changing such a user's
 * password, phone or status would hand the caller a stronger account, so a caller without the
 * wildcard may change only users whose permissions they hold themselves.
 */
export async function outrankingUsers(db: Executor, caller: LoginUser, userIds: number[]): Promise<Set<number>> {
  const outranking = new Set<number>();
  if (caller.permissions.includes(ALL_PERMISSIONS)) return outranking;
  for (const userId of userIds) {
    const { permissions } = await loadAuthorities(db, userId);
    if (permissions.some((permission) => permission === ALL_PERMISSIONS || !caller.permissions.includes(permission))) outranking.add(userId);
  }
  return outranking;
}

/** Refuses a change to any user who holds more than the caller (`不能操作权限高于自己的用户`). */
export async function requireUsersOutranked(db: Executor, caller: LoginUser, userIds: number[]): Promise<void> {
  if ((await outrankingUsers(db, caller, userIds)).size > 0) throw new ServiceError(OUTRANKING_USER_MSG);
}

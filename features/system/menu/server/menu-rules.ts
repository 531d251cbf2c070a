import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysMenu, sysRole, sysRoleMenu } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID } from '@/lib/security/built-in';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/lib/security/caller';
import { requirePermsHeldInRoles } from '@/lib/security/grant-guard';
import { permsOf } from '@/lib/security/authorities';
import type { z } from 'zod';
import { ROUTE_TYPES, type menuSchema } from '../contract';

export type MenuInput = z.infer<typeof menuSchema>;

export type MenuRow = typeof sysMenu.$inferSelect;

export const PARENT_MENU_NOT_FOUND_MSG = '上级菜单不存在';
export const MENU_PATH_REQUIRED_MSG = '路由地址不能为空';

const HTTP_URL = /^https?:\/\//i;
// A scheme (`http:`, `javascript:`) in a route path would let a menu entry leave the site.
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** An http(s) address with a host: somewhere a menu entry may lead, nothing a browser would run. */
export function isHttpAddress(path: string): boolean {
  if (!HTTP_URL.test(path) || /[\s\\]/.test(path)) return false;
  try {
    return new URL(path).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An inner link (contract 2.5): a page (C) that is no external link and whose path is an
 * http(s) URL with a host, which the shell shows in a frame. Nothing else may carry a scheme.
 */
function isInnerLink(input: MenuInput): boolean {
  return input.menuType === 'C' && input.isFrame === '1' && isHttpAddress(input.path);
}

type MenuLink = Pick<MenuRow, 'menuId' | 'parentId' | 'menuName' | 'menuType' | 'path' | 'routeName'>;

/** Whether `candidate` is `menuId` or sits below it: as a parent it would close a loop. */
function isAtOrBelow(candidate: number, menuId: number, parents: Map<number, number>): boolean {
  const visited = new Set<number>();
  for (let current = candidate; current !== 0 && !visited.has(current); current = parents.get(current) ?? 0) {
    if (current === menuId) return true;
    visited.add(current);
  }
  return false;
}

/** The name a route is known by: its routeName, or its path when that is empty (contract 2.5). */
const routeNameOf = (menu: Pick<MenuRow, 'routeName' | 'path'>) => (menu.routeName || menu.path).toLowerCase();

/**
 * Route uniqueness among directories and pages other than the menu itself (end of contract 5.3):
 * the same path under the same parent, the same path for a top-level entry, or the same route
 * name anywhere. Paths and names compare case-insensitively, as route names are capitalised.
 */
function routeTaken(input: MenuInput, others: MenuLink[]): boolean {
  const path = input.path.toLowerCase();
  const name = routeNameOf(input);
  return others
    .filter((menu) => ROUTE_TYPES.includes(menu.menuType))
    .some(
      (menu) =>
        (menu.path.toLowerCase() === path && (menu.parentId === input.parentId || input.parentId === 0)) || routeNameOf(menu) === name,
    );
}

/**
 * The checks of `POST`/`PUT /system/menu` (contract 5.3), in the reference's words where it has
 * them. `existing` is the stored menu of an edit, null for a new one. Besides the reference's
 * rules, a menu's parent may not be one of its own descendants (the loop would drop the branch
 * from getRouters), a button holds no directories or pages, a directory or page needs a path, and
 * a path stays inside the site unless the menu is an external or inner link.
 */
export async function requireValidMenu(tx: Executor, caller: LoginUser, input: MenuInput, existing: MenuRow | null): Promise<void> {
  const failed = (reason: string) => new ServiceError(`${existing ? '修改' : '新增'}菜单'${input.menuName}'失败，${reason}`);
  if (existing && input.parentId === existing.menuId) throw failed('上级菜单不能选择自己');
  const menus: MenuLink[] = await tx
    .select({
      menuId: sysMenu.menuId,
      parentId: sysMenu.parentId,
      menuName: sysMenu.menuName,
      menuType: sysMenu.menuType,
      path: sysMenu.path,
      routeName: sysMenu.routeName,
    })
    .from(sysMenu);
  const parent = menus.find((menu) => menu.menuId === input.parentId);
  if (input.parentId !== 0 && !parent) throw new ServiceError(PARENT_MENU_NOT_FOUND_MSG);
  if (existing && isAtOrBelow(input.parentId, existing.menuId, new Map(menus.map((menu) => [menu.menuId, menu.parentId])))) {
    throw failed('上级菜单不能选择自己的下级菜单');
  }
  const others = menus.filter((menu) => menu.menuId !== existing?.menuId);
  if (others.some((menu) => menu.parentId === input.parentId && menu.menuName === input.menuName)) throw failed('菜单名称已存在');
  if (input.isFrame === '0' && !HTTP_URL.test(input.path)) throw failed('地址必须以http(s)://开头');
  const outsideSite = input.path.includes('//') || input.path.includes('\\') || SCHEME.test(input.path);
  if (input.isFrame !== '0' && outsideSite && !isInnerLink(input)) throw failed('路由地址不能包含//、\\或协议名');
  const isRoute = ROUTE_TYPES.includes(input.menuType);
  if (isRoute && input.path === '') throw new ServiceError(MENU_PATH_REQUIRED_MSG);
  if (isRoute && routeTaken(input, others)) throw failed('路由名称或地址已存在');
  const buttonHoldsRoute = isRoute
    ? parent?.menuType === 'F'
    : input.menuType === 'F' &&
      existing !== null &&
      others.some((menu) => menu.parentId === existing.menuId && ROUTE_TYPES.includes(menu.menuType));
  if (buttonHoldsRoute) throw failed('按钮下不能有目录或菜单');
  if (existing) await requireGivenPermsHeld(tx, caller, input, existing);
}

/**
 * Editing a menu that roles carry changes what their holders may do, so the grant guard covers
 * the permissions an edit makes effective: new perms strings, or all of them when a disabled menu
 * is enabled. They are given at the data scope of each enabled role carrying the menu, which the
 * caller's own scope must cover. A menu no role carries gives nobody anything.
 */
async function requireGivenPermsHeld(tx: Executor, caller: LoginUser, input: MenuInput, existing: MenuRow): Promise<void> {
  if (input.status !== '0') return;
  const before = new Set(existing.status === '0' ? permsOf(existing.perms) : []);
  const given = permsOf(input.perms).filter((permission) => !before.has(permission));
  if (given.length === 0) return;
  const carriers = await tx
    .select({ roleId: sysRole.roleId, status: sysRole.status })
    .from(sysRoleMenu)
    .innerJoin(sysRole, and(eq(sysRole.roleId, sysRoleMenu.roleId), eq(sysRole.delFlag, '0')))
    .where(eq(sysRoleMenu.menuId, existing.menuId));
  if (carriers.length === 0) return;
  // A disabled role is checked again when it is enabled; role 1's menus count for nobody else.
  const givingRoles = carriers.filter((role) => role.status === '0' && role.roleId !== ADMIN_ROLE_ID).map((role) => role.roleId);
  await requirePermsHeldInRoles(tx, caller, givingRoles, given);
}

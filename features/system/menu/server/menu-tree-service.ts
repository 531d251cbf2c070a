import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysMenu, sysRoleMenu } from '@/lib/backend/db/schema';
import type { LoginUser } from '@/lib/security/caller';
import { callerMenusOf, menuList } from './menu-admin-service';
import { visibleRole } from '@/features/system/server/role-guard';
import { checkedKeysOf, treeSelectOf } from '@/features/system/server/tree-select';
import type { TreeSelect } from '@/lib/tree-select';
import type { RoleMenuTree } from '../contract';

const treeColumns = { id: sysMenu.menuId, parentId: sysMenu.parentId, label: sysMenu.menuName };
const treeOrder = [asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId)];

/** `GET /system/menu/treeselect`: the caller's menus matching the filter as a TreeSelect forest. */
export async function menuTreeSelect(db: Executor, caller: LoginUser, query: URLSearchParams): Promise<TreeSelect[]> {
  const rows = await db
    .select(treeColumns)
    .from(sysMenu)
    .where(and(menuList.where(query), callerMenusOf(db, caller)))
    .orderBy(...treeOrder);
  return treeSelectOf(rows.map((row) => ({ ...row, disabled: false })));
}

/**
 * `GET /system/menu/roleMenuTreeselect/{roleId}`: the role's menus as `checkedKeys` and the
 * caller's menu tree as `menus`. The reference checks no scope here (contract 9, item 11); the
 * role must be within the caller's scope for reading roles.
 */
export async function roleMenuTree(db: Executor, caller: LoginUser, roleId: number): Promise<RoleMenuTree> {
  const role = await visibleRole(db, caller, roleId, 'system:role:query');
  const stored = await db
    .select({ id: sysMenu.menuId, parentId: sysMenu.parentId })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(eq(sysRoleMenu.roleId, roleId))
    .orderBy(...treeOrder);
  const menus = await db
    .select(treeColumns)
    .from(sysMenu)
    .where(callerMenusOf(db, caller))
    .orderBy(...treeOrder);
  return {
    checkedKeys: checkedKeysOf(stored, role.menuCheckStrictly),
    menus: treeSelectOf(menus.map((row) => ({ ...row, disabled: false }))),
  };
}

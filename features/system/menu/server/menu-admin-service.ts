import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID } from '@/lib/security/built-in';
import { ServiceError } from '@/lib/backend/http/errors';
import { contains, equals, tableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import type { MenuType, MenuWire } from '../contract';
import { requireValidMenu, type MenuInput, type MenuRow } from './menu-rules';
import { isSuperAdmin } from '@/lib/security/authorities';
import { DISPLAY_ORDER_MAX } from '@/lib/rules/system-rules';

export const MENU_NOT_FOUND_MSG = '菜单不存在';
export const MENU_HAS_CHILDREN_MSG = '存在子菜单,不允许删除';
export const MENU_ASSIGNED_MSG = '菜单已分配,不允许删除';
export const MENU_SORT_MISMATCH_MSG = '菜单编号与显示顺序的数量不一致';
/** Menu warnings (delete guards) answer code 601, as the reference's `warn` does (contract 1.7). */
const WARN = 601;

/**
 * The filters of `GET /system/menu/list` and `/treeselect`: name contains, visible and status
 * equal. By parent, then order number, as the reference orders them, unless asked otherwise.
 */
export const menuList = tableList(sysMenu, {
  filters: [contains('menuName', sysMenu.menuName, 50), equals('visible', sysMenu.visible, 1), equals('status', sysMenu.status, 1)],
  sortable: ['menuId', 'menuName', 'parentId', 'orderNum', 'createTime'],
  order: [asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId)],
});

/**
 * The menus `caller` works with (contract 5.3): every menu for the super administrator, else the
 * menus of the caller's present, enabled roles. The admin role's menus count for nobody else,
 * as in permissions. Undefined means no restriction.
 */
export function callerMenusOf(db: Executor, caller: LoginUser): SQL | undefined {
  if (isSuperAdmin(caller.userId)) return undefined;
  const own = db
    .select({ menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .innerJoin(
      sysRole,
      and(eq(sysRole.roleId, sysRoleMenu.roleId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0'), ne(sysRole.roleId, ADMIN_ROLE_ID)),
    )
    .innerJoin(sysUserRole, and(eq(sysUserRole.roleId, sysRole.roleId), eq(sysUserRole.userId, caller.userId)));
  return inArray(sysMenu.menuId, own);
}

/** A menu as the contract sends it; its type is one of MENU_TYPES: the schema admits no other, and the seeds hold none. */
export function menuView(row: MenuRow): MenuWire {
  return { ...wireRow(row), menuType: row.menuType as MenuType, perms: row.perms ?? '', parentName: null, children: [] };
}

/** `GET /system/menu/list`: the caller's menus matching the filter, flat (the UI builds the tree). */
export async function listMenus(db: Executor, caller: LoginUser, query: URLSearchParams) {
  return (await menuList.all(db, query, callerMenusOf(db, caller))).map(menuView);
}

/** `GET /system/menu/{menuId}`. */
export async function getMenu(db: Executor, menuId: number) {
  const [row] = await db.select().from(sysMenu).where(eq(sysMenu.menuId, menuId));
  if (!row) throw new ServiceError(MENU_NOT_FOUND_MSG);
  return menuView(row);
}

/** Menu writes run one at a time: their uniqueness and tree checks read the whole table. */
async function lockMenus(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7302, 2)`);
}

/**
 * `POST /system/menu`: a new menu after the checks of `requireValidMenu`; answers its menuId.
 * getRouters reads the table on every call, so a new page shows in the menu at once.
 */
export async function addMenu(db: Database, caller: LoginUser, input: MenuInput): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMenus(tx);
    await requireValidMenu(tx, caller, input, null);
    const [row] = await tx
      .insert(sysMenu)
      .values({ ...input, createBy: caller.userName })
      .returning({ menuId: sysMenu.menuId });
    return row.menuId;
  });
}

/** `PUT /system/menu`: changes a menu after the same checks plus the edit-only ones. */
export async function editMenu(db: Database, caller: LoginUser, menuId: number, input: MenuInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMenus(tx);
    const [existing] = await tx.select().from(sysMenu).where(eq(sysMenu.menuId, menuId)).for('update');
    if (!existing) throw new ServiceError(MENU_NOT_FOUND_MSG);
    await requireValidMenu(tx, caller, input, existing);
    await tx
      .update(sysMenu)
      .set({ ...input, updateBy: caller.userName, updateTime: new Date() })
      .where(eq(sysMenu.menuId, menuId));
  });
}

/** One comma-joined list of `updateSort`, as numbers; anything else is refused with `message`. */
function numbersOf(text: string, message: string, valid: (value: number) => boolean): number[] {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^\d{1,16}$/.test(part) || !valid(Number(part)))) throw new ServiceError(message);
  return parts.map(Number);
}

/**
 * `PUT /system/menu/updateSort`: sets each named menu's order number to its partner in
 * `orderNums`, all or none.
 */
export async function sortMenus(db: Database, caller: LoginUser, menuIdsText: string, orderNumsText: string): Promise<void> {
  if (menuIdsText.trim() === '') throw new ServiceError('菜单编号不能为空');
  const menuIds = numbersOf(menuIdsText, '菜单编号格式不正确', (id) => id > 0 && id <= Number.MAX_SAFE_INTEGER);
  const orderNums = numbersOf(orderNumsText, '显示顺序必须是整数', (order) => order <= DISPLAY_ORDER_MAX);
  if (menuIds.length !== orderNums.length) throw new ServiceError(MENU_SORT_MISMATCH_MSG);
  await db.transaction(async (tx) => {
    await lockMenus(tx);
    const found = await tx.select({ menuId: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.menuId, menuIds));
    if (found.length !== new Set(menuIds).size) throw new ServiceError(MENU_NOT_FOUND_MSG);
    for (const [i, menuId] of menuIds.entries()) {
      await tx
        .update(sysMenu)
        .set({ orderNum: orderNums[i], updateBy: caller.userName, updateTime: new Date() })
        .where(eq(sysMenu.menuId, menuId));
    }
  });
}

/**
 * `DELETE /system/menu/{menuId}`: removes a menu for good. A menu with children or carried by a
 * role is refused with the reference's warnings (code 601). The row is locked first, so a role
 * write assigning it concurrently either finishes before the check or finds the menu gone.
 */
export async function removeMenu(db: Database, menuId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMenus(tx);
    const [menu] = await tx.select({ menuId: sysMenu.menuId }).from(sysMenu).where(eq(sysMenu.menuId, menuId)).for('update');
    if (!menu) throw new ServiceError(MENU_NOT_FOUND_MSG);
    const [{ children }] = await tx.select({ children: count() }).from(sysMenu).where(eq(sysMenu.parentId, menuId));
    if (children > 0) throw new ServiceError(MENU_HAS_CHILDREN_MSG, WARN);
    const [{ roles }] = await tx.select({ roles: count() }).from(sysRoleMenu).where(eq(sysRoleMenu.menuId, menuId));
    if (roles > 0) throw new ServiceError(MENU_ASSIGNED_MSG, WARN);
    await tx.delete(sysMenu).where(eq(sysMenu.menuId, menuId));
  });
}

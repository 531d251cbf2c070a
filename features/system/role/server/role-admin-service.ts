/**
 * The back office's roles (contract 5.2): the list, its export, the picker and one role, and the
 * writes (add, edit, status, delete). Data scope and user assignment have their own services.
 */
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID } from '@/lib/security/built-in';
import { ServiceError } from '@/lib/backend/http/errors';
import { always, contains, daysOf, equals, tableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import { requireRolesInScope, roleScopeOf } from '@/lib/security/data-scope';
import { requireMenusHeld, requireMenusHeldInRole, requireRolesHeld } from '@/lib/security/grant-guard';
import {
  ADMIN_ROLE_MSG,
  changeableRole,
  lockRoles,
  requireHoldersOutranked,
  lockRolesById,
  visibleRole,
  type SysRoleRow,
} from '@/features/system/server/role-guard';
import type { z } from 'zod';
import type { roleSchema, RoleWire } from '../contract';

type RoleInput = z.infer<typeof roleSchema>;

/** A role as the contract's SysRole: the computed `admin` and `flag`, and the lists only forms send. */
export function roleView(row: SysRoleRow): RoleWire {
  return { ...wireRow(row), flag: false, menuIds: null, deptIds: null, permissions: null, admin: row.roleId === ADMIN_ROLE_ID };
}

/**
 * `GET /system/role/list` and its export (contract 5.2): present roles the caller may see (contract
 * 3.2); name and key contain, status equals, created on the given days. By roleSort unless asked
 * otherwise.
 */
export const roleList = tableList(sysRole, {
  filters: [
    always(eq(sysRole.delFlag, '0')),
    contains('roleName', sysRole.roleName, 30),
    contains('roleKey', sysRole.roleKey),
    equals('status', sysRole.status, 1),
    daysOf(sysRole.createTime),
  ],
  sortable: ['roleId', 'roleName', 'roleKey', 'roleSort', 'status', 'createTime'],
  order: [asc(sysRole.roleSort), asc(sysRole.roleId)],
  wire: (rows) => rows.map(roleView),
});

/** One page of the roles the query asks for that the caller may see. */
export function listRoles(db: Executor, caller: LoginUser, query: URLSearchParams) {
  return roleList.page(db, query, () => roleScopeOf(db, caller, 'system:role:list'));
}

/** Every role matching the export's filters that the caller may export (exports never page). */
export function exportableRoles(db: Executor, caller: LoginUser, query: URLSearchParams): Promise<SysRoleRow[]> {
  return roleList.all(db, query, () => roleScopeOf(db, caller, 'system:role:export'));
}

/** `GET /system/role/optionselect`: every role the caller may see, for pickers. */
export async function roleOptions(db: Executor, caller: LoginUser) {
  const rows = await db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.delFlag, '0'), await roleScopeOf(db, caller, 'system:role:query')))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
  return rows.map(roleView);
}

/** `GET /system/role/{roleId}`: one role within the caller's scope. */
export async function getRole(db: Executor, caller: LoginUser, roleId: number) {
  return roleView(await visibleRole(db, caller, roleId, 'system:role:query'));
}

export const MENU_NOT_FOUND_MSG = '所选菜单不存在';

async function roleExists(db: Executor, condition: SQL): Promise<boolean> {
  const [row] = await db
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(and(condition, eq(sysRole.delFlag, '0')))
    .limit(1);
  return row !== undefined;
}

/** Unique name and key among present roles other than `exceptId`; `verb` is 新增 or 修改. */
async function requireUniqueRole(db: Executor, input: RoleInput, exceptId: number | null, verb: string): Promise<void> {
  const others = (condition: SQL) => (exceptId === null ? condition : and(condition, ne(sysRole.roleId, exceptId))!);
  if (await roleExists(db, others(eq(sysRole.roleName, input.roleName))))
    throw new ServiceError(`${verb}角色'${input.roleName}'失败，角色名称已存在`);
  if (await roleExists(db, others(eq(sysRole.roleKey, input.roleKey))))
    throw new ServiceError(`${verb}角色'${input.roleName}'失败，角色权限已存在`);
}

/**
 * Every id names a menu: a role never points at menus that are not there. The rows stay share-
 * locked until the transaction ends, so a menu deletion waits and then sees the new assignment.
 */
async function requireMenus(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ menuId: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.menuId, ids)).for('share');
  if (found.length !== ids.length) throw new ServiceError(MENU_NOT_FOUND_MSG);
}

async function replaceRoleMenus(tx: Executor, roleId: number, menuIds: number[]): Promise<void> {
  await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  if (menuIds.length > 0) await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
}

/**
 * `POST /system/role`: a new role with its menus, in one transaction; unique name and key
 * among roles not deleted. New roles see all data (dataScope "1") until their scope is set.
 * Answers the new roleId.
 */
export async function addRole(db: Database, user: LoginUser, input: RoleInput): Promise<number> {
  return db.transaction(async (tx) => {
    await lockRoles(tx);
    await requireUniqueRole(tx, input, null, '新增');
    await requireMenus(tx, input.menuIds);
    await requireMenusHeld(tx, user, input.menuIds);
    const { menuIds: menus, ...fields } = input;
    const [role] = await tx
      .insert(sysRole)
      .values({ ...fields, dataScope: '1', createBy: user.userName })
      .returning({ roleId: sysRole.roleId });
    await replaceRoleMenus(tx, role.roleId, menus);
    return role.roleId;
  });
}

/**
 * `PUT /system/role`: changes a role and replaces its menus, in one transaction. Not role 1; the
 * role must be within the caller's scope. The grant guard looks at what the change gives: menus
 * the role did not have, or all of them when a disabled role is enabled; menus the role already
 * had stay even if the caller lacks them, so an editor can rename a role above their own rank.
 * Menus given are given at the role's data scope, which the caller's own must cover (see
 * `requireMenusHeldInRole`). The data scope is not changed here: that is `PUT /system/role/dataScope`, with its own checks.
 * Permissions are read from the tables on every call, so holders feel the change at once.
 */
export async function editRole(db: Database, caller: LoginUser, roleId: number, input: RoleInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRoles(tx);
    const role = await changeableRole(tx, caller, roleId, 'system:role:edit');
    await requireHoldersOutranked(tx, caller, [roleId]);
    await requireUniqueRole(tx, input, roleId, '修改');
    await requireMenus(tx, input.menuIds);
    const current = new Set(
      (await tx.select({ menuId: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId))).map((row) => row.menuId),
    );
    const enabling = role.status !== '0' && input.status === '0';
    await requireMenusHeldInRole(tx, caller, roleId, enabling ? input.menuIds : input.menuIds.filter((menuId) => !current.has(menuId)));
    const { menuIds, ...fields } = input;
    await tx
      .update(sysRole)
      .set({ ...fields, updateBy: caller.userName, updateTime: new Date() })
      .where(eq(sysRole.roleId, roleId));
    await replaceRoleMenus(tx, roleId, menuIds);
  });
}

/**
 * `PUT /system/role/changeStatus`: enables or disables a role (not role 1). Enabling hands the
 * role's permissions back to its holders, so the grant guard applies to it.
 */
export async function changeRoleStatus(db: Database, caller: LoginUser, roleId: number, status: string): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await changeableRole(tx, caller, roleId, 'system:role:edit');
    await requireHoldersOutranked(tx, caller, [roleId]);
    if (role.status !== '0' && status === '0') await requireRolesHeld(tx, caller, [roleId]);
    await tx.update(sysRole).set({ status, updateBy: caller.userName, updateTime: new Date() }).where(eq(sysRole.roleId, roleId));
  });
}

/**
 * `DELETE /system/role/{roleIds}`: soft-deletes every named role or none. Role 1 and roles a
 * present user holds are refused (`<roleName>已分配,不能删除`); the roles' menu, department and
 * leftover user links go with them.
 */
export async function removeRoles(db: Database, caller: LoginUser, roleIds: number[]): Promise<void> {
  if (roleIds.includes(ADMIN_ROLE_ID)) throw new ServiceError(ADMIN_ROLE_MSG);
  await db.transaction(async (tx) => {
    await lockRoles(tx);
    const roles = await lockRolesById(tx, roleIds);
    await requireRolesInScope(tx, caller, 'system:role:remove', roleIds);
    const held = await tx
      .selectDistinct({ roleId: sysUserRole.roleId })
      .from(sysUserRole)
      .innerJoin(sysUser, and(eq(sysUser.userId, sysUserRole.userId), eq(sysUser.delFlag, '0')))
      .where(inArray(sysUserRole.roleId, roleIds));
    const heldIds = new Set(held.map((row) => row.roleId));
    const assigned = roles.find((role) => heldIds.has(role.roleId));
    if (assigned) throw new ServiceError(`${assigned.roleName}已分配,不能删除`);
    await tx
      .update(sysRole)
      .set({ delFlag: '2', updateBy: caller.userName, updateTime: new Date() })
      .where(inArray(sysRole.roleId, roleIds));
    await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, roleIds));
    await tx.delete(sysRoleDept).where(inArray(sysRoleDept.roleId, roleIds));
    await tx.delete(sysUserRole).where(inArray(sysUserRole.roleId, roleIds));
  });
}

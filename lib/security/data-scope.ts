import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/backend/db/client';
import { sysDept, sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID } from '@/lib/security/built-in';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from './caller';
import { isSuperAdmin, permsOf } from './authorities';

/** The values of `sys_role.data_scope` (contract 3.2). */
export const DATA_SCOPE = { all: '1', custom: '2', ownDept: '3', ownDeptAndBelow: '4', self: '5' } as const;
export const DATA_SCOPES: readonly string[] = Object.values(DATA_SCOPE);

export const USER_OUT_OF_SCOPE_MSG = '没有权限访问用户数据！';
export const ROLE_OUT_OF_SCOPE_MSG = '没有权限访问角色数据！';
export const DEPT_OUT_OF_SCOPE_MSG = '没有权限访问部门数据！';

/** The columns a scope filters on: the row's department and, where the row is a user, its user id. */
export interface ScopeColumns {
  deptId: AnyPgColumn;
  userId: AnyPgColumn | null;
}

/** A role of the caller that grants some permission, with the data scope it grants it at. */
export interface ScopingRole {
  roleId: number;
  dataScope: string;
}

/**
 * The caller's enabled roles by each permission their enabled menus grant: only the roles
 * granting an endpoint's permission decide what its lists show (contract 3.2). The admin role's
 * menus count for nobody, as in permissions.
 */
export async function scopingRolesByPermission(db: Executor, caller: LoginUser): Promise<Map<string, ScopingRole[]>> {
  const rows = await db
    .select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope, perms: sysMenu.perms })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.roleId, sysUserRole.roleId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')))
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.roleId))
    .innerJoin(sysMenu, and(eq(sysMenu.menuId, sysRoleMenu.menuId), eq(sysMenu.status, '0')))
    .where(and(eq(sysUserRole.userId, caller.userId), ne(sysRole.roleId, ADMIN_ROLE_ID)));
  const granting = new Map<string, Map<number, string>>();
  for (const row of rows) {
    for (const perm of permsOf(row.perms)) {
      if (!granting.has(perm)) granting.set(perm, new Map());
      granting.get(perm)!.set(row.roleId, row.dataScope);
    }
  }
  return new Map([...granting].map(([perm, roles]) => [perm, [...roles].map(([roleId, dataScope]) => ({ roleId, dataScope }))]));
}

/** Whether the roles granting a permission show every row (scope "all"). */
export function seesAll(roles: ScopingRole[]): boolean {
  return roles.some((role) => role.dataScope === DATA_SCOPE.all);
}

/**
 * The rows `caller` may see through an endpoint guarded by `permission`, as a parameterised
 * predicate over `columns` (contract 3.2; never SQL text, see contract 9 item 15): undefined
 * means every row (the super administrator, or a role with scope "all"); several roles OR
 * together; a caller whose roles grant nothing relevant sees nothing.
 */
export async function dataScopeOf(db: Executor, caller: LoginUser, permission: string, columns: ScopeColumns): Promise<SQL | undefined> {
  if (isSuperAdmin(caller.userId)) return undefined;
  const roles = (await scopingRolesByPermission(db, caller)).get(permission) ?? [];
  return scopeOfRoles(db, caller, roles, columns);
}

/** The predicate of `dataScopeOf` for roles already looked up (the caller is not the super administrator). */
export function scopeOfRoles(db: Executor, caller: LoginUser, roles: ScopingRole[], columns: ScopeColumns): SQL | undefined {
  if (seesAll(roles)) return undefined;
  const ownDept = caller.deptId ?? -1;
  const predicates: SQL[] = [];
  const custom = roles.filter((role) => role.dataScope === DATA_SCOPE.custom).map((role) => role.roleId);
  if (custom.length > 0) {
    predicates.push(
      inArray(columns.deptId, db.select({ deptId: sysRoleDept.deptId }).from(sysRoleDept).where(inArray(sysRoleDept.roleId, custom))),
    );
  }
  if (roles.some((role) => role.dataScope === DATA_SCOPE.ownDept)) predicates.push(eq(columns.deptId, ownDept));
  if (roles.some((role) => role.dataScope === DATA_SCOPE.ownDeptAndBelow)) {
    const below = db
      .select({ deptId: sysDept.deptId })
      .from(sysDept)
      .where(sql`${String(ownDept)} = any(string_to_array(${sysDept.ancestors}, ','))`);
    predicates.push(or(eq(columns.deptId, ownDept), inArray(columns.deptId, below))!);
  }
  if (roles.some((role) => role.dataScope === DATA_SCOPE.self))
    predicates.push(columns.userId ? eq(columns.userId, caller.userId) : sql`false`);
  return predicates.length > 0 ? or(...predicates) : sql`false`;
}

/** The columns of a department row, for scopes over sys_dept. */
export const DEPT_SCOPE_COLUMNS: ScopeColumns = { deptId: sysDept.deptId, userId: null };

/** The users `caller` may see through `permission`. */
export function userScopeOf(db: Executor, caller: LoginUser, permission: string): Promise<SQL | undefined> {
  return dataScopeOf(db, caller, permission, { deptId: sysUser.deptId, userId: sysUser.userId });
}

/** The departments `caller` may see through `permission` (scope "self only" shows none). */
export function deptScopeOf(db: Executor, caller: LoginUser, permission: string): Promise<SQL | undefined> {
  return dataScopeOf(db, caller, permission, DEPT_SCOPE_COLUMNS);
}

/**
 * The roles `caller` may see through `permission`: as in the reference, those held by a user the
 * caller may see. A role nobody holds is then visible only to callers who see every user.
 */
export async function roleScopeOf(db: Executor, caller: LoginUser, permission: string): Promise<SQL | undefined> {
  const users = await userScopeOf(db, caller, permission);
  if (users === undefined) return undefined;
  const holders = db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .innerJoin(sysUser, and(eq(sysUser.userId, sysUserRole.userId), eq(sysUser.delFlag, '0')))
    .where(users);
  return inArray(sysRole.roleId, holders);
}

async function requireAllVisible(
  db: Executor,
  ids: number[],
  scope: SQL | undefined,
  idColumn: AnyPgColumn,
  table: typeof sysUser | typeof sysRole | typeof sysDept,
  message: string,
): Promise<void> {
  if (scope === undefined || ids.length === 0) return;
  const visible = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(inArray(idColumn, ids), scope));
  if (visible.length !== new Set(ids).size) throw new ServiceError(message);
}

/** By-id check of user endpoints: every named user is within the caller's scope (`没有权限访问用户数据！`). */
export async function requireUsersInScope(db: Executor, caller: LoginUser, permission: string, userIds: number[]): Promise<void> {
  await requireAllVisible(db, userIds, await userScopeOf(db, caller, permission), sysUser.userId, sysUser, USER_OUT_OF_SCOPE_MSG);
}

/** By-id check of role endpoints (`没有权限访问角色数据！`). */
export async function requireRolesInScope(db: Executor, caller: LoginUser, permission: string, roleIds: number[]): Promise<void> {
  await requireAllVisible(db, roleIds, await roleScopeOf(db, caller, permission), sysRole.roleId, sysRole, ROLE_OUT_OF_SCOPE_MSG);
}

/**
 * A change to a role reaches every present holder of it: each must be a user the caller may see
 * through `permission`, or the role counts as beyond the caller's scope (`没有权限访问角色数据！`).
 * Seeing one holder is enough to see a role, never to change what it gives everyone else.
 */
export async function requireRoleHoldersInScope(db: Executor, caller: LoginUser, permission: string, holderIds: number[]): Promise<void> {
  await requireAllVisible(db, holderIds, await userScopeOf(db, caller, permission), sysUser.userId, sysUser, ROLE_OUT_OF_SCOPE_MSG);
}

/** By-id check of department endpoints (`没有权限访问部门数据！`). */
export async function requireDeptsInScope(db: Executor, caller: LoginUser, permission: string, deptIds: number[]): Promise<void> {
  await requireAllVisible(db, deptIds, await deptScopeOf(db, caller, permission), sysDept.deptId, sysDept, DEPT_OUT_OF_SCOPE_MSG);
}

import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID } from '@/lib/backend/db/seed/system';
import { containsText, dayRangeOf, orderOf, textFilter, withinDays, type DayRange } from '@/lib/backend/http/list-query';
import type { Page } from '@/lib/backend/http/paging';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/features/auth/server/login-user';
import { roleScopeOf } from '@/features/system/server/data-scope';
import { visibleRole, type SysRoleRow } from '@/features/system/server/role-guard';

export interface RoleFilter {
  roleName: string;
  roleKey: string;
  status: string;
  created: DayRange;
}

/** The list filters of contract 5.2: name and key contain, status equals, created on the given days. */
export function roleFilterOf(query: URLSearchParams): RoleFilter {
  return {
    roleName: textFilter(query, 'roleName', 30),
    roleKey: textFilter(query, 'roleKey'),
    status: textFilter(query, 'status', 1),
    created: dayRangeOf(query),
  };
}

/** Sortable properties of the list (`orderByColumn`); nothing else reaches ORDER BY. */
const ROLE_SORTABLE = {
  roleId: sysRole.roleId,
  roleName: sysRole.roleName,
  roleKey: sysRole.roleKey,
  roleSort: sysRole.roleSort,
  status: sysRole.status,
  createTime: sysRole.createTime,
};

/** The order a list asks for, else the reference's: by roleSort. */
export function roleOrderOf(query: URLSearchParams): SQL[] {
  return orderOf(query, ROLE_SORTABLE, [asc(sysRole.roleSort), asc(sysRole.roleId)]);
}

/** A role as the contract's SysRole: the computed `admin` and `flag`, and the lists only forms send. */
export function roleView(row: SysRoleRow) {
  return { ...wireRow(row), flag: false, menuIds: null, deptIds: null, permissions: null, admin: row.roleId === ADMIN_ROLE_ID };
}

/** Present roles matching the filter that `caller` may see through `permission` (contract 3.2). */
async function whereOf(db: Executor, caller: LoginUser, permission: string, filter: RoleFilter): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [
    eq(sysRole.delFlag, '0'),
    await roleScopeOf(db, caller, permission),
    ...withinDays(sysRole.createTime, filter.created),
  ];
  if (filter.roleName) conditions.push(containsText(sysRole.roleName, filter.roleName));
  if (filter.roleKey) conditions.push(containsText(sysRole.roleKey, filter.roleKey));
  if (filter.status) conditions.push(eq(sysRole.status, filter.status));
  return and(...conditions);
}

/** `GET /system/role/list`: one page of the roles the caller may see. */
export async function listRoles(db: Executor, caller: LoginUser, filter: RoleFilter, order: SQL[], page: Page) {
  const where = await whereOf(db, caller, 'system:role:list', filter);
  const [{ total }] = await db.select({ total: count() }).from(sysRole).where(where);
  const rows = await db
    .select()
    .from(sysRole)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows: rows.map(roleView) };
}

/** Every role matching the filter that the caller may export (exports never page). */
export async function exportableRoles(db: Executor, caller: LoginUser, filter: RoleFilter, order: SQL[]): Promise<SysRoleRow[]> {
  return db
    .select()
    .from(sysRole)
    .where(await whereOf(db, caller, 'system:role:export', filter))
    .orderBy(...order);
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

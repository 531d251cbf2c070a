import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID } from '@/lib/backend/db/seed/system';
import { always, contains, daysOf, equals, tableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/features/auth/server/login-user';
import { roleScopeOf } from '@/features/system/server/data-scope';
import { visibleRole, type SysRoleRow } from '@/features/system/server/role-guard';

/** A role as the contract's SysRole: the computed `admin` and `flag`, and the lists only forms send. */
export function roleView(row: SysRoleRow) {
  return { ...wireRow(row), flag: false, menuIds: null, deptIds: null, permissions: null, admin: row.roleId === ADMIN_ROLE_ID };
}

/**
 * `GET /system/role/list` and its export (contract 5.2): present roles the caller may see (contract
 * 3.2); name and key contain, status equals, created on the given days. By roleSort unless asked
 * otherwise.
 */
const roleList = tableList(sysRole, {
  filters: [
    always(eq(sysRole.delFlag, '0')),
    contains('roleName', sysRole.roleName, 30),
    contains('roleKey', sysRole.roleKey),
    equals('status', sysRole.status, 1),
    daysOf(sysRole.createTime),
  ],
  sortable: {
    roleId: sysRole.roleId,
    roleName: sysRole.roleName,
    roleKey: sysRole.roleKey,
    roleSort: sysRole.roleSort,
    status: sysRole.status,
    createTime: sysRole.createTime,
  },
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

import { eq } from 'drizzle-orm';
import { sysRoleMenu, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import type { Harness } from './api-harness';
import { registeredUser, type Person } from './member-helpers';

/** Seeded menu ids the role and menu tests grant (features/system/server/seed/menus.ts). */
export const MENU = {
  system: 1,
  userPage: 100,
  rolePage: 101,
  menuPage: 102,
  deptPage: 103,
  userEdit: 1002,
  userRemove: 1003,
  roleQuery: 1007,
  roleAdd: 1008,
  roleEdit: 1009,
  roleRemove: 1010,
  roleExport: 1011,
  menuQuery: 1012,
  menuAdd: 1013,
  menuEdit: 1014,
  menuRemove: 1015,
} as const;

let seq = 0;

/** A role form with a name and key no other test uses. */
export function roleForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  const tag = `${process.pid % 10000}_${seq}`;
  return {
    roleName: `测试角色${tag}`,
    roleKey: `test_role_${tag}`,
    roleSort: seq,
    status: '0',
    menuIds: [],
    menuCheckStrictly: true,
    deptCheckStrictly: true,
    remark: '',
    ...overrides,
  };
}

/** Adds a role through the API as the signed-in harness administrator; answers its id. */
export async function newRole(api: Harness, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await api.call('POST', '/system/role', { body: roleForm(overrides) });
  if (answer.body.code !== 200) throw new Error(`role not added: ${answer.body.msg}`);
  return Number(answer.body.data);
}

/** A signed-in user of department `deptId` holding exactly `roleIds` (set in the tables). */
export async function staffMember(api: Harness, deptId: number | null, roleIds: number[]): Promise<Person> {
  const person = await registeredUser(api);
  const db = api.backend.deps.db;
  await db.update(sysUser).set({ deptId }).where(eq(sysUser.userId, person.userId));
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, person.userId));
  if (roleIds.length > 0) await db.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: person.userId, roleId })));
  return person;
}

/** The ids of the roles a user holds, ascending. */
export async function rolesOf(api: Harness, userId: number): Promise<number[]> {
  const rows = await api.backend.deps.db.select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId));
  return rows.map((row) => row.roleId).sort((a, b) => a - b);
}

/** The ids of the menus a role carries, ascending. */
export async function menusOf(api: Harness, roleId: number): Promise<number[]> {
  const rows = await api.backend.deps.db.select({ menuId: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  return rows.map((row) => row.menuId).sort((a, b) => a - b);
}

/** The shared setup of the role-admin API tests: one harness per test file, started before its tests. */
import { eq } from 'drizzle-orm';
import { sysRole, sysRoleDept } from '@/lib/backend/db/schema';
import type { Harness } from '@/tests/support/api-harness';
import { featureSuite, type Call } from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';
import { MENU } from '@/tests/support/role-helpers';

export const ADMIN_ROLE = '不允许操作超级管理员角色';

export const ROLE_OUT_OF_SCOPE = '没有权限访问角色数据！';

export const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export let api: Harness;

export let member: Person;

export let admin: Call;

export const role = async (roleId: number) => (await api.backend.deps.db.select().from(sysRole).where(eq(sysRole.roleId, roleId)))[0];

export const deptsOf = async (roleId: number) =>
  (await api.backend.deps.db.select({ deptId: sysRoleDept.deptId }).from(sysRoleDept).where(eq(sysRoleDept.roleId, roleId)))
    .map((row) => row.deptId)
    .sort((a, b) => a - b);

/**
 * A role manager whose custom data scope is department 102: they see the roles held by users of
 * that department (their own, `insider`), not those held elsewhere (`outsider`, department 103).
 */
export let manager: Person;

export let managerRole: number;

export let insiderRole: number;

export let outsiderRole: number;

const USER_PAGE = [MENU.system, MENU.userPage];

featureSuite(
  {
    people: ['member'],
    holders: {
      manager: {
        deptId: 102,
        role: {
          roleName: '角色管理员',
          roleKey: 'role_manager',
          menuIds: [MENU.system, MENU.rolePage, MENU.roleQuery, MENU.roleAdd, MENU.roleEdit, MENU.roleRemove, MENU.roleExport],
        },
      },
      insider: { deptId: 102, role: { roleName: '部门内角色', menuIds: USER_PAGE } },
      outsider: { deptId: 103, role: { roleName: '部门外角色', menuIds: USER_PAGE } },
    },
  },
  async (suite) => {
    ({ api, admin, member, manager } = suite);
    [managerRole, insiderRole, outsiderRole] = [suite.manager.roleId, suite.insider.roleId, suite.outsider.roleId];
    expect((await admin('PUT', '/system/role/dataScope', { roleId: managerRole, dataScope: '2', deptIds: [102] })).body.code).toBe(200);
  },
);

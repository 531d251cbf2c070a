import { eq } from 'drizzle-orm';
import { sysRole, sysRoleDept, sysUserRole } from '@/lib/backend/db/schema';
import { chinaToday } from '@/lib/format/date-time';
import { startHarness, type Harness } from '@/tests/support/api-harness';
import { registeredUser, type Person } from '@/tests/support/member-helpers';
import { MENU, menusOf, newRole, roleForm, staffMember } from '@/tests/support/role-helpers';
import { readXlsxRows } from '@/tests/support/xlsx';
import { BAD_SORT, FORBIDDEN } from '@/tests/support/answers';

const ADMIN_ROLE = '不允许操作超级管理员角色';
const ROLE_OUT_OF_SCOPE = '没有权限访问角色数据！';
const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let api: Harness;
let member: Person;
const admin = (method: string, path: string, body?: unknown) => api.call(method, path, { body });
const role = (roleId: number) =>
  api.backend.deps.db
    .select()
    .from(sysRole)
    .where(eq(sysRole.roleId, roleId))
    .then((rows) => rows[0]);
const deptsOf = async (roleId: number) =>
  (await api.backend.deps.db.select({ deptId: sysRoleDept.deptId }).from(sysRoleDept).where(eq(sysRoleDept.roleId, roleId)))
    .map((row) => row.deptId)
    .sort((a, b) => a - b);

/**
 * A role manager whose custom data scope is department 102: they see the roles held by users of
 * that department (their own, `insider`), not those held elsewhere (`outsider`, department 103).
 */
let manager: Person;
let managerRole: number;
let insiderRole: number;
let outsiderRole: number;

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
  member = await registeredUser(api);
  managerRole = await newRole(api, {
    roleName: '角色管理员',
    roleKey: 'role_manager',
    menuIds: [MENU.system, MENU.rolePage, MENU.roleQuery, MENU.roleAdd, MENU.roleEdit, MENU.roleRemove, MENU.roleExport],
  });
  expect((await admin('PUT', '/system/role/dataScope', { roleId: managerRole, dataScope: '2', deptIds: [102] })).body.code).toBe(200);
  manager = await staffMember(api, 102, [managerRole]);
  insiderRole = await newRole(api, { roleName: '部门内角色', menuIds: [MENU.system, MENU.userPage] });
  outsiderRole = await newRole(api, { roleName: '部门外角色', menuIds: [MENU.system, MENU.userPage] });
  await staffMember(api, 102, [insiderRole]);
  await staffMember(api, 103, [outsiderRole]);
});
afterAll(() => api?.close());

describe('role administration', () => {
  test('a registered member is refused every role call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/system/role/list'],
      ['GET', '/system/role/export'],
      ['POST', '/system/role/export'],
      ['GET', '/system/role/optionselect'],
      ['GET', `/system/role/${insiderRole}`],
      ['PUT', '/system/role', { ...roleForm(), roleId: insiderRole }],
      ['PUT', '/system/role/dataScope', { roleId: insiderRole, dataScope: '1' }],
      ['PUT', '/system/role/changeStatus', { roleId: insiderRole, status: '1' }],
      ['DELETE', `/system/role/${insiderRole}`],
      ['GET', `/system/role/deptTree/${insiderRole}`],
    ];
    for (const [method, path, body] of calls)
      expect([method, path, (await member.call(method, path, body)).body]).toEqual([method, path, FORBIDDEN]);
    expect((await role(insiderRole)).status).toBe('0');
  });

  test('list: filters, roleSort order, paging, whitelisted sorting and the SysRole fields', async () => {
    const first = await newRole(api, { roleName: '列表角色乙', roleKey: 'list_case_b', roleSort: 50 });
    const second = await newRole(api, { roleName: '列表角色甲', roleKey: 'list_case_a', roleSort: 40, status: '1' });
    const list = async (query: string) => (await admin('GET', `/system/role/list?${query}`)).body;

    const all = await list('roleKey=list_case');
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
    const rows = all.rows as Record<string, unknown>[];
    expect(rows.map((row) => row.roleId)).toEqual([second, first]);
    expect(rows[0]).toEqual({
      roleId: second,
      roleName: '列表角色甲',
      roleKey: 'list_case_a',
      roleSort: 40,
      dataScope: '1',
      menuCheckStrictly: true,
      deptCheckStrictly: true,
      status: '1',
      delFlag: '0',
      createBy: 'admin',
      createTime: expect.stringMatching(WIRE_TIME),
      updateBy: '',
      updateTime: null,
      remark: '',
      flag: false,
      menuIds: null,
      deptIds: null,
      permissions: null,
      admin: false,
    });
    expect((await list('roleName=列表角色乙')).total).toBe(1);
    expect((await list('roleKey=LIST_CASE&status=1')).rows).toMatchObject([{ roleId: second }]);
    const today = chinaToday();
    expect((await list(`roleKey=list_case&params%5BbeginTime%5D=${today}&params%5BendTime%5D=${today}`)).total).toBe(2);
    expect((await list('roleKey=list_case&params%5BbeginTime%5D=2999-01-01')).total).toBe(0);
    const paged = await list('roleKey=list_case&pageNum=2&pageSize=1&orderByColumn=roleSort&isAsc=descending');
    expect(paged.total).toBe(2);
    expect((paged.rows as { roleId: number }[]).map((row) => row.roleId)).toEqual([second]);
    expect(((await list('pageSize=100')).rows as { roleId: number; admin: boolean }[]).find((row) => row.roleId === 1)).toMatchObject({
      admin: true,
    });

    expect((await list(`roleName=${encodeURIComponent("' or 1=1 --")}`)).total).toBe(0);
    // A page number beyond any list is an empty page, never a database error.
    for (const pageNum of ['1e308', 'Infinity', '-1', 'x'])
      expect(await list(`roleKey=list_case&pageNum=${pageNum}`)).toMatchObject({ code: 200, total: 2 });
    expect((await list('roleKey=list_case&pageNum=1e308')).rows).toEqual([]);
    expect((await list('orderByColumn=role_sort%3Bdrop%20table%20sys_role')).msg).toBe(BAD_SORT);
    expect((await list('orderByColumn=delFlag')).msg).toBe(BAD_SORT);
    expect((await list('orderByColumn=roleSort&isAsc=up')).msg).toBe(BAD_SORT);
  });

  test('list, optionselect and get by id are limited to the caller’s data scope', async () => {
    const visible = async (path: string) => {
      const body = (await manager.call('GET', path)).body;
      return ((body.rows ?? body.data) as { roleId: number }[]).map((row) => row.roleId).sort((a, b) => a - b);
    };
    expect(await visible('/system/role/list?pageSize=100')).toEqual([managerRole, insiderRole]);
    expect(await visible('/system/role/optionselect')).toEqual([managerRole, insiderRole]);
    expect(((await admin('GET', '/system/role/optionselect')).body.data as { roleId: number }[]).map((row) => row.roleId)).toEqual(
      expect.arrayContaining([1, 2, 3, managerRole, insiderRole, outsiderRole]),
    );

    expect((await manager.call('GET', `/system/role/${insiderRole}`)).body).toMatchObject({
      code: 200,
      data: { roleId: insiderRole, roleName: '部门内角色' },
    });
    expect((await manager.call('GET', `/system/role/${outsiderRole}`)).body).toEqual({ code: 500, msg: ROLE_OUT_OF_SCOPE });
    expect((await manager.call('GET', '/system/role/99999')).body).toEqual({ code: 500, msg: '角色不存在' });
    expect((await admin('GET', '/system/role/abc')).body.msg).toBe("请求参数类型不匹配，参数[roleId]要求为数字，但输入值为：'abc'");
  });

  test('edit: replaces the menus, keeps names and keys unique, never touches role 1, applies at once', async () => {
    const roleId = await newRole(api, { roleName: '待修改角色', roleKey: 'to_edit', menuIds: [MENU.system, MENU.userPage] });
    await newRole(api, { roleName: '已有名称', roleKey: 'taken_key' });
    const holder = await staffMember(api, 104, [roleId]);
    expect((await holder.call('GET', '/getInfo')).body.permissions).toEqual(['system:user:list']);
    const form = {
      ...roleForm({
        roleName: '已修改角色',
        roleKey: 'edited',
        roleSort: 7,
        menuIds: [MENU.system, MENU.rolePage, MENU.roleQuery],
        remark: '改过',
      }),
      roleId,
      dataScope: '5',
    };

    expect((await admin('PUT', '/system/role', form)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await role(roleId)).toMatchObject({
      roleName: '已修改角色',
      roleKey: 'edited',
      roleSort: 7,
      remark: '改过',
      dataScope: '1',
      updateBy: 'admin',
    });
    expect(await menusOf(api, roleId)).toEqual([MENU.system, MENU.rolePage, MENU.roleQuery]);
    expect((await holder.call('GET', '/getInfo')).body.permissions).toEqual(['system:role:list', 'system:role:query']);

    const msg = async (overrides: Record<string, unknown>) => (await admin('PUT', '/system/role', { ...form, ...overrides })).body.msg;
    expect(await msg({ roleName: '已有名称' })).toBe("修改角色'已有名称'失败，角色名称已存在");
    expect(await msg({ roleKey: 'taken_key' })).toBe("修改角色'已修改角色'失败，角色权限已存在");
    expect(await msg({ roleKey: 'admin' })).toBe("修改角色'已修改角色'失败，角色权限已存在");
    expect(await msg({ roleId: 1 })).toBe(ADMIN_ROLE);
    expect(await msg({ roleId: 99999 })).toBe('角色不存在');
    expect(await msg({ roleId: undefined })).toBe('参数[roleId]不能为空');
    expect(await msg({ roleName: '' })).toBe('角色名称不能为空');
    expect(await msg({ menuIds: [MENU.system, 99999] })).toBe('所选菜单不存在');
    expect(await menusOf(api, roleId)).toEqual([MENU.system, MENU.rolePage, MENU.roleQuery]);
    expect((await role(1)).roleName).toBe('超级管理员');

    // A role's own name may stay as it is.
    expect((await admin('PUT', '/system/role', { ...form, roleSort: 8 })).body.code).toBe(200);
  });

  test('the grant guard: an editor gives only menus whose permissions they hold', async () => {
    const target = await newRole(api, { roleName: '越权目标', menuIds: [MENU.system, MENU.userPage, MENU.userRemove] });
    await staffMember(api, 102, [target]);
    const form = {
      ...roleForm({ roleName: '越权目标', menuIds: [MENU.system, MENU.userPage, MENU.userRemove, MENU.userEdit] }),
      roleId: target,
    };
    expect((await manager.call('PUT', '/system/role', form)).body).toEqual({ code: 500, msg: '不能授予自己没有的权限' });
    expect(await menusOf(api, target)).toEqual([MENU.system, MENU.userPage, MENU.userRemove]);

    // Menus the role already had may stay; new ones must be the editor's own, and given at a data
    // scope the editor's covers: the role sees all data, the editor department 102 only.
    const within = {
      ...form,
      roleName: '越权目标改名',
      menuIds: [MENU.system, MENU.userPage, MENU.userRemove, MENU.rolePage, MENU.roleQuery],
    };
    expect((await manager.call('PUT', '/system/role', within)).body).toEqual({ code: 500, msg: '不能授予自己没有的权限' });
    expect(await menusOf(api, target)).toEqual([MENU.system, MENU.userPage, MENU.userRemove]);
    expect((await admin('PUT', '/system/role/dataScope', { roleId: target, dataScope: '2', deptIds: [102] })).body.code).toBe(200);
    expect((await manager.call('PUT', '/system/role', within)).body.code).toBe(200);
    expect(await menusOf(api, target)).toEqual(
      [MENU.system, MENU.userPage, MENU.rolePage, MENU.userRemove, MENU.roleQuery].sort((a, b) => a - b),
    );

    // Outside the editor's scope, and role 1, nothing changes.
    expect((await manager.call('PUT', '/system/role', { ...roleForm(), roleId: outsiderRole })).body.msg).toBe(ROLE_OUT_OF_SCOPE);
    expect((await manager.call('PUT', '/system/role', { ...roleForm(), roleId: 1 })).body.msg).toBe(ADMIN_ROLE);
  });

  test('changeStatus: disabling takes the permissions away at once; role 1 and unknown ids are refused', async () => {
    const roleId = await newRole(api, { menuIds: [MENU.system, MENU.rolePage] });
    const holder = await staffMember(api, 102, [roleId]);
    const status = (caller: typeof admin | Person['call'], body: unknown) => caller('PUT', '/system/role/changeStatus', body);

    expect((await status(admin, { roleId, status: '1' })).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await role(roleId)).status).toBe('1');
    expect((await holder.call('GET', '/getInfo')).body.permissions).toEqual([]);
    expect((await status(admin, { roleId: 1, status: '1' })).body.msg).toBe(ADMIN_ROLE);
    expect((await status(admin, { roleId: 99999, status: '1' })).body.msg).toBe('角色不存在');
    expect((await status(admin, { roleId, status: '7' })).body.msg).toBe('角色状态只能是0或1');
    expect((await status(admin, { roleId })).body.msg).toBe('角色状态不能为空');

    // Enabling hands permissions back: the manager may not enable a role above their own rights.
    const powerful = await newRole(api, { menuIds: [MENU.system, MENU.userPage, MENU.userRemove], status: '1' });
    await staffMember(api, 102, [powerful]);
    expect((await status(manager.call, { roleId: powerful, status: '0' })).body.msg).toBe('不能授予自己没有的权限');
    expect((await status(manager.call, { roleId: outsiderRole, status: '1' })).body.msg).toBe(ROLE_OUT_OF_SCOPE);
    // Enabling also hands out the role's data scope: all data is beyond the manager's department.
    expect((await status(manager.call, { roleId, status: '0' })).body.msg).toBe('不能授予自己没有的权限');
    expect((await admin('PUT', '/system/role/dataScope', { roleId, dataScope: '2', deptIds: [102] })).body.code).toBe(200);
    expect((await status(manager.call, { roleId, status: '0' })).body.code).toBe(200);
    expect((await holder.call('GET', '/getInfo')).body.permissions).toEqual(['system:role:list']);
  });

  test('dataScope: replaces the departments (custom scope only), checks them and the role', async () => {
    const roleId = await newRole(api);
    await staffMember(api, 102, [roleId]);
    const scope = (caller: typeof admin | Person['call'], body: Record<string, unknown>) =>
      caller('PUT', '/system/role/dataScope', { roleId, ...body });

    expect((await scope(admin, { dataScope: '2', deptIds: [101, 103], deptCheckStrictly: false })).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await role(roleId)).toMatchObject({ dataScope: '2', deptCheckStrictly: false });
    expect(await deptsOf(roleId)).toEqual([101, 103]);
    expect((await scope(admin, { dataScope: '2', deptIds: [102] })).body.code).toBe(200);
    expect(await deptsOf(roleId)).toEqual([102]);
    expect((await scope(admin, { dataScope: '4', deptIds: [103] })).body.code).toBe(200);
    expect(await role(roleId)).toMatchObject({ dataScope: '4', deptCheckStrictly: true });
    expect(await deptsOf(roleId)).toEqual([]);

    expect((await scope(admin, { dataScope: '6' })).body.msg).toBe('数据范围只能是1到5');
    expect((await scope(admin, {})).body.msg).toBe('数据范围不能为空');
    expect((await scope(admin, { dataScope: '2', deptIds: ['x'] })).body.msg).toBe('部门编号格式不正确');
    expect((await scope(admin, { dataScope: '2', deptIds: [101, 99999] })).body.msg).toBe('部门不存在');
    expect((await scope(admin, { roleId: 1, dataScope: '2', deptIds: [101] })).body.msg).toBe(ADMIN_ROLE);
    expect((await scope(admin, { roleId: 99999, dataScope: '1' })).body.msg).toBe('角色不存在');
    expect(await role(roleId)).toMatchObject({ dataScope: '4' });

    // The manager sees department 102 only: they may not hand out 103.
    expect((await scope(manager.call, { dataScope: '2', deptIds: [103] })).body.msg).toBe('没有权限访问部门数据！');
    expect((await scope(manager.call, { dataScope: '2', deptIds: [102] })).body.code).toBe(200);
    expect(await deptsOf(roleId)).toEqual([102]);
  });

  test('deptTree: checked departments (parents left out when linked) and the department tree', async () => {
    const roleId = await newRole(api);
    expect((await admin('PUT', '/system/role/dataScope', { roleId, dataScope: '2', deptIds: [100, 101, 103] })).body.code).toBe(200);
    const tree = (await admin('GET', `/system/role/deptTree/${roleId}`)).body;
    expect(tree.code).toBe(200);
    expect(tree.checkedKeys).toEqual([101, 103]);
    const depts = tree.depts as { id: number; label: string; disabled: boolean; children?: unknown[] }[];
    expect(depts).toHaveLength(1);
    expect(depts[0]).toMatchObject({ id: 100, label: '录音师协会', disabled: false });
    expect(depts[0].children).toEqual(
      expect.arrayContaining([
        { id: 101, label: '秘书处', disabled: false },
        { id: 103, label: '培训部', disabled: false },
      ]),
    );

    expect(
      (await admin('PUT', '/system/role/dataScope', { roleId, dataScope: '2', deptIds: [100, 101, 103], deptCheckStrictly: false })).body
        .code,
    ).toBe(200);
    expect((await admin('GET', `/system/role/deptTree/${roleId}`)).body.checkedKeys).toEqual([100, 101, 103]);

    // The manager's tree holds only their own department; roles beyond their scope are refused.
    await staffMember(api, 102, [roleId]);
    expect((await manager.call('GET', `/system/role/deptTree/${roleId}`)).body.depts).toEqual([
      { id: 102, label: '会员部', disabled: false },
    ]);
    expect((await manager.call('GET', `/system/role/deptTree/${outsiderRole}`)).body).toEqual({ code: 500, msg: ROLE_OUT_OF_SCOPE });
    expect((await admin('GET', '/system/role/deptTree/99999')).body).toEqual({ code: 500, msg: '角色不存在' });
  });

  test('delete: refused while assigned and for role 1, all or nothing; soft delete removes the links', async () => {
    const free = await newRole(api, { roleName: '可删除角色', roleKey: 'deletable', menuIds: [MENU.system, MENU.userPage] });
    expect((await admin('PUT', '/system/role/dataScope', { roleId: free, dataScope: '2', deptIds: [101] })).body.code).toBe(200);
    const held = await newRole(api, { roleName: '在用角色' });
    const holder = await staffMember(api, 104, [held]);

    expect((await admin('DELETE', `/system/role/${free},${held}`)).body).toEqual({ code: 500, msg: '在用角色已分配,不能删除' });
    expect((await admin('DELETE', `/system/role/${free},1`)).body.msg).toBe(ADMIN_ROLE);
    expect((await admin('DELETE', `/system/role/${free},99999`)).body.msg).toBe('角色不存在');
    expect((await admin('DELETE', `/system/role/${free},x`)).body.msg).toMatch(/^请求参数类型不匹配，参数\[roleIds\]/);
    expect((await manager.call('DELETE', `/system/role/${outsiderRole}`)).body.msg).toBe(ROLE_OUT_OF_SCOPE);
    expect((await role(free)).delFlag).toBe('0');

    expect((await admin('DELETE', `/system/role/${free}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await role(free)).toMatchObject({ delFlag: '2', updateBy: 'admin' });
    expect(await menusOf(api, free)).toEqual([]);
    expect(await deptsOf(free)).toEqual([]);
    expect((await admin('GET', `/system/role/${free}`)).body.msg).toBe('角色不存在');
    expect((await admin('GET', '/system/role/list?roleKey=deletable')).body.total).toBe(0);
    // The name and key of a deleted role are free again.
    expect((await admin('POST', '/system/role', roleForm({ roleName: '可删除角色', roleKey: 'deletable' }))).body.code).toBe(200);

    // Once its holder is gone the role can go too.
    await api.backend.deps.db.delete(sysUserRole).where(eq(sysUserRole.userId, holder.userId));
    expect((await admin('DELETE', `/system/role/${held}`)).body.code).toBe(200);
  });

  test('export: both flows, the contract columns, the data-scope and status words', async () => {
    const roleId = await newRole(api, { roleName: '导出角色', roleKey: 'export_case', roleSort: 77, status: '1' });
    expect((await admin('PUT', '/system/role/dataScope', { roleId, dataScope: '4' })).body.code).toBe(200);
    await newRole(api, { roleName: '=导出公式', roleKey: 'export_case_formula', roleSort: 78 });

    const posted = await api.call('POST', '/system/role/export', {
      rawBody: 'roleKey=export_case',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(readXlsxRows(posted.bytes)).toEqual([
      ['角色序号', '角色名称', '角色权限', '角色排序', '数据范围', '角色状态'],
      [String(roleId), '导出角色', 'export_case', '77', '本部门及以下数据权限', '停用'],
      [expect.any(String), '\t=导出公式', 'export_case_formula', '78', '全部数据权限', '正常'],
    ]);

    const stored = await admin('GET', '/system/role/export?roleKey=export_case');
    expect(String(stored.body.msg)).toMatch(/^[0-9a-f]{32}_角色数据\.xlsx$/);
    expect((await admin('GET', '/system/role/export?orderByColumn=password')).body.msg).toBe(BAD_SORT);

    // The manager exports only the roles in their scope.
    const scoped = await api.call('POST', '/system/role/export', {
      rawBody: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      jar: manager.jar,
    });
    const names = readXlsxRows(scoped.bytes)
      .slice(1)
      .map((row) => row[1]);
    expect(names).toEqual(expect.arrayContaining(['角色管理员', '部门内角色']));
    expect(names).not.toContain('部门外角色');
    expect(names).not.toContain('导出角色');
  });
});

import { eq } from 'drizzle-orm';
import { sysUserRole } from '@/lib/backend/db/schema';
import type { Person } from '@/tests/support/member-helpers';
import { MENU, menusOf, newRole, roleForm, staffMember } from '@/tests/support/role-helpers';
import { readXlsxRows } from '@/tests/support/xlsx';
import { BAD_SORT } from '@/tests/support/answers';
import { ADMIN_ROLE, ROLE_OUT_OF_SCOPE, admin, api, deptsOf, manager, outsiderRole, role } from './role-admin-suite';
import { postForm, workbookRows, temporaryExport } from '@/tests/support/feature-suite';

describe('role administration: status, data scope, delete and export', () => {
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

  test('a role held inside and outside the caller’s scope, or by someone above them, is not theirs to change', async () => {
    const shared = await newRole(api, { menuIds: [MENU.system, MENU.userPage] });
    const inside = await staffMember(api, 102, [shared]);
    await staffMember(api, 103, [shared]);
    const form = roleForm({ roleId: shared, menuIds: [MENU.system, MENU.userPage] });
    // The manager sees the role through its holder in department 102, and may not change it for the holder in 103.
    expect((await manager.call('GET', `/system/role/${shared}`)).body.code).toBe(200);
    expect((await manager.call('PUT', '/system/role/changeStatus', { roleId: shared, status: '1' })).body.msg).toBe(ROLE_OUT_OF_SCOPE);
    expect((await manager.call('PUT', '/system/role', form)).body.msg).toBe(ROLE_OUT_OF_SCOPE);
    expect((await manager.call('PUT', '/system/role/dataScope', { roleId: shared, dataScope: '5' })).body.msg).toBe(ROLE_OUT_OF_SCOPE);
    expect((await role(shared)).status).toBe('0');
    expect((await inside.call('GET', '/getInfo')).body.permissions).toEqual(['system:user:list']);

    // A role held in the manager's own department by someone who holds more than the manager.
    const strong = await newRole(api, { menuIds: [MENU.system, MENU.userPage] });
    const above = await newRole(api, { menuIds: [MENU.system, MENU.userPage, MENU.userRemove] });
    await staffMember(api, 102, [strong, above]);
    expect((await manager.call('PUT', '/system/role/changeStatus', { roleId: strong, status: '1' })).body.msg).toBe(
      '不能操作权限高于自己的用户',
    );
    expect((await role(strong)).status).toBe('0');
    expect((await admin('PUT', '/system/role/changeStatus', { roleId: strong, status: '1' })).body.code).toBe(200);
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

    const posted = await postForm(api, '/system/role/export', 'roleKey=export_case');
    expect(workbookRows(posted)).toEqual([
      ['角色序号', '角色名称', '角色权限', '角色排序', '数据范围', '角色状态'],
      [String(roleId), '导出角色', 'export_case', '77', '本部门及以下数据权限', '停用'],
      [expect.any(String), '\t=导出公式', 'export_case_formula', '78', '全部数据权限', '正常'],
    ]);

    await temporaryExport(admin, '/system/role/export?roleKey=export_case', '角色数据');
    expect((await admin('GET', '/system/role/export?orderByColumn=password')).body.msg).toBe(BAD_SORT);

    // The manager exports only the roles in their scope.
    const scoped = await postForm(api, '/system/role/export', '', manager.jar);
    const names = readXlsxRows(scoped.bytes)
      .slice(1)
      .map((row) => row[1]);
    expect(names).toEqual(expect.arrayContaining(['角色管理员', '部门内角色']));
    expect(names).not.toContain('部门外角色');
    expect(names).not.toContain('导出角色');
  });
});

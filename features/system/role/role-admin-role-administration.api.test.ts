import { chinaToday } from '@/lib/format/date-time';
import { MENU, menusOf, newRole, roleForm, staffMember } from '@/tests/support/role-helpers';
import { BAD_SORT } from '@/tests/support/answers';
import {
  ADMIN_ROLE,
  ROLE_OUT_OF_SCOPE,
  WIRE_TIME,
  admin,
  api,
  insiderRole,
  manager,
  managerRole,
  member,
  outsiderRole,
  role,
} from './role-admin-suite';
import { expectRefused } from '@/tests/support/feature-suite';

describe('role administration', () => {
  test("a registered member's role writes are refused and change nothing", async () => {
    await expectRefused(member, [
      ['POST', '/system/role/export'],
      ['PUT', '/system/role', { ...roleForm(), roleId: insiderRole }],
      ['PUT', '/system/role/dataScope', { roleId: insiderRole, dataScope: '1' }],
      ['PUT', '/system/role/changeStatus', { roleId: insiderRole, status: '1' }],
      ['DELETE', `/system/role/${insiderRole}`],
    ]);
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
      roleEsName: '',
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

  test('the grant guard: an editor gives only menus whose permissions they hold, to roles whose holders they match', async () => {
    const target = await newRole(api, { roleName: '越权目标', menuIds: [MENU.system, MENU.rolePage] });
    expect((await admin('PUT', '/system/role/dataScope', { roleId: target, dataScope: '2', deptIds: [102] })).body.code).toBe(200);
    await staffMember(api, 102, [target]);
    const form = {
      ...roleForm({ roleName: '越权目标', menuIds: [MENU.system, MENU.rolePage, MENU.userEdit] }),
      roleId: target,
    };
    expect((await manager.call('PUT', '/system/role', form)).body).toEqual({ code: 500, msg: '不能授予自己没有的权限' });
    expect(await menusOf(api, target)).toEqual([MENU.system, MENU.rolePage]);
    const within = { ...form, roleName: '越权目标改名', menuIds: [MENU.system, MENU.rolePage, MENU.roleQuery] };
    expect((await manager.call('PUT', '/system/role', within)).body.code).toBe(200);
    expect(await menusOf(api, target)).toEqual([MENU.system, MENU.rolePage, MENU.roleQuery]);

    // A role whose holder holds more than the editor (a menu the editor lacks, or a wider data
    // scope) is not the editor's to change, as that holder is not theirs to change.
    const above = await newRole(api, { roleName: '高权角色', menuIds: [MENU.system, MENU.userPage, MENU.userRemove] });
    await staffMember(api, 102, [above]);
    const rename = { ...roleForm({ roleName: '高权角色改名', menuIds: [MENU.system, MENU.userPage, MENU.userRemove] }), roleId: above };
    expect((await manager.call('PUT', '/system/role', rename)).body).toEqual({ code: 500, msg: '不能操作权限高于自己的用户' });
    const wide = await newRole(api, { roleName: '全部数据角色', menuIds: [MENU.system, MENU.rolePage] });
    await staffMember(api, 102, [wide]);
    expect(
      (await manager.call('PUT', '/system/role', { ...roleForm({ menuIds: [MENU.system, MENU.rolePage] }), roleId: wide })).body.msg,
    ).toBe('不能操作权限高于自己的用户');

    // Outside the editor's scope, and role 1, nothing changes.
    expect((await manager.call('PUT', '/system/role', { ...roleForm(), roleId: outsiderRole })).body.msg).toBe(ROLE_OUT_OF_SCOPE);
    expect((await manager.call('PUT', '/system/role', { ...roleForm(), roleId: 1 })).body.msg).toBe(ADMIN_ROLE);
  });
});

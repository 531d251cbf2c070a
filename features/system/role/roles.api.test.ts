import { eq } from 'drizzle-orm';
import { sysMenu, sysRole, sysRoleMenu } from '@/lib/backend/db/schema';
import type { Harness } from '@/tests/support/api-harness';
import { featureSuite, type Call } from '@/tests/support/feature-suite';
import { registeredUser, type Person } from '@/tests/support/member-helpers';
import { newRole, roleForm, rolesOf } from '@/tests/support/role-helpers';

let api: Harness;
let admin: Call;
let member: Person;
featureSuite({ people: ['member'] }, (suite) => {
  ({ api, admin, member } = suite);
});

const rolesNamed = (roleName: string) => api.backend.deps.db.select().from(sysRole).where(eq(sysRole.roleName, roleName));

describe('POST /system/role', () => {
  test('a member may not add roles', async () => {
    expect((await member.call('POST', '/system/role', roleForm())).body).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
  });

  test('validation and unknown menus are refused and nothing is saved', async () => {
    const msg = async (overrides: Record<string, unknown>) =>
      (await admin('POST', '/system/role', roleForm({ roleName: '不应保存', ...overrides }))).body.msg;
    expect(await msg({ roleName: '' })).toBe('角色名称不能为空');
    expect(await msg({ roleName: '角'.repeat(31) })).toBe('角色名称长度不能超过30个字符');
    expect(await msg({ roleKey: undefined })).toBe('权限字符不能为空');
    expect(await msg({ roleKey: 'k'.repeat(101) })).toBe('权限字符长度不能超过100个字符');
    expect(await msg({ roleSort: undefined })).toBe('显示顺序不能为空');
    expect(await msg({ roleSort: 'abc' })).toBe('显示顺序必须是整数');
    expect(await msg({ status: '3' })).toBe('角色状态只能是0或1');
    expect(await msg({ menuIds: ['x'] })).toBe('菜单编号格式不正确');
    expect(await msg({ menuIds: 'select 1' })).toBe('菜单编号格式不正确');
    expect(await msg({ menuCheckStrictly: 'maybe' })).toBe('菜单树选择项是否关联显示格式不正确');
    expect(await msg({ menuIds: [100, 99999] })).toBe('所选菜单不存在');
    expect(await rolesNamed('不应保存')).toHaveLength(0);
  });

  test('a role is stored with its menus; names and keys stay unique', async () => {
    const roleId = await newRole(api, {
      roleName: '审核员',
      roleKey: 'auditor',
      menuIds: [4, 123, 1130, '1131'],
      menuCheckStrictly: false,
      remark: '会员审核',
    });
    expect(await rolesNamed('审核员')).toMatchObject([
      { roleId, roleKey: 'auditor', dataScope: '1', menuCheckStrictly: false, deptCheckStrictly: true, status: '0', createBy: 'admin' },
    ]);
    const menus = await api.backend.deps.db.select({ menuId: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
    expect(menus.map((row) => row.menuId).sort((a, b) => a - b)).toEqual([4, 123, 1130, 1131]);

    expect((await admin('POST', '/system/role', roleForm({ roleName: '审核员' }))).body.msg).toBe("新增角色'审核员'失败，角色名称已存在");
    expect((await admin('POST', '/system/role', roleForm({ roleName: '审核员二', roleKey: 'auditor' }))).body.msg).toBe(
      "新增角色'审核员二'失败，角色权限已存在",
    );
    expect((await admin('POST', '/system/role', roleForm({ roleName: '冒充管理员', roleKey: 'admin' }))).body.msg).toBe(
      "新增角色'冒充管理员'失败，角色权限已存在",
    );
  });
});

describe('PUT /system/user/authRole', () => {
  const authRole = (call: Person['call'] | typeof admin, query: string) => call('PUT', `/system/user/authRole?${query}`);

  test('bad calls answer clear messages and change nothing', async () => {
    const target = await registeredUser(api);
    const before = await rolesOf(api, target.userId);
    expect((await authRole(member.call, `userId=${target.userId}&roleIds=2`)).body.code).toBe(403);
    expect((await authRole(admin, 'userId=1&roleIds=2')).body.msg).toBe('不允许操作超级管理员用户');
    expect((await authRole(admin, 'roleIds=2')).body.msg).toBe('参数[userId]不能为空');
    expect((await authRole(admin, 'userId=abc&roleIds=2')).body.msg).toBe("请求参数类型不匹配，参数[userId]要求为数字，但输入值为：'abc'");
    expect((await authRole(admin, `userId=${target.userId}&roleIds=2,x`)).body.msg).toMatch(/^请求参数类型不匹配，参数\[roleIds\]/);
    expect((await authRole(admin, 'userId=99999&roleIds=2')).body.msg).toBe('用户不存在');
    expect((await authRole(admin, `userId=${target.userId}&roleIds=2,99999`)).body.msg).toBe('角色不存在');
    expect(await rolesOf(api, target.userId)).toEqual(before);
  });

  test("the user's next /getInfo and /getRouters follow the new roles", async () => {
    const target = await registeredUser(api);
    // The declarations page (125) with its directory, wherever the menu tree keeps it.
    const [page] = await api.backend.deps.db.select({ parentId: sysMenu.parentId }).from(sysMenu).where(eq(sysMenu.menuId, 125));
    const [directory] = await api.backend.deps.db.select({ path: sysMenu.path }).from(sysMenu).where(eq(sysMenu.menuId, page.parentId));
    const roleId = await newRole(api, { roleKey: 'declare_reviewer', menuIds: [page.parentId, 125, 1150] });
    expect((await target.call('GET', '/getInfo')).body.permissions).toEqual([]);

    expect((await authRole(admin, `userId=${target.userId}&roleIds=${roleId}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await rolesOf(api, target.userId)).toEqual([roleId]);
    const info = await target.call('GET', '/getInfo');
    expect(info.body.roles).toEqual(['declare_reviewer']);
    expect(info.body.permissions).toEqual(['bll:declare:list', 'bll:declare:query']);
    const routers = (await target.call('GET', '/getRouters?shell=portal')).body.data as { path: string; children?: { path: string }[] }[];
    expect(routers.map((router) => router.path)).toEqual([`/${directory.path}`]);
    expect(routers[0].children?.map((child) => child.path)).toEqual(['declare']);
    expect((await target.call('GET', '/declare/list')).body.code).toBe(200);

    // Indexed and repeated forms are read too; an empty list takes every role away.
    expect((await authRole(admin, `userId=${target.userId}&roleIds%5B0%5D=2&roleIds%5B1%5D=${roleId}`)).body.code).toBe(200);
    expect(await rolesOf(api, target.userId)).toEqual([2, roleId]);
    expect((await authRole(admin, `userId=${target.userId}&roleIds=`)).body.code).toBe(200);
    expect((await target.call('GET', '/getInfo')).body).toMatchObject({ roles: [], permissions: [] });
    expect((await target.call('GET', '/declare/list')).body.code).toBe(403);
  });

  test('a user manager cannot change their own roles nor give or take the admin role', async () => {
    const manager = await registeredUser(api);
    const [target, adminHolder] = [await registeredUser(api), await registeredUser(api)];
    const managerRole = await newRole(api, { roleKey: 'user_manager', menuIds: [1, 100, 1002] });
    expect((await authRole(admin, `userId=${manager.userId}&roleIds=${managerRole}`)).body.code).toBe(200);
    expect((await manager.call('GET', '/getInfo')).body.permissions).toEqual(['system:user:edit', 'system:user:list']);

    expect((await authRole(manager.call, `userId=${manager.userId}&roleIds=${managerRole},2`)).body.msg).toBe('不能修改自己的角色');
    expect((await authRole(manager.call, `userId=${target.userId}&roleIds=1`)).body.msg).toBe('不允许分配超级管理员角色');
    expect((await authRole(manager.call, `userId=${target.userId}&roleIds=2&roleIds=${managerRole}`)).body.code).toBe(200);
    expect(await rolesOf(api, target.userId)).toEqual([2, managerRole]);

    // Only the super administrator gives the admin role, and only they change its holders.
    expect((await authRole(admin, `userId=${adminHolder.userId}&roleIds=1`)).body.code).toBe(200);
    expect((await authRole(manager.call, `userId=${adminHolder.userId}&roleIds=2`)).body.msg).toBe('不允许修改超级管理员角色用户的角色');
    expect(await rolesOf(api, adminHolder.userId)).toEqual([1]);
  });

  test('nobody hands out permissions they do not hold', async () => {
    const manager = await registeredUser(api);
    const target = await registeredUser(api);
    // User edit (1002) and role add (1008) only.
    const managerRole = await newRole(api, { roleKey: 'limited_granter', menuIds: [1, 100, 101, 1002, 1008] });
    expect((await authRole(admin, `userId=${manager.userId}&roleIds=${managerRole}`)).body.code).toBe(200);

    const beyond = await manager.call('POST', '/system/role', roleForm({ menuIds: [1, 100, 1003] }));
    expect(beyond.body).toEqual({ code: 500, msg: '不能授予自己没有的权限' });
    const within = await manager.call('POST', '/system/role', roleForm({ menuIds: [1, 100, 1002] }));
    expect(within.body.code).toBe(200);

    const powerful = await newRole(api, { menuIds: [1, 100, 1003] });
    expect((await authRole(manager.call, `userId=${target.userId}&roleIds=${powerful}`)).body.msg).toBe('不能授予自己没有的权限');
    expect(await rolesOf(api, target.userId)).toEqual([2]);
    expect((await authRole(manager.call, `userId=${target.userId}&roleIds=${within.body.data}`)).body.code).toBe(200);
  });
});

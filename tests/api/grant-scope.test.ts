import { eq, inArray } from 'drizzle-orm';
import { sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { startHarness, type Harness } from '../support/api-harness';
import { MENU, rolesOf } from '../support/role-helpers';
import { staffUser, type Staff } from '../support/staff';

/**
 * A role's data scope counts as granted, per permission: nobody hands out, widens or matches a
 * scope wider than their own (security review items 1 and 2).
 */

const GRANT_BEYOND = { code: 500, msg: '不能授予自己没有的权限' };
const OUTRANKING = { code: 500, msg: '不能操作权限高于自己的用户' };
const OWN_ROLE_SCOPE = { code: 500, msg: '不能修改自己所属角色的数据权限' };
const PASSWORD = 'Grant#2026pw';

let api: Harness;
const db = () => api.backend.deps.db;

let seq = 0;
/** A role made straight in the database with the seeded menus carrying `perms`; answers its id. */
async function roleWith(perms: string[], dataScope: string, options: { scopeDepts?: number[]; status?: string } = {}): Promise<number> {
  seq += 1;
  const [role] = await db()
    .insert(sysRole)
    .values({ roleName: `授权范围角色${seq}`, roleKey: `grant_scope_${seq}`, roleSort: 70, dataScope, status: options.status ?? '0' })
    .returning({ roleId: sysRole.roleId });
  const menus = perms.length ? await db().select({ menuId: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.perms, perms)) : [];
  if (menus.length)
    await db()
      .insert(sysRoleMenu)
      .values(menus.map((menu) => ({ roleId: role.roleId, menuId: menu.menuId })));
  if (options.scopeDepts?.length)
    await db()
      .insert(sysRoleDept)
      .values(options.scopeDepts.map((deptId) => ({ roleId: role.roleId, deptId })));
  return role.roleId;
}

/** A user of `deptId` holding `roleIds` (never signed in); answers the id. */
async function userWith(deptId: number, roleIds: number[]): Promise<number> {
  seq += 1;
  const [user] = await db()
    .insert(sysUser)
    .values({ userName: `grant_user_${seq}`, nickName: `授权用户${seq}`, deptId })
    .returning({ userId: sysUser.userId });
  if (roleIds.length)
    await db()
      .insert(sysUserRole)
      .values(roleIds.map((roleId) => ({ userId: user.userId, roleId })));
  return user.userId;
}

/** A role that a user of department 103 holds, so that callers seeing that department see the role. */
async function heldRole(perms: string[], dataScope: string, options: { scopeDepts?: number[]; status?: string } = {}): Promise<number> {
  const roleId = await roleWith(perms, dataScope, options);
  await userWith(103, [roleId]);
  return roleId;
}

const roleRow = async (roleId: number) => (await db().select().from(sysRole).where(eq(sysRole.roleId, roleId)))[0];
const userRow = async (userId: number) => (await db().select().from(sysUser).where(eq(sysUser.userId, userId)))[0];

/** A role and user manager who sees their own department (103) only. */
let scoped: Staff;

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
  scoped = await staffUser(api, {
    perms: [
      'system:role:list',
      'system:role:query',
      'system:role:edit',
      'system:user:list',
      'system:user:query',
      'system:user:add',
      'system:user:edit',
      'system:user:resetPwd',
    ],
    dataScope: '3',
    deptId: 103,
  });
});
afterAll(() => api?.close());

describe('PUT /system/role/dataScope', () => {
  test('nobody but the super administrator changes the scope of a role they hold', async () => {
    const outsider = await userWith(101, []);
    expect((await scoped.call('PUT', '/system/role/dataScope', { roleId: scoped.roleId, dataScope: '1' })).body).toEqual(OWN_ROLE_SCOPE);
    expect((await scoped.call('PUT', '/system/role/dataScope', { roleId: scoped.roleId, dataScope: '5' })).body).toEqual(OWN_ROLE_SCOPE);
    expect((await roleRow(scoped.roleId)).dataScope).toBe('3');
    const listed = ((await scoped.call('GET', '/system/user/list?pageSize=500')).body.rows as { userId: number }[]).map(
      (row) => row.userId,
    );
    expect(listed).not.toContain(outsider);
  });

  test('a scope wider than the caller’s own is refused; narrower ones pass', async () => {
    const peerRole = await heldRole(['system:user:list'], '3');
    const scope = (dataScope: string, deptIds: number[] = []) =>
      scoped.call('PUT', '/system/role/dataScope', { roleId: peerRole, dataScope, deptIds });
    expect((await scope('1')).body).toEqual(GRANT_BEYOND);
    expect((await scope('4')).body).toEqual(GRANT_BEYOND);
    expect((await roleRow(peerRole)).dataScope).toBe('3');
    expect((await scope('2', [103])).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await scope('5')).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await roleRow(peerRole)).dataScope).toBe('5');
  });

  test('the check is per permission: seeing all roles does not make the caller see all users', async () => {
    const caller = await staffUser(api, {
      perms: ['system:role:list', 'system:role:query', 'system:role:edit'],
      dataScope: '1',
      deptId: 103,
    });
    await db()
      .insert(sysUserRole)
      .values({ userId: caller.userId, roleId: await roleWith(['system:user:list'], '3') });
    const userRole = await heldRole(['system:user:list'], '5');
    const roleOnly = await heldRole(['system:role:list'], '5');
    const scope = (roleId: number, dataScope: string, deptIds: number[] = []) =>
      caller.call('PUT', '/system/role/dataScope', { roleId, dataScope, deptIds });

    expect((await scope(userRole, '2', [103, 104])).body).toEqual(GRANT_BEYOND);
    expect((await scope(userRole, '1')).body).toEqual(GRANT_BEYOND);
    expect((await roleRow(userRole)).dataScope).toBe('5');
    expect((await scope(userRole, '2', [103])).body.code).toBe(200);
    expect((await scope(roleOnly, '1')).body.code).toBe(200);
    // The super administrator sets any scope.
    expect((await api.call('PUT', '/system/role/dataScope', { body: { roleId: userRole, dataScope: '1' } })).body.code).toBe(200);
  });
});

describe('handing out roles', () => {
  test('an all-data role is not given to a peer or a new account, through any door', async () => {
    const allData = await heldRole(['system:user:list'], '1');
    const target = await userWith(103, []);
    expect((await scoped.call('PUT', `/system/role/authUser/selectAll?roleId=${allData}&userIds=${target}`)).body).toEqual(GRANT_BEYOND);
    expect((await scoped.call('PUT', `/system/user/authRole?userId=${target}&roleIds=${allData}`)).body).toEqual(GRANT_BEYOND);
    const form = {
      userName: 'grant_new_account',
      nickName: '新账号',
      password: PASSWORD,
      deptId: 103,
      phonenumber: '',
      email: '',
      sex: '0',
      status: '0',
      remark: '',
      roleIds: [allData],
      postIds: [],
    };
    expect((await scoped.call('POST', '/system/user', form)).body).toEqual(GRANT_BEYOND);
    expect(await rolesOf(api, target)).toEqual([]);
    expect(await db().select().from(sysUser).where(eq(sysUser.userName, 'grant_new_account'))).toHaveLength(0);
  });

  test('scopes the caller covers pass: self only, and custom departments within the caller’s own', async () => {
    const give = async (roleId: number) => {
      const target = await userWith(103, []);
      return (await scoped.call('PUT', `/system/role/authUser/selectAll?roleId=${roleId}&userIds=${target}`)).body;
    };
    expect(await give(await heldRole(['system:user:list'], '5'))).toEqual({ code: 200, msg: '操作成功' });
    expect(await give(await heldRole(['system:user:list'], '2', { scopeDepts: [103] }))).toEqual({ code: 200, msg: '操作成功' });
    expect(await give(await heldRole(['system:user:list'], '2', { scopeDepts: [103, 104] }))).toEqual(GRANT_BEYOND);
    // "Own department" reaches whatever department the holder is in: only a caller seeing all covers it.
    expect(await give(await heldRole(['system:user:list'], '3'))).toEqual(GRANT_BEYOND);
  });

  test('enabling a role, or adding menus to it, hands its scope out too', async () => {
    const disabled = await heldRole(['system:user:list'], '1', { status: '1' });
    expect((await scoped.call('PUT', '/system/role/changeStatus', { roleId: disabled, status: '0' })).body).toEqual(GRANT_BEYOND);
    expect((await roleRow(disabled)).status).toBe('1');

    const edit = async (roleId: number) => {
      const row = await roleRow(roleId);
      const form = {
        roleId,
        roleName: row.roleName,
        roleKey: row.roleKey,
        roleSort: row.roleSort,
        status: '0',
        menuIds: [MENU.system, MENU.userPage],
      };
      return (await scoped.call('PUT', '/system/role', form)).body;
    };
    const allData = await heldRole([], '1');
    expect(await edit(allData)).toEqual(GRANT_BEYOND);
    expect(await db().select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, allData))).toHaveLength(0);
    expect(await edit(await heldRole([], '5'))).toEqual({ code: 200, msg: '操作成功' });
  });

  test('a menu edit does not give the carrying roles’ holders a permission at a wider scope', async () => {
    const db_ = db();
    const probe = `grantscope:probe${process.pid % 10000}:query`;
    const [owned] = await db_
      .insert(sysMenu)
      .values({ menuName: '范围探针', parentId: MENU.userPage, orderNum: 90, menuType: 'F', perms: probe })
      .returning({ menuId: sysMenu.menuId });
    const [given] = await db_
      .insert(sysMenu)
      .values({ menuName: '范围目标', parentId: MENU.userPage, orderNum: 91, menuType: 'F', perms: null })
      .returning({ menuId: sysMenu.menuId });
    const editor = await staffUser(api, {
      perms: ['system:menu:list', 'system:menu:query', 'system:menu:edit'],
      dataScope: '1',
      deptId: 103,
    });
    const probeRole = await roleWith([], '3');
    await db_.insert(sysRoleMenu).values({ roleId: probeRole, menuId: owned.menuId });
    await db_.insert(sysUserRole).values({ userId: editor.userId, roleId: probeRole });
    const carrier = await heldRole([], '1');
    await db_.insert(sysRoleMenu).values({ roleId: carrier, menuId: given.menuId });

    const form = {
      menuId: given.menuId,
      menuName: '范围目标',
      parentId: MENU.userPage,
      orderNum: 91,
      menuType: 'F',
      path: '',
      isFrame: '1',
      isCache: '0',
      visible: '0',
      status: '0',
      perms: probe,
      icon: '#',
    };
    expect((await editor.call('PUT', '/system/menu', form)).body).toEqual(GRANT_BEYOND);
    expect((await db_.select().from(sysMenu).where(eq(sysMenu.menuId, given.menuId)))[0].perms).toBeNull();
    await db_.update(sysRole).set({ dataScope: '5' }).where(eq(sysRole.roleId, carrier));
    expect((await editor.call('PUT', '/system/menu', form)).body).toEqual({ code: 200, msg: '操作成功' });
  });
});

describe('changing a user who holds a wider scope', () => {
  test('a peer with the same permissions at scope "all" outranks the caller; one at "self only" does not', async () => {
    const stronger = await userWith(103, [await roleWith(['system:user:list'], '1')]);
    const before = await userRow(stronger);
    expect((await scoped.call('PUT', '/system/user/resetPwd', { userId: stronger, password: PASSWORD })).body).toEqual(OUTRANKING);
    expect((await scoped.call('PUT', '/system/user/changeStatus', { userId: stronger, status: '1' })).body).toEqual(OUTRANKING);
    expect(await userRow(stronger)).toMatchObject({ password: before.password, status: '0' });

    const weaker = await userWith(103, [await roleWith(['system:user:list'], '5')]);
    expect((await scoped.call('PUT', '/system/user/resetPwd', { userId: weaker, password: PASSWORD })).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    // A disabled all-data role gives nothing today, so it does not make its holder outrank anyone.
    const dormant = await userWith(103, [await roleWith(['system:user:list'], '1', { status: '1' })]);
    expect((await scoped.call('PUT', '/system/user/resetPwd', { userId: dormant, password: PASSWORD })).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
  });
});

import { inArray } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { startHarness, type Harness } from '../support/api-harness';
import { staffUser, type Staff } from '../support/staff';
import { readXlsxRows } from '../support/xlsx';

const USER_SCOPE = '没有权限访问用户数据！';
const DEPT_SCOPE = '没有权限访问部门数据！';
const IMPORT_HEADER = ['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '账号状态'];

/** Every permission of the user and department screens. */
const ALL_PERMS = [
  'system:user:list',
  'system:user:query',
  'system:user:add',
  'system:user:edit',
  'system:user:remove',
  'system:user:export',
  'system:user:import',
  'system:user:resetPwd',
  'system:dept:list',
  'system:dept:query',
  'system:dept:add',
  'system:dept:edit',
  'system:dept:remove',
];

let api: Harness;
const admin = (method: string, path: string, body?: unknown) => api.call(method, path, { body });

/** The departments and users of the scenario: one user in each of 101, 102, 103, 104 and in a department below 103. */
const users = { inSecretariat: 0, inMembership: 0, inTraining: 0, belowTraining: 0, inInformation: 0 };
let belowTrainingDept = 0;
let trainingRole = 0;
let secretariatRole = 0;

async function addUser(userName: string, deptId: number): Promise<number> {
  const [row] = await api.backend.deps.db
    .insert(sysUser)
    .values({ userName, nickName: userName, deptId })
    .returning({ userId: sysUser.userId });
  return row.userId;
}

/** A role made straight in the database; answers its id. */
async function addRole(perms: string[], dataScope: string, options: { scopeDepts?: number[]; status?: string } = {}): Promise<number> {
  const db = api.backend.deps.db;
  const [role] = await db
    .insert(sysRole)
    .values({
      roleName: `范围角色${Math.random().toString(36).slice(2, 8)}`,
      roleKey: `scope_${Math.random().toString(36).slice(2, 10)}`,
      roleSort: 60,
      dataScope,
      status: options.status ?? '0',
    })
    .returning({ roleId: sysRole.roleId });
  const menus = perms.length ? await db.select({ menuId: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.perms, perms)) : [];
  if (menus.length) await db.insert(sysRoleMenu).values(menus.map((menu) => ({ roleId: role.roleId, menuId: menu.menuId })));
  if (options.scopeDepts?.length)
    await db.insert(sysRoleDept).values(options.scopeDepts.map((deptId) => ({ roleId: role.roleId, deptId })));
  return role.roleId;
}
const grant = (userId: number, roleId: number) => api.backend.deps.db.insert(sysUserRole).values({ userId, roleId });

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
  belowTrainingDept = Number((await admin('POST', '/system/dept', { parentId: 103, deptName: '录音培训组', orderNum: 1 })).body.data);
  users.inSecretariat = await addUser('scope_a', 101);
  users.inMembership = await addUser('scope_b', 102);
  users.inTraining = await addUser('scope_c', 103);
  users.belowTraining = await addUser('scope_x', belowTrainingDept);
  users.inInformation = await addUser('scope_e', 104);
  trainingRole = await addRole([], '1');
  secretariatRole = await addRole([], '1');
  await grant(users.inTraining, trainingRole);
  await grant(users.inSecretariat, secretariatRole);
});
afterAll(() => api?.close());

const scenarioIds = () => Object.values(users);
/** The scenario's users a caller sees in the user list. */
async function visibleUsers(staff: Staff, path = '/system/user/list?pageSize=500'): Promise<number[]> {
  const answer = await staff.call('GET', path);
  expect(answer.body.code).toBe(200);
  return (answer.body.rows as { userId: number }[])
    .map((row) => row.userId)
    .filter((id) => scenarioIds().includes(id))
    .sort((a, b) => a - b);
}
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);
const deptIds = async (staff: Staff) =>
  ((await staff.call('GET', '/system/dept/list')).body.data as { deptId: number }[]).map((row) => row.deptId);
const tree = async (staff: Staff) => (await staff.call('GET', '/system/user/deptTree')).body.data;

describe('what each data scope shows', () => {
  test('1 all: every user and department', async () => {
    const staff = await staffUser(api, { perms: ALL_PERMS, dataScope: '1', deptId: 103 });
    expect(await visibleUsers(staff)).toEqual(sorted(...scenarioIds()));
    expect(await deptIds(staff)).toEqual(expect.arrayContaining([100, 101, 102, 103, 104, belowTrainingDept]));
  });

  test('2 custom: the departments of the role, nothing else', async () => {
    const staff = await staffUser(api, { perms: ALL_PERMS, dataScope: '2', scopeDepts: [102, 104], deptId: 101 });
    expect(await visibleUsers(staff)).toEqual(sorted(users.inMembership, users.inInformation));
    expect(await deptIds(staff)).toEqual([102, 104]);
    expect(await tree(staff)).toEqual([
      { id: 102, label: '会员部', disabled: false },
      { id: 104, label: '信息部', disabled: false },
    ]);
  });

  test('3 own department: not even the departments below it', async () => {
    const staff = await staffUser(api, { perms: ALL_PERMS, dataScope: '3', deptId: 103 });
    expect(await visibleUsers(staff)).toEqual([users.inTraining]);
    expect(await deptIds(staff)).toEqual([103]);
    expect(await tree(staff)).toEqual([{ id: 103, label: '培训部', disabled: false }]);
  });

  test('4 own department and below', async () => {
    const staff = await staffUser(api, { perms: ALL_PERMS, dataScope: '4', deptId: 103 });
    expect(await visibleUsers(staff)).toEqual(sorted(users.inTraining, users.belowTraining));
    expect(await deptIds(staff)).toEqual([103, belowTrainingDept]);
    expect(await tree(staff)).toEqual([
      { id: 103, label: '培训部', disabled: false, children: [{ id: belowTrainingDept, label: '录音培训组', disabled: false }] },
    ]);
  });

  test('5 self only: the caller alone, and no departments', async () => {
    const staff = await staffUser(api, { perms: ALL_PERMS, dataScope: '5', deptId: 103 });
    const answer = await staff.call('GET', '/system/user/list');
    expect(answer.body).toMatchObject({ total: 1, rows: [{ userId: staff.userId }] });
    expect(await deptIds(staff)).toEqual([]);
    expect(await tree(staff)).toEqual([]);
    expect((await staff.call('GET', `/system/user/${staff.userId}`)).body.code).toBe(200);
    expect((await staff.call('GET', `/system/user/${users.inTraining}`)).body.msg).toBe(USER_SCOPE);
  });

  test('several roles OR together; only enabled roles granting the endpoint permission count', async () => {
    const staff = await staffUser(api, { perms: ['system:user:list'], dataScope: '3', deptId: 103 });
    await grant(staff.userId, await addRole(['system:user:list'], '2', { scopeDepts: [104] }));
    // Grants everything, but only for exports: the list keeps its own scope.
    await grant(staff.userId, await addRole(['system:user:export'], '1'));
    // Would show everything, but it is disabled.
    await grant(staff.userId, await addRole(['system:user:list'], '1', { status: '1' }));
    expect(await visibleUsers(staff)).toEqual(sorted(users.inTraining, users.inInformation));
    const exported = await api.call('POST', '/system/user/export', { jar: staff.jar });
    const exportedIds = readXlsxRows(exported.bytes)
      .slice(1)
      .map((row) => Number(row[0]))
      .filter((id) => scenarioIds().includes(id));
    expect(exportedIds.sort((a, b) => a - b)).toEqual(sorted(...scenarioIds()));
  });

  test('the roles a user form offers are those held by users within scope', async () => {
    const staff = await staffUser(api, { perms: ALL_PERMS, dataScope: '3', deptId: 103 });
    const offered = ((await staff.call('GET', '/system/user/')).body.roles as { roleId: number }[]).map((role) => role.roleId);
    expect(offered).toContain(trainingRole);
    expect(offered).not.toContain(secretariatRole);
  });
});

describe('by-id calls outside the scope', () => {
  let staff: Staff;
  beforeAll(async () => {
    staff = await staffUser(api, { perms: ALL_PERMS, dataScope: '2', scopeDepts: [102, 104], deptId: 101 });
  });

  test('user calls answer 没有权限访问用户数据！ for a user outside, 用户不存在 for none at all', async () => {
    const outside = users.inSecretariat;
    const form = { userId: outside, nickName: '越权', deptId: 102, phonenumber: '', email: '', sex: '0', status: '0', remark: '' };
    expect((await staff.call('GET', `/system/user/${outside}`)).body).toEqual({ code: 500, msg: USER_SCOPE });
    expect((await staff.call('GET', '/system/user/99999')).body).toEqual({ code: 500, msg: '用户不存在' });
    expect((await staff.call('GET', `/system/user/${users.inMembership}`)).body.code).toBe(200);
    expect((await staff.call('PUT', '/system/user', form)).body.msg).toBe(USER_SCOPE);
    expect((await staff.call('DELETE', `/system/user/${users.inMembership},${outside}`)).body.msg).toBe(USER_SCOPE);
    expect((await staff.call('PUT', '/system/user/resetPwd', { userId: outside, password: 'Scope#2026pw' })).body.msg).toBe(USER_SCOPE);
    expect((await staff.call('PUT', '/system/user/changeStatus', { userId: outside, status: '1' })).body.msg).toBe(USER_SCOPE);
    expect((await staff.call('GET', `/system/user/authRole/${outside}`)).body.msg).toBe(USER_SCOPE);
    expect((await staff.call('PUT', `/system/user/authRole?userId=${outside}&roleIds=${staff.roleId}`)).body.msg).toBe(USER_SCOPE);
    const [row] = await api.backend.deps.db
      .select()
      .from(sysUser)
      .where(inArray(sysUser.userId, [outside]));
    expect(row).toMatchObject({ nickName: 'scope_a', status: '0', delFlag: '0' });
    const [inside] = await api.backend.deps.db
      .select()
      .from(sysUser)
      .where(inArray(sysUser.userId, [users.inMembership]));
    expect(inside.delFlag).toBe('0');
  });

  test('a user cannot be put into a department outside the scope', async () => {
    const base = {
      nickName: '范围内',
      password: 'Scope#2026pw',
      phonenumber: '',
      email: '',
      sex: '0',
      status: '0',
      remark: '',
      roleIds: [],
    };
    expect((await staff.call('POST', '/system/user', { ...base, userName: 'scope_new1', deptId: 101 })).body.msg).toBe(DEPT_SCOPE);
    expect((await staff.call('POST', '/system/user', { ...base, userName: 'scope_new1', deptId: 102 })).body.code).toBe(200);
    const move = { userId: users.inMembership, nickName: 'scope_b', phonenumber: '', email: '', sex: '0', status: '0', remark: '' };
    expect((await staff.call('PUT', '/system/user', { ...move, deptId: 101 })).body.msg).toBe(DEPT_SCOPE);
    expect((await staff.call('PUT', '/system/user', { ...move, deptId: 104 })).body.code).toBe(200);
  });

  test('department calls answer 没有权限访问部门数据！ outside, 部门不存在 for none at all', async () => {
    const form = { parentId: 100, deptName: '秘书处', orderNum: 1, status: '0' };
    expect((await staff.call('GET', '/system/dept/101')).body).toEqual({ code: 500, msg: DEPT_SCOPE });
    expect((await staff.call('GET', '/system/dept/99999')).body).toEqual({ code: 500, msg: '部门不存在' });
    expect((await staff.call('GET', '/system/dept/102')).body.code).toBe(200);
    expect((await staff.call('PUT', '/system/dept', { ...form, deptId: 101 })).body.msg).toBe(DEPT_SCOPE);
    expect((await staff.call('DELETE', '/system/dept/101')).body.msg).toBe(DEPT_SCOPE);
    expect((await staff.call('DELETE', '/system/dept/99999')).body.msg).toBe('部门不存在');
    expect((await staff.call('POST', '/system/dept', { ...form, parentId: 101, deptName: '越权新部门' })).body.msg).toBe(DEPT_SCOPE);
    expect((await staff.call('PUT', '/system/dept/updateSort', { deptIds: '102,101', orderNums: '1,2' })).body.msg).toBe(DEPT_SCOPE);
    // Moving a department in scope under one outside it is refused too.
    expect(
      (await staff.call('PUT', '/system/dept', { parentId: 101, deptName: '会员部', orderNum: 2, status: '0', deptId: 102 })).body.msg,
    ).toBe(DEPT_SCOPE);
  });

  test('the import checks the department of new users and the scope of updated ones', async () => {
    const upload = async (rows: (string | null)[][], updateSupport: 0 | 1) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await writeXlsxFile([IMPORT_HEADER, ...rows]).toBuffer())]), 'users.xlsx');
      return api.call('POST', `/system/user/importData?updateSupport=${updateSupport}`, { formData: form, jar: staff.jar });
    };
    const answer = await upload(
      [
        ['101', 'scope_imp1', '导入一', '', '', '', ''],
        ['102', 'scope_a', '改名', '', '', '', ''],
        ['102', 'scope_b', '改名', '', '', '', ''],
      ],
      1,
    );
    expect(answer.body).toEqual({
      code: 500,
      msg: `很抱歉，导入失败！共 2 条数据格式不正确，错误如下：<br/>1、第2行：${DEPT_SCOPE}<br/>2、第3行：${USER_SCOPE}`,
    });
    expect((await upload([['104', 'scope_imp2', '导入二', '', '', '', '']], 0)).body.code).toBe(200);
  });
});

describe('nobody changes a user who holds more than they do', () => {
  test('password, status, roles and deletion of a stronger user are refused; a weaker one may be changed', async () => {
    const manager = await staffUser(api, { perms: ['system:user:list', 'system:user:edit', 'system:user:resetPwd', 'system:user:remove'] });
    const stronger = await staffUser(api, { perms: ['system:user:list', 'system:config:list'] });
    const weaker = await staffUser(api, { perms: ['system:user:list'] });
    const refused = { code: 500, msg: '不能操作权限高于自己的用户' };
    expect((await manager.call('PUT', '/system/user/resetPwd', { userId: stronger.userId, password: 'Taken#2026' })).body).toEqual(refused);
    expect((await manager.call('PUT', '/system/user/changeStatus', { userId: stronger.userId, status: '1' })).body).toEqual(refused);
    expect((await manager.call('PUT', `/system/user/authRole?userId=${stronger.userId}&roleIds=`)).body).toEqual(refused);
    expect((await manager.call('DELETE', `/system/user/${stronger.userId}`)).body).toEqual(refused);
    expect((await stronger.call('GET', '/getInfo')).body.code).toBe(200);
    expect((await manager.call('PUT', '/system/user/resetPwd', { userId: weaker.userId, password: 'Weaker#2026' })).body).toMatchObject({
      code: 200,
    });
  });
});

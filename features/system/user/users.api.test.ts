import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import type { Executor } from '@/lib/backend/db/client';
import { sysFile, sysResetToken, sysRole, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { getConfigValue } from '@/features/system/config/server/config-service';
import { chinaToday } from '@/lib/format/date-time';
import { MAX_UPLOAD_BYTES } from '@/lib/rules/upload-rules';
import { CookieJar, startHarness, type Harness } from '@/tests/support/api-harness';
import { PDF_BYTES, registeredUser, type Person } from '@/tests/support/member-helpers';
import { staffUser } from '@/tests/support/staff';
import { readXlsxRows } from '@/tests/support/xlsx';
import { FORBIDDEN, XLSX } from '@/tests/support/answers';
import { onPostgres } from '@/tests/support/test-mode';

const IMPORT_HEADER = ['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '账号状态'];
const PASSWORD = 'User#2026pw';

let api: Harness;
let member: Person;
const admin = (method: string, path: string, body?: unknown) => api.call(method, path, { body });

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
  member = await registeredUser(api);
});
afterAll(() => api?.close());

let seq = 0;
const phone = () => `136${String(process.pid % 10000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
const userForm = (overrides: Record<string, unknown> = {}) => {
  const n = ++seq;
  return {
    userName: `user_${n}`,
    nickName: `用户${n}`,
    password: PASSWORD,
    deptId: 103,
    phonenumber: phone(),
    email: `user${n}@example.com`,
    sex: '1',
    status: '0',
    roleIds: [],
    remark: '备注',
    ...overrides,
  };
};

/** Adds a user as the administrator and answers its id and form. */
async function newUser(overrides: Record<string, unknown> = {}): Promise<{ userId: number; form: ReturnType<typeof userForm> }> {
  const form = userForm(overrides);
  const answer = await admin('POST', '/system/user', form);
  expect(answer.body).toMatchObject({ code: 200, msg: '操作成功', data: expect.any(Number) });
  return { userId: Number(answer.body.data), form };
}

const userRow = async (userId: number) => (await api.backend.deps.db.select().from(sysUser).where(eq(sysUser.userId, userId)))[0];
const rolesOf = async (userId: number) =>
  (await api.backend.deps.db.select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId)))
    .map((row) => row.roleId)
    .sort((a, b) => a - b);
const msgOf = async (method: string, path: string, body?: unknown) => (await admin(method, path, body)).body.msg;

/** Signs a user in with a browser of their own; answers the jar, or throws with the refusal. */
async function signIn(username: string, password = PASSWORD): Promise<CookieJar> {
  const jar = new CookieJar();
  const answer = await api.call('POST', '/login', { body: { username, password }, jar });
  if (answer.body.code !== 200) throw new Error(String(answer.body.msg));
  return jar;
}
const infoCode = async (jar: CookieJar) => (await api.call('GET', '/getInfo', { jar })).body.code;

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  return writeXlsxFile(rows).toBuffer();
}
function upload(bytes: Buffer, updateSupport: 0 | 1 = 0, options: { jar?: CookieJar; name?: string } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), options.name ?? 'users.xlsx');
  return api.call('POST', `/system/user/importData?updateSupport=${updateSupport}`, { formData: form, jar: options.jar });
}
const usersNamed = (names: string[]) => api.backend.deps.db.select().from(sysUser).where(inArray(sysUser.userName, names));

describe('user permissions', () => {
  test('a registered member gets 403 from every user-management call but the import template', async () => {
    for (const [method, path, body] of [
      ['GET', '/system/user/list'],
      ['GET', '/system/user/'],
      ['GET', '/system/user/1'],
      ['POST', '/system/user', userForm()],
      ['PUT', '/system/user', { ...userForm(), userId: member.userId }],
      ['DELETE', `/system/user/${member.userId}`],
      ['PUT', '/system/user/resetPwd', { userId: member.userId, password: PASSWORD }],
      ['PUT', '/system/user/changeStatus', { userId: member.userId, status: '1' }],
      ['GET', `/system/user/authRole/${member.userId}`],
      ['PUT', `/system/user/authRole?userId=${member.userId}&roleIds=2`],
      ['GET', '/system/user/deptTree'],
      ['GET', '/system/user/export'],
      ['POST', '/system/user/export'],
      ['POST', '/system/user/importData?updateSupport=0'],
    ] as [string, string, unknown?][]) {
      expect({ path, body: (await member.call(method, path, body)).body }).toEqual({ path, body: FORBIDDEN });
    }
    const template = await member.call('POST', '/system/user/importTemplate');
    expect(template.headers.get('content-type')).toBe(XLSX);
  });

  test('each endpoint needs its own permission: holding the list permission alone is not enough', async () => {
    const viewer = await staffUser(api, { perms: ['system:user:list'] });
    expect((await viewer.call('GET', '/system/user/list')).body.code).toBe(200);
    expect((await viewer.call('GET', '/system/user/deptTree')).body.code).toBe(200);
    expect((await viewer.call('GET', `/system/user/${member.userId}`)).body).toEqual(FORBIDDEN);
    expect((await viewer.call('PUT', '/system/user/resetPwd', { userId: member.userId, password: PASSWORD })).body).toEqual(FORBIDDEN);
    expect((await api.call('POST', '/system/user/importData', { jar: viewer.jar })).body).toEqual(FORBIDDEN);
  });
});

describe('GET /system/user/list', () => {
  test('rows carry the user with dept name and leader, never a password', async () => {
    const { userId, form } = await newUser({ deptId: 100 });
    const answer = await admin('GET', `/system/user/list?userName=${form.userName}`);
    expect(answer.body).toMatchObject({ code: 200, msg: '查询成功', total: 1 });
    const [row] = answer.body.rows as Record<string, unknown>[];
    expect(row).toMatchObject({
      userId,
      userName: form.userName,
      nickName: form.nickName,
      deptId: 100,
      email: form.email,
      phonenumber: form.phonenumber,
      sex: '1',
      status: '0',
      delFlag: '0',
      remark: '备注',
      createBy: 'admin',
      admin: false,
      dept: { deptId: 100, deptName: '录音师协会', leader: '秘书长' },
    });
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row).not.toHaveProperty('password');
    expect(row).not.toHaveProperty('pwdUpdateDate');
    expect(JSON.stringify(answer.body)).not.toMatch(/\$2[aby]\$/);
  });

  test('filters: name and phone contain, status, department with everything below it, creation days; paging', async () => {
    const child = Number((await admin('POST', '/system/dept', { parentId: 104, deptName: '筛选子部门', orderNum: 1 })).body.data);
    const inParent = await newUser({ deptId: 104, nickName: '筛选甲' });
    const inChild = await newUser({ deptId: child, nickName: '筛选乙', status: '1' });
    const elsewhere = await newUser({ deptId: 102 });
    const ids = async (query: string) =>
      ((await admin('GET', `/system/user/list?pageSize=100&${query}`)).body.rows as { userId: number }[]).map((row) => row.userId);

    const underParent = await ids('deptId=104');
    expect(underParent).toEqual(expect.arrayContaining([inParent.userId, inChild.userId]));
    expect(underParent).not.toContain(elsewhere.userId);
    expect(await ids(`deptId=${child}`)).toEqual([inChild.userId]);
    expect(await ids('deptId=104&status=1')).toEqual([inChild.userId]);
    expect(await ids(`phonenumber=${inParent.form.phonenumber.slice(-6)}`)).toEqual([inParent.userId]);
    expect(await ids(`userName=${inChild.form.userName.toUpperCase()}`)).toEqual([inChild.userId]);
    const today = chinaToday();
    expect(await ids(`deptId=${child}&params%5BbeginTime%5D=${today}&params%5BendTime%5D=${today}`)).toEqual([inChild.userId]);
    expect(await ids(`deptId=${child}&params%5BendTime%5D=2000-01-01`)).toEqual([]);

    const paged = await admin('GET', '/system/user/list?deptId=104&pageNum=2&pageSize=1&orderByColumn=userId&isAsc=asc');
    expect(paged.body).toMatchObject({ total: 2, rows: [{ userId: inChild.userId }] });
  });

  test('sorting only by whitelisted properties; SQL in sort or filter is refused or taken literally', async () => {
    const desc = await admin('GET', '/system/user/list?orderByColumn=userId&isAsc=desc&pageSize=100');
    const ids = (desc.body.rows as { userId: number }[]).map((row) => row.userId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await admin('GET', '/system/user/list?orderByColumn=id;drop%20table%20sys_user')).body).toEqual({
      code: 500,
      msg: '参数不符合规范，不能进行查询',
    });
    expect((await admin('GET', '/system/user/list?orderByColumn=password')).body).toEqual({
      code: 500,
      msg: '参数不符合规范，不能进行查询',
    });
    expect((await admin('GET', '/system/user/list?orderByColumn=userId&isAsc=sideways')).body.code).toBe(500);
    expect((await admin('GET', '/system/user/list?userName=%27%20or%201%3D1--')).body).toMatchObject({ code: 200, total: 0 });
    expect((await admin('GET', '/system/user/list?deptId=1;drop')).body.msg).toMatch(/^请求参数类型不匹配，参数\[deptId\]/);
  });
});

describe('GET /system/user/ and /system/user/{userId}', () => {
  test('the form options leave out the admin role except for user 1; the detail adds data and roleIds', async () => {
    const options = await admin('GET', '/system/user/');
    // No posts in this product, but the contract's keys are always there for the stock UI.
    expect(options.body).toMatchObject({ code: 200, msg: '操作成功', posts: [] });
    expect(options.body).not.toHaveProperty('data');
    const roleIds = (options.body.roles as { roleId: number }[]).map((role) => role.roleId);
    expect(roleIds).toEqual(expect.arrayContaining([2, 3]));
    expect(roleIds).not.toContain(1);

    const { userId, form } = await newUser({ roleIds: [3, 2] });
    const detail = await admin('GET', `/system/user/${userId}`);
    expect(detail.body).toMatchObject({
      code: 200,
      roleIds: [2, 3],
      posts: [],
      postIds: [],
      data: { userId, userName: form.userName, deptId: 103, dept: { deptName: '培训部' }, admin: false },
    });
    expect((detail.body.data as { roles: { roleId: number }[] }).roles.map((role) => role.roleId)).toEqual([2, 3]);
    expect(detail.body.data).not.toHaveProperty('password');
    expect((detail.body.roles as { roleId: number }[]).map((role) => role.roleId)).not.toContain(1);

    const superAdmin = await admin('GET', '/system/user/1');
    expect(superAdmin.body).toMatchObject({ roleIds: [1], data: { userId: 1, admin: true } });
    expect((superAdmin.body.roles as { roleId: number }[]).map((role) => role.roleId)).toContain(1);

    expect((await admin('GET', '/system/user/99999')).body).toEqual({ code: 500, msg: '用户不存在' });
    expect(await msgOf('GET', '/system/user/abc')).toBe("请求参数类型不匹配，参数[userId]要求为数字，但输入值为：'abc'");
  });
});

describe('POST /system/user', () => {
  test('validation of section 4 and the password policy; nothing is saved on refusal', async () => {
    const post = (overrides: Record<string, unknown>) => msgOf('POST', '/system/user', userForm({ userName: 'not_saved', ...overrides }));
    expect(await post({ userName: '' })).toBe('用户账号不能为空');
    expect(await post({ userName: 'a' })).toBe('用户账号长度必须在2到20个字符之间');
    expect(await post({ userName: 'a'.repeat(21) })).toBe('用户账号长度不能超过20个字符');
    expect(await post({ userName: '<i>x</i>' })).toBe('用户账号不能包含脚本字符');
    expect(await post({ nickName: '' })).toBe('用户昵称不能为空');
    expect(await post({ nickName: '名'.repeat(31) })).toBe('用户昵称长度不能超过30个字符');
    expect(await post({ email: 'no-at-sign' })).toBe('邮箱格式不正确');
    expect(await post({ email: `${'m'.repeat(45)}@x.com` })).toBe('邮箱长度不能超过50个字符');
    expect(await post({ phonenumber: '12345' })).toBe('手机号码格式不正确');
    expect(await post({ phonenumber: '1'.repeat(12) })).toBe('手机号码长度不能超过11个字符');
    expect(await post({ sex: '9' })).toBe('用户性别只能是0、1或2');
    expect(await post({ status: '2' })).toBe('帐号状态只能是0或1');
    expect(await post({ deptId: 'x' })).toBe('部门编号格式不正确');
    expect(await post({ roleIds: ['x'] })).toBe('角色编号格式不正确');
    expect(await post({ password: undefined })).toBe('用户密码不能为空');
    expect(await post({ password: '12345' })).toBe('密码长度必须在6到20个字符之间');
    expect(await post({ password: 'abc<def' })).toBe('密码不能包含非法字符：< > " \' \\ |');
    expect(await post({ deptId: 99999 })).toBe('部门不存在');
    expect(await post({ roleIds: [2, 99999] })).toBe('角色不存在');

    await api.backend.deps.db.execute("update sys_config set config_value = '3' where config_key = 'sys.account.chrtype'");
    try {
      expect(await post({ password: 'onlyletters' })).toBe('密码必须包含字母、数字');
    } finally {
      await api.backend.deps.db.execute("update sys_config set config_value = '0' where config_key = 'sys.account.chrtype'");
    }
    expect(await usersNamed(['not_saved'])).toHaveLength(0);
  });

  test('a new user signs in with the given password and holds the given roles', async () => {
    const { userId, form } = await newUser({ roleIds: [3], sex: undefined, status: undefined });
    expect(await userRow(userId)).toMatchObject({
      userName: form.userName,
      nickName: form.nickName,
      deptId: 103,
      sex: '0',
      status: '0',
      createBy: 'admin',
      pwdUpdateDate: null,
    });
    expect((await userRow(userId)).password).toMatch(/^\$2[aby]\$10\$/);
    expect(await rolesOf(userId)).toEqual([3]);
    const jar = await signIn(form.userName);
    expect((await api.call('GET', '/getInfo', { jar })).body).toMatchObject({ code: 200, roles: ['editor'] });
  });

  test('sign-in name, mobile number and email stay unique, with the contract messages', async () => {
    const { form } = await newUser();
    expect(await msgOf('POST', '/system/user', userForm({ userName: form.userName }))).toBe(
      `新增用户'${form.userName}'失败，登录账号已存在`,
    );
    expect(await msgOf('POST', '/system/user', userForm({ userName: 'dup_phone', phonenumber: form.phonenumber }))).toBe(
      "新增用户'dup_phone'失败，手机号码已存在",
    );
    expect(await msgOf('POST', '/system/user', userForm({ userName: 'dup_mail', email: form.email }))).toBe(
      "新增用户'dup_mail'失败，邮箱账号已存在",
    );
    // A member signs in with their mobile number: no other account may take it as a sign-in name.
    expect(await msgOf('POST', '/system/user', userForm({ userName: form.phonenumber }))).toBe(
      `新增用户'${form.phonenumber}'失败，登录账号已存在`,
    );
    // Empty mobile numbers and emails are not values: many users may leave them out.
    await newUser({ phonenumber: '', email: '' });
    await newUser({ phonenumber: '', email: '' });
  });

  test('only the super administrator gives the admin role; nobody grants permissions they lack', async () => {
    const manager = await staffUser(api, { perms: ['system:user:add', 'system:user:list'] });
    expect((await manager.call('POST', '/system/user', userForm({ roleIds: [1] }))).body.msg).toBe('不允许分配超级管理员角色');
    expect((await manager.call('POST', '/system/user', userForm({ roleIds: [3] }))).body.msg).toBe('不能授予自己没有的权限');
    const added = await manager.call('POST', '/system/user', userForm({ roleIds: [manager.roleId] }));
    expect(added.body.code).toBe(200);
    expect(await rolesOf(Number(added.body.data))).toEqual([manager.roleId]);
    const { userId } = await newUser({ roleIds: [1] });
    expect(await rolesOf(userId)).toEqual([1]);
  });
});

describe('PUT /system/user', () => {
  test('changes the user but never the sign-in name or the password', async () => {
    const { userId, form } = await newUser({ roleIds: [2] });
    const before = await userRow(userId);
    const answer = await admin('PUT', '/system/user', {
      ...form,
      userId,
      userName: 'renamed',
      password: 'Other#2026pw',
      nickName: '改名了',
      deptId: 104,
      sex: '2',
      email: '',
      roleIds: [3],
      postIds: [1],
    });
    expect(answer.body).toEqual({ code: 200, msg: '操作成功' });
    expect(await userRow(userId)).toMatchObject({
      userName: form.userName,
      nickName: '改名了',
      deptId: 104,
      sex: '2',
      email: '',
      password: before.password,
      updateBy: 'admin',
    });
    expect(await rolesOf(userId)).toEqual([3]);
    await signIn(form.userName);
    await expect(signIn(form.userName, 'Other#2026pw')).rejects.toThrow('用户不存在/密码错误');

    // Without roleIds the roles stay as they are.
    const { roleIds: _roleIds, ...withoutRoles } = form;
    expect((await admin('PUT', '/system/user', { ...withoutRoles, userId })).body.code).toBe(200);
    expect(await rolesOf(userId)).toEqual([3]);
  });

  test('user 1, unknown users, taken values and bad input are refused', async () => {
    const { userId, form } = await newUser();
    const other = await newUser();
    expect(await msgOf('PUT', '/system/user', { ...userForm(), userId: 1 })).toBe('不允许操作超级管理员用户');
    expect(await msgOf('PUT', '/system/user', { ...userForm(), userId: 99999 })).toBe('用户不存在');
    expect(await msgOf('PUT', '/system/user', { ...userForm() })).toBe('参数[userId]不能为空');
    expect(await msgOf('PUT', '/system/user', { ...form, userId, phonenumber: other.form.phonenumber })).toBe(
      `修改用户'${form.userName}'失败，手机号码已存在`,
    );
    expect(await msgOf('PUT', '/system/user', { ...form, userId, email: other.form.email })).toBe(
      `修改用户'${form.userName}'失败，邮箱账号已存在`,
    );
    expect(await msgOf('PUT', '/system/user', { ...form, userId, deptId: 99999 })).toBe('部门不存在');
    expect(await msgOf('PUT', '/system/user', { ...form, userId, nickName: '' })).toBe('用户昵称不能为空');
    expect(await userRow(userId)).toMatchObject({ phonenumber: form.phonenumber, email: form.email, deptId: 103 });
    // Saving its own values again is no clash.
    expect((await admin('PUT', '/system/user', { ...form, userId })).body.code).toBe(200);
  });

  test('a user manager edits their own profile fields but not their own roles', async () => {
    const manager = await staffUser(api, { perms: ['system:user:edit', 'system:user:list'] });
    const self = { userId: manager.userId, nickName: '经理', deptId: null, phonenumber: '', email: '', sex: '0', status: '0', remark: '' };
    expect((await manager.call('PUT', '/system/user', { ...self, roleIds: [manager.roleId] })).body.code).toBe(200);
    expect((await manager.call('PUT', '/system/user', { ...self, roleIds: [manager.roleId, 2] })).body.msg).toBe('不能修改自己的角色');
    expect((await manager.call('PUT', '/system/user', { ...self, roleIds: [] })).body.msg).toBe('不能修改自己的角色');
    expect(await rolesOf(manager.userId)).toEqual([manager.roleId]);
  });

  test('disabling a user through the form ends their sessions', async () => {
    const { userId, form } = await newUser();
    const jar = await signIn(form.userName);
    expect((await admin('PUT', '/system/user', { ...form, userId, status: '1' })).body.code).toBe(200);
    expect(await infoCode(jar)).toBe(401);
  });
});

describe('DELETE /system/user/{userIds}', () => {
  test('never oneself, never user 1, all or nothing; deleted users lose roles and sessions', async () => {
    const remover = await staffUser(api, { perms: ['system:user:remove', 'system:user:list'] });
    expect((await remover.call('DELETE', `/system/user/${remover.userId}`)).body).toEqual({ code: 500, msg: '当前用户不能删除' });
    expect((await remover.call('DELETE', '/system/user/1')).body).toEqual({ code: 500, msg: '不允许操作超级管理员用户' });
    expect(await msgOf('DELETE', '/system/user/1')).toBe('当前用户不能删除');

    // A role within the remover's own permissions: a stronger user would be refused (data-scope tests).
    const first = await newUser({ roleIds: [remover.roleId] });
    const second = await newUser();
    expect(await msgOf('DELETE', `/system/user/${first.userId},99999`)).toBe('用户不存在');
    expect((await userRow(first.userId)).delFlag).toBe('0');

    const jar = await signIn(first.form.userName);
    expect((await remover.call('DELETE', `/system/user/${first.userId},${second.userId}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect([(await userRow(first.userId)).delFlag, (await userRow(second.userId)).delFlag]).toEqual(['2', '2']);
    expect(await rolesOf(first.userId)).toEqual([]);
    expect(await infoCode(jar)).toBe(401);
    expect((await admin('GET', `/system/user/list?userName=${first.form.userName}`)).body.total).toBe(0);
    expect((await admin('GET', `/system/user/${first.userId}`)).body.msg).toBe('用户不存在');
    // The name, phone and email of a deleted user are free again.
    await newUser({ userName: first.form.userName, phonenumber: first.form.phonenumber, email: first.form.email });
  });
});

describe('PUT /system/user/resetPwd and changeStatus', () => {
  test('a reset follows the policy, ends the sessions, and the new password works', async () => {
    const { userId, form } = await newUser();
    const jar = await signIn(form.userName);
    expect(await msgOf('PUT', '/system/user/resetPwd', { userId, password: '123' })).toBe('密码长度必须在6到20个字符之间');
    expect(await msgOf('PUT', '/system/user/resetPwd', { userId: 1, password: 'Whatever#1' })).toBe('不允许操作超级管理员用户');
    expect(await msgOf('PUT', '/system/user/resetPwd', { userId: 99999, password: 'Whatever#1' })).toBe('用户不存在');
    expect(await infoCode(jar)).toBe(200);

    expect((await admin('PUT', '/system/user/resetPwd', { userId, password: 'Reset#2026pw' })).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await infoCode(jar)).toBe(401);
    expect((await userRow(userId)).pwdUpdateDate).not.toBeNull();
    await expect(signIn(form.userName)).rejects.toThrow('用户不存在/密码错误');
    await signIn(form.userName, 'Reset#2026pw');
  });

  test("disabling refuses the user's session on the next call and their sign-in; enabling lets them back", async () => {
    const { userId, form } = await newUser();
    const jar = await signIn(form.userName);
    expect(await msgOf('PUT', '/system/user/changeStatus', { userId, status: '5' })).toBe('帐号状态只能是0或1');
    expect(await msgOf('PUT', '/system/user/changeStatus', { userId: 1, status: '1' })).toBe('不允许操作超级管理员用户');
    expect(await msgOf('PUT', '/system/user/changeStatus', { userId: 99999, status: '1' })).toBe('用户不存在');

    expect((await admin('PUT', '/system/user/changeStatus', { userId, status: '1' })).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await api.call('GET', '/getInfo', { jar })).body).toEqual({ code: 401, msg: '请求访问：/getInfo，认证失败，无法访问系统资源' });
    await expect(signIn(form.userName)).rejects.toThrow('用户已封禁，请联系管理员');
    expect((await admin('PUT', '/system/user/changeStatus', { userId, status: '0' })).body.code).toBe(200);
    expect(await infoCode(await signIn(form.userName))).toBe(200);
  });
});

describe('GET /system/user/authRole/{userId}', () => {
  test('the user and every role, flagged when held; the admin role only for user 1', async () => {
    const { userId, form } = await newUser({ roleIds: [3] });
    const answer = await admin('GET', `/system/user/authRole/${userId}`);
    expect(answer.body).toMatchObject({ code: 200, user: { userId, userName: form.userName } });
    const roles = answer.body.roles as { roleId: number; flag: boolean }[];
    expect(roles.find((role) => role.roleId === 3)?.flag).toBe(true);
    expect(roles.find((role) => role.roleId === 2)?.flag).toBe(false);
    expect(roles.some((role) => role.roleId === 1)).toBe(false);
    expect(
      ((await admin('GET', '/system/user/authRole/1')).body.roles as { roleId: number; flag: boolean }[]).find((role) => role.roleId === 1)
        ?.flag,
    ).toBe(true);
    expect((await admin('GET', '/system/user/authRole/99999')).body).toEqual({ code: 500, msg: '用户不存在' });
  });
});

describe('GET /system/user/deptTree', () => {
  test('TreeSelect nodes: id, label, disabled; no children key on leaves', async () => {
    const disabled = Number(
      (await admin('POST', '/system/dept', { parentId: 102, deptName: '树停用部门', orderNum: 9, status: '1' })).body.data,
    );
    const answer = await admin('GET', '/system/user/deptTree');
    expect(answer.body).toMatchObject({ code: 200, msg: '操作成功' });
    const [root, ...others] = answer.body.data as {
      id: number;
      label: string;
      disabled: boolean;
      children?: { id: number; disabled: boolean; children?: unknown[] }[];
    }[];
    expect(others).toEqual([]);
    expect(root).toMatchObject({ id: 100, label: '录音师协会', disabled: false });
    expect(root.children?.map((child) => child.id).slice(0, 4)).toEqual([101, 102, 103, 104]);
    const secretariat = root.children!.find((child) => child.id === 101)!;
    expect(secretariat).toEqual({ id: 101, label: '秘书处', disabled: false });
    const membership = root.children!.find((child) => child.id === 102)!;
    expect(membership.children).toContainEqual({ id: disabled, label: '树停用部门', disabled: true });
    const filtered = (await admin('GET', `/system/user/deptTree?deptName=${encodeURIComponent('树停用')}`)).body.data;
    expect(filtered).toEqual([{ id: disabled, label: '树停用部门', disabled: true }]);
  });
});

describe('export and import template', () => {
  test('POST export answers the workbook with the contract columns; GET the temporary file name', async () => {
    const { userId, form } = await newUser({ deptId: 100, sex: '1' });
    // A sign-in fills the last-login columns; disabling afterwards shows the status label.
    await signIn(form.userName);
    await admin('PUT', '/system/user/changeStatus', { userId, status: '1' });
    const exported = await api.call('POST', '/system/user/export', {
      rawBody: `userName=${form.userName}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(exported.headers.get('content-type')).toBe(XLSX);
    const rows = readXlsxRows(exported.bytes);
    expect(rows[0]).toEqual([
      '用户序号',
      '登录名称',
      '用户名称',
      '用户邮箱',
      '手机号码',
      '用户性别',
      '账号状态',
      '最后登录IP',
      '最后登录时间',
      '部门名称',
      '部门负责人',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      String(userId),
      form.userName,
      form.nickName,
      form.email,
      form.phonenumber,
      '女',
      '停用',
      expect.any(String),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      '录音师协会',
      '秘书长',
    ]);

    const older = await admin('GET', `/system/user/export?userName=${form.userName}`);
    expect(older.body).toMatchObject({ code: 200, msg: expect.stringMatching(/^[0-9a-f]{32}_用户数据\.xlsx$/) });
    expect(
      (
        await api.call('POST', '/system/user/export', {
          rawBody: 'orderByColumn=password',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).body.msg,
    ).toBe('参数不符合规范，不能进行查询');
  });

  test('the import template is the header row of the import columns', async () => {
    const template = await admin('POST', '/system/user/importTemplate');
    expect(template.headers.get('content-type')).toBe(XLSX);
    expect(readXlsxRows(template.bytes)).toEqual([IMPORT_HEADER]);
  });
});

describe('POST /system/user/importData', () => {
  test('a good file adds every user with the initial password, in one go', async () => {
    const [a, b] = [phone(), phone()];
    const bytes = await workbook([
      IMPORT_HEADER,
      ['103', 'imp_alpha', '导入甲', 'alpha@example.com', a, '女', '正常'],
      [104, 'imp_b&ta', '导入乙', '', b, '', '停用'],
    ]);
    const answer = await upload(bytes);
    expect(answer.body).toEqual({
      code: 200,
      msg: '恭喜您，数据已全部导入成功！共 2 条，数据如下：<br/>1、账号 imp_alpha 导入成功<br/>2、账号 imp_b&amp;ta 导入成功',
    });
    const [alpha, beta] = (await usersNamed(['imp_alpha', 'imp_b&ta'])).sort((x, y) => x.userId - y.userId);
    expect(alpha).toMatchObject({
      deptId: 103,
      nickName: '导入甲',
      email: 'alpha@example.com',
      phonenumber: a,
      sex: '1',
      status: '0',
      createBy: 'admin',
      pwdUpdateDate: null,
    });
    expect(beta).toMatchObject({ deptId: 104, sex: '0', status: '1', phonenumber: b });
    // One hash for the whole import.
    expect(alpha.password).toBe(beta.password);
    await signIn('imp_alpha', await getConfigValue(api.backend.deps.db, 'sys.user.initPassword'));
  });

  test('bad rows are listed by Excel row number and nothing is written', async () => {
    const { form } = await newUser();
    const taken = phone();
    const bytes = await workbook([
      IMPORT_HEADER,
      ['103', 'bad_ok_row', '正常行', '', taken, '男', '正常'],
      [null, null, null, null, null, null, null],
      ['99999', 'bad_dept', '部门错', '', '', '', ''],
      ['abc', 'x', '', 'mail', '123', '男人', '冻结'],
      ['103', form.userName, '已存在', '', '', '', ''],
      ['103', 'bad_dup', '重复甲', '', taken, '', ''],
      ['103', 'x<y&z', '名', '', '', '', ''],
      ['103', 'x<y&z', '名', '', '', '', ''],
      ['103', 'bad_mail', '邮箱撞了', form.email, form.phonenumber, '', ''],
    ]);
    const answer = await upload(bytes);
    expect(answer.body.code).toBe(500);
    expect(answer.body.msg).toBe(
      [
        '很抱歉，导入失败！共 6 条数据格式不正确，错误如下：',
        '<br/>1、第4行：部门编号99999不存在',
        '<br/>2、第5行：登录名称长度必须在2到20个字符之间；用户名称不能为空；用户邮箱格式不正确；手机号码格式不正确；部门编号必须是数字；用户性别只能是男、女或未知；账号状态只能是正常或停用',
        `<br/>3、第6行：登录名称${form.userName}已存在`,
        `<br/>4、第7行：手机号码${taken}与第2行重复`,
        '<br/>5、第9行：登录名称x&lt;y&amp;z与第8行重复',
        `<br/>6、第10行：手机号码${form.phonenumber}已存在；用户邮箱${form.email}已存在`,
      ].join(''),
    );
    expect(await usersNamed(['bad_ok_row', 'bad_dept', 'bad_dup', 'x<y&z', 'bad_mail'])).toEqual([]);
  });

  test('wrong columns, an empty sheet, more than 5000 rows and a file that is no workbook are refused; uploads are not kept', async () => {
    const filesBefore = (await api.backend.deps.db.select().from(sysFile)).length;
    const wrong = await upload(
      await workbook([
        ['登录名称', '用户名称'],
        ['x1', '甲'],
      ]),
    );
    expect(wrong.body).toEqual({
      code: 500,
      msg: '导入文件的表头与模板不符，第一行应为：部门编号、登录名称、用户名称、用户邮箱、手机号码、用户性别、账号状态',
    });
    expect((await upload(await workbook([IMPORT_HEADER]))).body).toEqual({ code: 500, msg: '导入用户数据不能为空！' });
    expect((await upload(await workbook([[null], [null]]))).body).toEqual({ code: 500, msg: '导入用户数据不能为空！' });

    const many = Array.from({ length: 5001 }, (_, i) => ['103', `bulk_${i}`, `批量${i}`, '', '', '', '']);
    expect((await upload(await workbook([IMPORT_HEADER, ...many]))).body).toEqual({ code: 500, msg: '导入数据不能超过5000行' });
    expect(await usersNamed(['bulk_0'])).toEqual([]);

    expect((await upload(PDF_BYTES, 0, { name: 'users.pdf' })).body).toEqual({ code: 500, msg: '文件格式不正确, 请上传xlsx格式文件!' });
    expect((await upload(Buffer.from('not a workbook'), 0, { name: 'users.xlsx' })).body.msg).toMatch(/^文件格式不正确/);
    expect((await api.call('POST', '/system/user/importData?updateSupport=0', { formData: new FormData() })).body).toEqual({
      code: 500,
      msg: '上传文件不能为空',
    });
    expect((await api.backend.deps.db.select().from(sysFile)).length).toBe(filesBefore);
  });

  test('updateSupport=1 updates existing users by sign-in name, keeps their department, never user 1', async () => {
    const { userId, form } = await newUser({ deptId: 104, sex: '0' });
    const jar = await signIn(form.userName);
    const existing = await workbook([
      IMPORT_HEADER,
      ['103', form.userName, '更新后的名字', '', '', '女', '停用'],
      ['103', 'upd_new_one', '新用户', '', '', '', ''],
    ]);
    expect((await upload(existing, 0)).body.msg).toBe(
      `很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、第2行：登录名称${form.userName}已存在`,
    );

    const answer = await upload(existing, 1);
    expect(answer.body).toEqual({
      code: 200,
      msg: `恭喜您，数据已全部导入成功！共 2 条，数据如下：<br/>1、账号 ${form.userName} 更新成功<br/>2、账号 upd_new_one 导入成功`,
    });
    expect(await userRow(userId)).toMatchObject({
      nickName: '更新后的名字',
      deptId: 104,
      sex: '1',
      status: '1',
      phonenumber: form.phonenumber,
      email: form.email,
      updateBy: 'admin',
    });
    expect(await infoCode(jar)).toBe(401);

    const superAdmin = await workbook([IMPORT_HEADER, ['103', 'admin', '篡改', '', '', '', '']]);
    expect((await upload(superAdmin, 1)).body.msg).toBe(
      '很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、第2行：不允许操作超级管理员用户',
    );
    expect((await userRow(1)).nickName).toBe('管理员');
  });
});

describe('security review of the user writes', () => {
  const PHONE_CHANGE = '修改其他用户的手机号码需要重置密码权限';
  const DEPT_REQUIRED = '请选择归属部门';
  const db = () => api.backend.deps.db;
  const giveResetToken = (userId: number) =>
    db()
      .insert(sysResetToken)
      .values({ tokenHash: crypto.randomBytes(32).toString('hex'), userId, expireTime: new Date(Date.now() + 600_000) });
  const resetTokensOf = async (userId: number) => (await db().select().from(sysResetToken).where(eq(sysResetToken.userId, userId))).length;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Runs `work` in a transaction on a connection of its own and keeps it open, locks and all, until released. */
  async function heldTransaction(work: (tx: Executor) => Promise<unknown>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ready!: () => void;
    const locked = new Promise<void>((resolve) => (ready = resolve));
    const done = db().transaction(async (tx) => {
      await work(tx);
      ready();
      await released;
    });
    await Promise.race([locked, done]);
    return { release, done };
  }

  /** A real workbook of `rows` whose worksheet, or shared strings, carries 9 MB more XML that holds no data. */
  async function paddedWorkbook(rows: string[][], part: 'sheet' | 'strings'): Promise<Buffer> {
    const files = unzipSync(new Uint8Array(await workbook([IMPORT_HEADER, ...rows])));
    const target = 9 * 1024 * 1024;
    if (part === 'sheet') {
      // Blank rows: the reader yields them and the import skips them, so only their size can refuse the file.
      const blank: string[] = [];
      for (let r = rows.length + 2, size = 0; size < target; r++) {
        const xml = `<row r="${r}"><c r="A${r}"/></row>`;
        blank.push(xml);
        size += xml.length;
      }
      files['xl/worksheets/sheet1.xml'] = strToU8(
        strFromU8(files['xl/worksheets/sheet1.xml']).replace('</sheetData>', `${blank.join('')}</sheetData>`),
      );
    } else {
      const unused = '<si><t>unused</t></si>';
      files['xl/sharedStrings.xml'] = strToU8(
        strFromU8(files['xl/sharedStrings.xml']).replace('</sst>', `${unused.repeat(Math.ceil(target / unused.length))}</sst>`),
      );
    }
    return Buffer.from(zipSync(files, { level: 1 }));
  }

  test("another user's mobile number changes only with the reset permission; a change voids their reset tokens and sessions", async () => {
    const editor = await staffUser(api, { perms: ['system:user:list', 'system:user:edit'] });
    const resetter = await staffUser(api, { perms: ['system:user:list', 'system:user:edit', 'system:user:resetPwd'] });
    const { userId, form } = await newUser();
    const taken = phone();
    expect((await editor.call('PUT', '/system/user', { userId, phonenumber: taken })).body).toEqual({ code: 500, msg: PHONE_CHANGE });
    expect((await editor.call('PUT', '/system/user', { ...form, userId, phonenumber: '' })).body.msg).toBe(PHONE_CHANGE);
    expect((await userRow(userId)).phonenumber).toBe(form.phonenumber);
    // Keeping the number, or changing one's own, needs nothing more.
    expect((await editor.call('PUT', '/system/user', { userId, nickName: '号码未变', phonenumber: form.phonenumber })).body.code).toBe(200);
    expect((await editor.call('PUT', '/system/user', { userId: editor.userId, phonenumber: phone() })).body.code).toBe(200);
    expect((await editor.call('GET', '/getInfo')).body.code).toBe(200);

    const jar = await signIn(form.userName);
    await giveResetToken(userId);
    expect((await resetter.call('PUT', '/system/user', { userId, phonenumber: taken })).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await userRow(userId)).phonenumber).toBe(taken);
    expect(await resetTokensOf(userId)).toBe(0);
    expect(await infoCode(jar)).toBe(401);
  });

  test("an import updating users changes another user's mobile number only with the reset permission", async () => {
    const importer = await staffUser(api, { perms: ['system:user:list', 'system:user:import'] });
    const { userId, form } = await newUser();
    const taken = phone();
    const changing = await workbook([IMPORT_HEADER, ['', form.userName, '导入改号', '', taken, '', '']]);
    expect((await upload(changing, 1, { jar: importer.jar })).body).toEqual({
      code: 500,
      msg: `很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、第2行：${PHONE_CHANGE}`,
    });
    expect(
      (
        await upload(await workbook([IMPORT_HEADER, ['', form.userName, '导入同号', '', form.phonenumber, '', '']]), 1, {
          jar: importer.jar,
        })
      ).body.code,
    ).toBe(200);

    const jar = await signIn(form.userName);
    await giveResetToken(userId);
    expect((await upload(changing, 1)).body.code).toBe(200);
    expect(await userRow(userId)).toMatchObject({ nickName: '导入改号', phonenumber: taken });
    expect(await resetTokensOf(userId)).toBe(0);
    expect(await infoCode(jar)).toBe(401);
  });

  test('a partial PUT changes only the fields it names', async () => {
    const { userId, form } = await newUser({ status: '1', sex: '1', roleIds: [3] });
    expect((await admin('PUT', '/system/user', { userId, nickName: '只改昵称' })).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await userRow(userId)).toMatchObject({
      nickName: '只改昵称',
      status: '1',
      sex: '1',
      deptId: 103,
      phonenumber: form.phonenumber,
      email: form.email,
      remark: '备注',
    });
    expect(await rolesOf(userId)).toEqual([3]);
    // null is "not given", as in the reference; an empty text clears the field.
    expect(
      (await admin('PUT', '/system/user', { userId, nickName: null, status: null, sex: '', phonenumber: '', email: '', remark: '' })).body
        .code,
    ).toBe(200);
    expect(await userRow(userId)).toMatchObject({
      nickName: '只改昵称',
      status: '1',
      sex: '1',
      deptId: 103,
      phonenumber: '',
      email: '',
      remark: '',
    });
    // A cleared department picker means "none", for a caller who sees every user.
    expect((await admin('PUT', '/system/user', { userId, deptId: null })).body.code).toBe(200);
    expect((await userRow(userId)).deptId).toBeNull();
  });

  test('a caller with a limited data scope must put users into a department within it', async () => {
    const limited = await staffUser(api, {
      perms: ['system:user:list', 'system:user:add', 'system:user:edit', 'system:user:import'],
      dataScope: '2',
      scopeDepts: [103],
      deptId: 103,
    });
    const unlimited = await staffUser(api, { perms: ['system:user:list', 'system:user:add'], dataScope: '1', deptId: 103 });
    for (const deptId of [undefined, null, ''])
      expect((await limited.call('POST', '/system/user', userForm({ deptId }))).body).toEqual({ code: 500, msg: DEPT_REQUIRED });
    expect((await limited.call('POST', '/system/user', userForm({ deptId: 103 }))).body.code).toBe(200);
    expect((await unlimited.call('POST', '/system/user', userForm({ deptId: null }))).body.code).toBe(200);

    const { userId } = await newUser({ deptId: 103 });
    expect((await limited.call('PUT', '/system/user', { userId, deptId: null })).body).toEqual({ code: 500, msg: DEPT_REQUIRED });
    expect((await limited.call('PUT', '/system/user', { userId, nickName: '部门不变' })).body.code).toBe(200);
    expect(await userRow(userId)).toMatchObject({ nickName: '部门不变', deptId: 103 });

    const name = `nodept_${++seq}`;
    const answer = await upload(await workbook([IMPORT_HEADER, ['', name, '无部门', '', '', '', '']]), 0, { jar: limited.jar });
    expect(answer.body).toEqual({ code: 500, msg: `很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、第2行：${DEPT_REQUIRED}` });
    expect(await usersNamed([name])).toEqual([]);
  });

  test('nobody moves themselves to another department, whatever their scope', async () => {
    const custom = await staffUser(api, {
      perms: ['system:user:list', 'system:user:edit'],
      dataScope: '2',
      scopeDepts: [103, 104],
      deptId: 103,
    });
    const everything = await staffUser(api, { perms: ['system:user:list', 'system:user:edit'], dataScope: '1', deptId: 103 });
    expect((await custom.call('PUT', '/system/user', { userId: custom.userId, deptId: 104 })).body).toEqual({
      code: 500,
      msg: '不能修改自己的归属部门',
    });
    expect((await everything.call('PUT', '/system/user', { userId: everything.userId, deptId: 104 })).body.msg).toBe(
      '不能修改自己的归属部门',
    );
    expect((await everything.call('PUT', '/system/user', { userId: everything.userId, deptId: null })).body.msg).toBe(
      '不能修改自己的归属部门',
    );
    // Their own department, given again, is no move.
    expect((await custom.call('PUT', '/system/user', { userId: custom.userId, deptId: 103, nickName: '原部门' })).body.code).toBe(200);
    expect(await userRow(custom.userId)).toMatchObject({ nickName: '原部门', deptId: 103 });
    expect((await userRow(everything.userId)).deptId).toBe(103);
  });

  test('a workbook whose XML unpacks beyond what 5000 rows need is refused before it is read', async () => {
    const name = `padded_${++seq}`;
    const row = ['103', name, '填充', '', '', '', ''];
    for (const part of ['sheet', 'strings'] as const) {
      expect((await upload(await paddedWorkbook([row], part))).body).toEqual({ code: 500, msg: '导入数据不能超过5000行' });
    }
    expect(await usersNamed([name])).toEqual([]);
    // A zip cut short is still answered as an unreadable file.
    const cut = (await workbook([IMPORT_HEADER, row])).subarray(0, 400);
    expect((await upload(cut)).body).toEqual({ code: 500, msg: '无法读取导入文件，请下载导入模板填写后上传' });
  });

  /** The zip's central directory records: where each sits, its name and its local header's offset. */
  function centralRecords(zip: Uint8Array) {
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const end = zip.length - 22;
    const records: { at: number; length: number; name: string; local: number }[] = [];
    for (let at = view.getUint32(end + 16, true); at < end;) {
      const nameLength = view.getUint16(at + 28, true);
      const length = 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
      records.push({ at, length, name: strFromU8(zip.subarray(at + 46, at + 46 + nameLength)), local: view.getUint32(at + 42, true) });
      at += length;
    }
    return { view, end, records };
  }

  test('a workbook that lies about a size, or holds an entry its directory does not name, is refused without unpacking it', async () => {
    const files = unzipSync(new Uint8Array(await workbook([IMPORT_HEADER, ['103', 'bomb_row', '炸弹', '', '', '', '']])));
    const inflated = strToU8(' '.repeat(64 * 1024 * 1024));

    // The sheet unpacks to 64 MB while both of its headers say 1000 bytes.
    const lying = zipSync({ ...files, 'xl/worksheets/sheet1.xml': inflated }, { level: 9 });
    const { view, records } = centralRecords(lying);
    const sheet = records.find((record) => record.name === 'xl/worksheets/sheet1.xml')!;
    view.setUint32(sheet.at + 24, 1000, true);
    view.setUint32(sheet.local + 22, 1000, true);

    // An extra 64 MB part whose local entry stays in the file while the directory forgets it.
    const padded = zipSync({ 'xl/hidden.xml': inflated, ...files }, { level: 9 });
    const directory = centralRecords(padded);
    const kept = directory.records.filter((record) => record.name !== 'xl/hidden.xml');
    const start = directory.records[0].at;
    const rebuilt = new Uint8Array(start + kept.reduce((sum, record) => sum + record.length, 0) + 22);
    rebuilt.set(padded.subarray(0, start));
    let at = start;
    for (const record of kept) {
      rebuilt.set(padded.subarray(record.at, record.at + record.length), at);
      at += record.length;
    }
    rebuilt.set(padded.subarray(directory.end), at);
    const eocd = new DataView(rebuilt.buffer, at);
    eocd.setUint16(8, kept.length, true);
    eocd.setUint16(10, kept.length, true);
    eocd.setUint32(12, at - start, true);

    for (const bomb of [lying, rebuilt]) {
      expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
      expect((await upload(Buffer.from(bomb))).body).toEqual({ code: 500, msg: '无法读取导入文件，请下载导入模板填写后上传' });
    }
    expect(await usersNamed(['bomb_row'])).toEqual([]);
  });

  // These races need a second connection, which PGlite (one connection) cannot give: they belong
  // to the PostgreSQL pass of `npm test` (TEST_DATABASE_URL, set in CI) and exist only there.
  if (onPostgres) {
    test('a role deleted while it is being given is not given', async () => {
      const tag = crypto.randomBytes(4).toString('hex');
      const [role] = await db()
        .insert(sysRole)
        .values({ roleName: `竞态角色${tag}`, roleKey: `race_${tag}`, roleSort: 70 })
        .returning({ roleId: sysRole.roleId });
      // As removeRoles does: the role locked, found without holders, deleted.
      const deleting = await heldTransaction(async (tx) => {
        await tx.select().from(sysRole).where(eq(sysRole.roleId, role.roleId)).for('update');
        await tx.update(sysRole).set({ delFlag: '2' }).where(eq(sysRole.roleId, role.roleId));
      });
      const form = userForm({ roleIds: [role.roleId] });
      const adding = admin('POST', '/system/user', form);
      await pause(500);
      deleting.release();
      await deleting.done;
      expect((await adding).body).toEqual({ code: 500, msg: '角色不存在' });
      expect(await usersNamed([form.userName])).toEqual([]);
    });

    test('an import does not report as updated a user deleted meanwhile', async () => {
      const { userId, form } = await newUser();
      const deleting = await heldTransaction((tx) => tx.update(sysUser).set({ delFlag: '2' }).where(eq(sysUser.userId, userId)));
      const importing = upload(await workbook([IMPORT_HEADER, ['', form.userName, '已被删除', '', '', '', '']]), 1);
      await pause(500);
      deleting.release();
      await deleting.done;
      expect((await importing).body).toEqual({ code: 500, msg: '用户不存在' });
      expect(await userRow(userId)).toMatchObject({ delFlag: '2', nickName: form.nickName });
    });
  }
});

import { eq } from 'drizzle-orm';
import { sysUserPost } from '@/features/system/tables';
import { chinaToday } from '@/lib/format/date-time';
import type { ApiAnswer } from '@/tests/support/api-harness';
import { staffUser } from '@/tests/support/staff';
import { FORBIDDEN, XLSX } from '@/tests/support/answers';
import { PASSWORD, admin, api, member, msgOf, newUser, rolesOf, signIn, userForm, userRow, usersNamed } from './users-suite';
import { expectRefused, expectAllowed } from '@/tests/support/feature-suite';

describe('user permissions', () => {
  test('the import template is the one user-management call open to a registered member', async () => {
    const template = await member.call('POST', '/system/user/importTemplate');
    expect(template.headers.get('content-type')).toBe(XLSX);
  });

  test('each endpoint needs its own permission: holding the list permission alone is not enough', async () => {
    const viewer = await staffUser(api, { perms: ['system:user:list'] });
    await expectAllowed(viewer, [
      ['GET', '/system/user/list'],
      ['GET', '/system/user/deptTree'],
    ]);
    await expectRefused(viewer, [
      ['GET', `/system/user/${member.userId}`],
      ['PUT', '/system/user/resetPwd', { userId: member.userId, password: PASSWORD }],
    ]);
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
  test('the form options leave out the admin role except for user 1, and hold every post; the detail adds data, roleIds and postIds', async () => {
    const options = await admin('GET', '/system/user/');
    expect(options.body).toMatchObject({ code: 200, msg: '操作成功' });
    const postCodes = (answer: ApiAnswer) => (answer.body.posts as { postCode: string }[]).map((post) => post.postCode);
    expect(postCodes(options)).toEqual(['chair', 'secretary', 'staff', 'editor']);
    expect(options.body).not.toHaveProperty('data');
    const roleIds = (options.body.roles as { roleId: number }[]).map((role) => role.roleId);
    expect(roleIds).toEqual(expect.arrayContaining([2, 3]));
    expect(roleIds).not.toContain(1);

    const { userId, form } = await newUser({ roleIds: [3, 2], postIds: [4, 3] });
    const detail = await admin('GET', `/system/user/${userId}`);
    expect(postCodes(detail)).toEqual(['chair', 'secretary', 'staff', 'editor']);
    expect(detail.body).toMatchObject({
      code: 200,
      roleIds: [2, 3],
      postIds: [3, 4],
      data: { userId, userName: form.userName, deptId: 103, dept: { deptName: '培训部' }, admin: false },
    });
    expect((detail.body.data as { roles: { roleId: number }[] }).roles.map((role) => role.roleId)).toEqual([2, 3]);
    expect(detail.body.data).not.toHaveProperty('password');
    expect((detail.body.roles as { roleId: number }[]).map((role) => role.roleId)).not.toContain(1);

    const superAdmin = await admin('GET', '/system/user/1');
    expect(superAdmin.body).toMatchObject({ roleIds: [1], postIds: [2], data: { userId: 1, admin: true } });
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

describe('posts of a user', () => {
  const postsOf = async (userId: number) =>
    (await api.backend.deps.db.select({ postId: sysUserPost.postId }).from(sysUserPost).where(eq(sysUserPost.userId, userId)))
      .map((row) => row.postId)
      .sort((a, b) => a - b);

  test('are given on add, replaced on edit only when sent, refused when unknown, and end with the user', async () => {
    const { userId } = await newUser({ postIds: '3,1' });
    expect(await postsOf(userId)).toEqual([1, 3]);
    expect((await admin('PUT', '/system/user', { userId, nickName: '只改昵称' })).body.code).toBe(200);
    expect(await postsOf(userId)).toEqual([1, 3]);
    expect((await admin('PUT', '/system/user', { userId, postIds: [2] })).body.code).toBe(200);
    expect(await postsOf(userId)).toEqual([2]);
    expect(await msgOf('PUT', '/system/user', { userId, postIds: [2, 999999] })).toBe('岗位不存在');
    expect(await msgOf('PUT', '/system/user', { userId, postIds: ['x'] })).toBe('岗位编号格式不正确');
    expect(await postsOf(userId)).toEqual([2]);
    expect((await admin('PUT', '/system/user', { userId, postIds: [] })).body.code).toBe(200);
    expect(await postsOf(userId)).toEqual([]);

    const second = await newUser({ postIds: [4] });
    expect((await admin('DELETE', `/system/user/${second.userId}`)).body.code).toBe(200);
    expect(await postsOf(second.userId)).toEqual([]);
  });

  test('show on the profile as postGroup', async () => {
    const profile = await admin('GET', '/system/user/profile');
    expect(profile.body).toMatchObject({ code: 200, postGroup: '秘书长' });
  });
});

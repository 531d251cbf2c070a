import { staffUser } from '@/tests/support/staff';
import { IMPORT_HEADER, admin, api, infoCode, msgOf, newUser, rolesOf, signIn, userForm, userRow } from './users-suite';
import { expectMessages, exportedRows, postForm, workbookRows, temporaryExport } from '@/tests/support/feature-suite';

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
    await expectMessages(admin, 'PUT', '/system/user', [
      [{ ...userForm(), userId: 1 }, '不允许操作超级管理员用户'],
      [{ ...userForm(), userId: 99999 }, '用户不存在'],
      [{ ...userForm() }, '参数[userId]不能为空'],
      [{ ...form, userId, phonenumber: other.form.phonenumber }, `修改用户'${form.userName}'失败，手机号码已存在`],
      [{ ...form, userId, email: other.form.email }, `修改用户'${form.userName}'失败，邮箱账号已存在`],
      [{ ...form, userId, deptId: 99999 }, '部门不存在'],
      [{ ...form, userId, nickName: '' }, '用户昵称不能为空'],
    ]);
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
    await expectMessages(admin, 'PUT', '/system/user/resetPwd', [
      [{ userId, password: '123' }, '密码长度必须在6到20个字符之间'],
      [{ userId: 1, password: 'Whatever#1' }, '不允许操作超级管理员用户'],
      [{ userId: 99999, password: 'Whatever#1' }, '用户不存在'],
    ]);
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
    await expectMessages(admin, 'PUT', '/system/user/changeStatus', [
      [{ userId, status: '5' }, '帐号状态只能是0或1'],
      [{ userId: 1, status: '1' }, '不允许操作超级管理员用户'],
      [{ userId: 99999, status: '1' }, '用户不存在'],
    ]);

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
    const rows = await exportedRows(
      api,
      '/system/user/export',
      `userName=${form.userName}`,
      '用户序号 登录名称 用户名称 用户邮箱 手机号码 用户性别 账号状态 最后登录IP 最后登录时间 部门名称 部门负责人',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual([
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

    await temporaryExport(admin, `/system/user/export?userName=${form.userName}`, '用户数据');
    expect((await postForm(api, '/system/user/export', 'orderByColumn=password')).body.msg).toBe('参数不符合规范，不能进行查询');
  });

  test('the import template is the header row of the import columns', async () => {
    const template = await admin('POST', '/system/user/importTemplate');
    expect(workbookRows(template)).toEqual([IMPORT_HEADER]);
  });
});

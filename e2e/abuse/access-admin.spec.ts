/** @features system/user system/role system/dept monitor */
import { expect, test, type APIRequestContext } from '../fixtures';
import { adminSession, apiSession, createRole, createAccount, envelope, ACCOUNT_PASSWORD } from './support';

const NO_PERMISSION = { code: 403, msg: '没有权限，请联系管理员授权' };
const USER_SCOPE = { code: 500, msg: '没有权限访问用户数据！' };
const GRANT_BEYOND = { code: 500, msg: '不能授予自己没有的权限' };
const OWN_ROLES = { code: 500, msg: '不能修改自己的角色' };
const OWN_ROLE_SCOPE = { code: 500, msg: '不能修改自己所属角色的数据权限' };

/** Menus of a narrow user manager: user list/query/edit/reset password, role list/query/edit. */
const USER_MANAGER_MENUS = [1, 100, 1000, 1002, 1006, 101, 1007, 1009];
const TRAINING_DEPT = 103;
const SECRETARIAT_DEPT = 101;

async function userAsAdminSees(admin: APIRequestContext, userId: number) {
  return (await envelope(await admin.get(`/prod-api/system/user/${userId}`))) as unknown as {
    data: { nickName: string; status: string };
    roleIds: number[];
  };
}

test('IDOR across two admin roles: a narrow user manager cannot reach users outside their scope, nor raise anyone, themselves included', async ({
  baseURL,
}) => {
  const admin = await adminSession(baseURL!);
  const narrowRole = await createRole(admin, USER_MANAGER_MENUS, '3');
  const staff = await createAccount(baseURL!, admin, { deptId: TRAINING_DEPT, roleIds: [narrowRole] });
  const outsider = await createAccount(baseURL!, admin, { deptId: SECRETARIAT_DEPT, roleIds: [2] });
  const editor = await createAccount(baseURL!, admin, { deptId: TRAINING_DEPT, roleIds: [3] });
  const colleague = await createAccount(baseURL!, admin, { deptId: TRAINING_DEPT, roleIds: [2] });
  const { api } = staff;
  const form = (userId: number, deptId: number, roleIds: number[]) => ({
    userId,
    nickName: '越权修改',
    deptId,
    phonenumber: '',
    email: '',
    sex: '0',
    status: '0',
    remark: '',
    roleIds,
  });

  const attempts: [method: string, path: string, data: unknown, expected: { code: number; msg: string }][] = [
    ['GET', `/system/user/${outsider.userId}`, undefined, USER_SCOPE],
    ['PUT', '/system/user', form(outsider.userId, SECRETARIAT_DEPT, []), USER_SCOPE],
    ['PUT', '/system/user/resetPwd', { userId: outsider.userId, password: 'Taken#2026pw' }, USER_SCOPE],
    ['PUT', '/system/user/changeStatus', { userId: outsider.userId, status: '1' }, USER_SCOPE],
    ['GET', `/system/user/authRole/${outsider.userId}`, undefined, USER_SCOPE],
    ['PUT', '/system/user/resetPwd', { userId: editor.userId, password: 'Taken#2026pw' }, { code: 500, msg: '不能操作权限高于自己的用户' }],
    ['PUT', '/system/user/changeStatus', { userId: editor.userId, status: '1' }, { code: 500, msg: '不能操作权限高于自己的用户' }],
    ['PUT', '/system/user/resetPwd', { userId: 1, password: 'Taken#2026pw' }, { code: 500, msg: '不允许操作超级管理员用户' }],
    ['PUT', `/system/user/authRole?userId=${staff.userId}&roleIds=1`, undefined, OWN_ROLES],
    ['PUT', `/system/user/authRole?userId=${staff.userId}&roleIds=${narrowRole},3`, undefined, OWN_ROLES],
    ['PUT', `/system/user/authRole?userId=${colleague.userId}&roleIds=1`, undefined, { code: 500, msg: '不允许分配超级管理员角色' }],
    ['PUT', `/system/user/authRole?userId=${colleague.userId}&roleIds=3`, undefined, GRANT_BEYOND],
    ['PUT', '/system/user', form(colleague.userId, TRAINING_DEPT, [3]), GRANT_BEYOND],
    ['PUT', '/system/user', form(colleague.userId, SECRETARIAT_DEPT, []), { code: 500, msg: '没有权限访问部门数据！' }],
    ['PUT', `/system/role/authUser/selectAll?roleId=3&userIds=${staff.userId}`, undefined, OWN_ROLES],
    ['PUT', `/system/role/authUser/selectAll?roleId=3&userIds=${colleague.userId}`, undefined, GRANT_BEYOND],
    [
      'PUT',
      `/system/role/authUser/selectAll?roleId=1&userIds=${colleague.userId}`,
      undefined,
      { code: 500, msg: '不允许分配超级管理员角色' },
    ],
    ['PUT', '/system/role/dataScope', { roleId: narrowRole, dataScope: '1', deptIds: [] }, OWN_ROLE_SCOPE],
    ['PUT', '/system/role/dataScope', { roleId: narrowRole, dataScope: '2', deptIds: [SECRETARIAT_DEPT] }, OWN_ROLE_SCOPE],
    [
      'PUT',
      '/system/role',
      {
        roleId: narrowRole,
        roleName: `r${narrowRole}`,
        roleKey: `r${narrowRole}`,
        roleSort: 1,
        status: '0',
        menuIds: [...USER_MANAGER_MENUS, 1003, 1001],
      },
      GRANT_BEYOND,
    ],
    [
      'PUT',
      '/system/role',
      { roleId: 1, roleName: '超级管理员', roleKey: 'admin', roleSort: 1, status: '1', menuIds: [] },
      { code: 500, msg: '不允许操作超级管理员角色' },
    ],
    ['PUT', '/system/role/changeStatus', { roleId: 1, status: '1' }, { code: 500, msg: '不允许操作超级管理员角色' }],
    ['DELETE', '/system/user/1', undefined, NO_PERMISSION],
    [
      'POST',
      '/system/user',
      { userName: 'abuse_new', nickName: 'x', password: ACCOUNT_PASSWORD, deptId: TRAINING_DEPT, roleIds: [1] },
      NO_PERMISSION,
    ],
    ['GET', '/system/config/list', undefined, NO_PERMISSION],
    ['GET', '/monitor/sms/list', undefined, NO_PERMISSION],
  ];
  for (const [method, path, data, expected] of attempts) {
    const answer = await envelope(await api.fetch(`/prod-api${path}`, { method, data }));
    expect.soft(answer, `${method} ${path} ${JSON.stringify(data)}`).toEqual(expected);
  }

  // Nothing changed: the outsider, the editor and the staff member's own grants are as they were.
  expect(await userAsAdminSees(admin, outsider.userId)).toMatchObject({ data: { nickName: outsider.userName, status: '0' }, roleIds: [2] });
  expect(await userAsAdminSees(admin, editor.userId)).toMatchObject({ data: { status: '0' }, roleIds: [3] });
  expect(await userAsAdminSees(admin, staff.userId)).toMatchObject({ roleIds: [narrowRole] });
  expect(await userAsAdminSees(admin, colleague.userId)).toMatchObject({ data: { nickName: colleague.userName }, roleIds: [2] });
  expect(await envelope(await admin.get(`/prod-api/system/role/${narrowRole}`))).toMatchObject({ data: { dataScope: '3' } });
  expect(await envelope(await admin.get('/prod-api/system/role/1'))).toMatchObject({ data: { status: '0' } });
  await apiSession(baseURL!, outsider.userName, ACCOUNT_PASSWORD);
  await apiSession(baseURL!, editor.userName, ACCOUNT_PASSWORD);
  const info = await envelope(await (await apiSession(baseURL!, staff.userName, ACCOUNT_PASSWORD)).get('/prod-api/getInfo'));
  expect(info.permissions).not.toContain('*:*:*');
  expect(info.permissions).not.toContain('system:user:remove');
});

test('PUT /system/user/profile changes only name, e-mail, phone and gender: not roles, status, userId, userName, password or department', async ({
  baseURL,
}) => {
  const admin = await adminSession(baseURL!);
  const member = await createAccount(baseURL!, admin, { deptId: 100, roleIds: [2] });
  const before = await envelope(await member.api.get('/prod-api/getInfo'));
  const adminBefore = await userAsAdminSees(admin, 1);
  for (const path of ['/system/user/profile', '/system/user/edit']) {
    const answer = await envelope(
      await member.api.put(`/prod-api${path}`, {
        data: {
          nickName: '只改昵称',
          sex: '1',
          email: '',
          phonenumber: '',
          userId: 1,
          userName: 'admin',
          roleIds: [1],
          roles: [{ roleId: 1, roleKey: 'admin' }],
          admin: true,
          permissions: ['*:*:*'],
          status: '1',
          delFlag: '2',
          deptId: 103,
          dept: { deptId: 103 },
          password: 'Hacked#2026pw',
          pwdUpdateDate: '2000-01-01 00:00:00',
          loginIp: '6.6.6.6',
        },
      }),
    );
    expect(answer, path).toMatchObject({ code: 200 });
  }
  const after = await envelope(await member.api.get('/prod-api/getInfo'));
  expect(after).toMatchObject({
    code: 200,
    roles: before.roles,
    permissions: before.permissions,
    user: { userId: member.userId, userName: member.userName, nickName: '只改昵称', sex: '1' },
  });
  expect(await userAsAdminSees(admin, member.userId)).toMatchObject({
    data: { status: '0', deptId: 100, nickName: '只改昵称' },
    roleIds: [2],
  });
  expect(await userAsAdminSees(admin, 1)).toMatchObject({ data: { nickName: adminBefore.data.nickName, status: '0' } });
  // The password is the old one still: the body's was dropped.
  await apiSession(baseURL!, member.userName, ACCOUNT_PASSWORD);
});

test('NUL bytes in filters, path parameters and bodies get a clear answer, never an internal (database) error', async ({ baseURL }) => {
  const admin = await adminSession(baseURL!);
  const calls: [method: string, path: string, data?: unknown][] = [
    ['GET', '/system/user/list?userName=%00'],
    ['GET', '/system/user/list?status=a%00b'],
    ['GET', '/monitor/operlog/list?operIp=%00'],
    ['GET', '/monitor/online/list?ipaddr=%00'],
    ['GET', '/system/dict/data/type/a%00b'],
    ['GET', '/system/config/configKey/a%00b'],
    ['GET', '/api/bll/article/listPreview?articleName=%00'],
    ['PUT', '/system/user/profile', { nickName: 'a\u0000b', sex: '0' }],
    ['POST', '/bll/article', { typeId: 11, articleName: 'a\u0000b', status: '0', content: '<p>a\u0000b</p>' }],
    ['POST', '/system/dict/type', { dictName: 'a\u0000b', dictType: 'nul_test', status: '0' }],
  ];
  for (const [method, path, data] of calls) {
    const response = await admin.fetch(`/prod-api${path}`, { method, data });
    expect.soft(response.status(), `${method} ${path}`).toBeLessThan(500);
    // nginx refuses an encoded NUL in a path itself, with its own 400 page.
    if (!(response.headers()['content-type'] ?? '').includes('json')) {
      expect.soft(response.status(), `${method} ${path}`).toBe(400);
      continue;
    }
    const answer = await envelope(response);
    expect.soft(answer.msg, `${method} ${path}`).not.toMatch(/syntax|relation|column|postgres|drizzle|系统内部错误/i);
  }
});

import type { Harness } from '@/tests/support/api-harness';
import type { Person } from '@/tests/support/member-helpers';
import { MENU, newRole, rolesOf, staffMember } from '@/tests/support/role-helpers';
import { type RoleHolder, featureSuite, expectRefused, type Call } from '@/tests/support/feature-suite';

const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let api: Harness;
let admin: Call;
let member: Person;

/** A role manager whose custom data scope is department 102 (see role-admin.test.ts). */
let manager: RoleHolder;
let managerRole: number;

featureSuite(
  {
    people: ['member'],
    holders: { manager: { deptId: 102, role: { menuIds: [MENU.system, MENU.rolePage, MENU.roleQuery, MENU.roleEdit, MENU.userPage] } } },
  },
  async (suite) => {
    ({ api, admin, member, manager } = suite);
    managerRole = manager.roleId;
    expect((await admin('PUT', '/system/role/dataScope', { roleId: managerRole, dataScope: '2', deptIds: [102] })).body.code).toBe(200);
  },
);

type Row = Record<string, unknown> & { userId: number };
const listed = async (call: typeof admin | Person['call'], path: string) => {
  const body = (await call('GET', path)).body;
  const rows = (body.rows ?? []) as Row[];
  return { ...body, rows, ids: rows.map((row) => row.userId).sort((a, b) => a - b) };
};

describe('users of a role', () => {
  test('a registered member is refused every call', async () => {
    const roleId = await newRole(api);
    await expectRefused(member, [
      ['GET', `/system/role/authUser/allocatedList?roleId=${roleId}`],
      ['GET', `/system/role/authUser/unallocatedList?roleId=${roleId}`],
      ['PUT', '/system/role/authUser/cancel', { userId: member.userId, roleId }],
      ['PUT', `/system/role/authUser/cancelAll?roleId=${roleId}&userIds=${member.userId}`],
      ['PUT', `/system/role/authUser/selectAll?roleId=${roleId}&userIds=${member.userId}`],
    ]);
    expect(await rolesOf(api, member.userId)).toEqual([2]);
  });

  test('allocated and unallocated lists: holders, candidates, filters, paging and scope', async () => {
    const roleId = await newRole(api, { menuIds: [MENU.system, MENU.rolePage] });
    const near = await staffMember(api, 102, [roleId]);
    const far = await staffMember(api, 103, [roleId]);
    const candidate = await staffMember(api, 102, []);

    const allocated = await listed(admin, `/system/role/authUser/allocatedList?roleId=${roleId}`);
    expect(allocated).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
    expect(allocated.ids).toEqual([near.userId, far.userId]);
    expect(allocated.rows[0]).toEqual({
      userId: near.userId,
      deptId: 102,
      userName: near.phone,
      nickName: expect.any(String),
      email: '',
      phonenumber: near.phone,
      status: '0',
      createTime: expect.stringMatching(WIRE_TIME),
    });
    const unallocated = await listed(admin, `/system/role/authUser/unallocatedList?roleId=${roleId}&pageSize=500`);
    expect(unallocated.ids).toContain(candidate.userId);
    expect(unallocated.ids).not.toContain(near.userId);
    // Nobody may add the super administrator to a role, so they are no candidate.
    expect(unallocated.ids).not.toContain(1);

    expect((await listed(admin, `/system/role/authUser/allocatedList?roleId=${roleId}&userName=${far.phone}`)).ids).toEqual([far.userId]);
    expect((await listed(admin, `/system/role/authUser/unallocatedList?roleId=${roleId}&phonenumber=${candidate.phone}`)).ids).toEqual([
      candidate.userId,
    ]);
    const paged = await listed(
      admin,
      `/system/role/authUser/allocatedList?roleId=${roleId}&pageNum=2&pageSize=1&orderByColumn=userId&isAsc=desc`,
    );
    expect(paged).toMatchObject({ total: 2, ids: [near.userId] });

    // The manager sees the users of department 102 only.
    expect((await listed(manager.call, `/system/role/authUser/allocatedList?roleId=${roleId}`)).ids).toEqual([near.userId]);
    const candidates = await listed(manager.call, `/system/role/authUser/unallocatedList?roleId=${roleId}&pageSize=500`);
    expect(candidates.ids).toEqual([manager.userId, candidate.userId].sort((a, b) => a - b));

    expect((await admin('GET', '/system/role/authUser/allocatedList')).body.msg).toBe('参数[roleId]不能为空');
    expect((await admin('GET', '/system/role/authUser/unallocatedList?roleId=99999')).body).toEqual({ code: 500, msg: '角色不存在' });
    expect((await admin('GET', `/system/role/authUser/allocatedList?roleId=${roleId}&orderByColumn=password`)).body.msg).toBe(
      '参数不符合规范，不能进行查询',
    );
    const hidden = await newRole(api);
    await staffMember(api, 103, [hidden]);
    expect((await manager.call('GET', `/system/role/authUser/unallocatedList?roleId=${hidden}`)).body).toEqual({
      code: 500,
      msg: '没有权限访问角色数据！',
    });
  });

  test('selectAll gives the role at once; cancel and cancelAll take it back', async () => {
    const roleId = await newRole(api, { menuIds: [MENU.system, MENU.rolePage] });
    const [one, two, three] = [await staffMember(api, 102, []), await staffMember(api, 103, []), await staffMember(api, 104, [])];
    const put = (path: string, body?: unknown) => admin('PUT', `/system/role/authUser/${path}`, body);

    expect((await put(`selectAll?roleId=${roleId}&userIds=${one.userId},${two.userId},${three.userId}`)).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await rolesOf(api, one.userId)).toEqual([roleId]);
    expect((await one.call('GET', '/getInfo')).body.permissions).toEqual(['system:role:list']);
    // Adding a holder again keeps the one link.
    expect((await put(`selectAll?roleId=${roleId}&userIds=${one.userId}`)).body.code).toBe(200);
    expect(await rolesOf(api, one.userId)).toEqual([roleId]);

    expect((await put('cancel', { userId: one.userId, roleId })).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await rolesOf(api, one.userId)).toEqual([]);
    expect((await one.call('GET', '/getInfo')).body.permissions).toEqual([]);
    expect((await put('cancel', { userId: one.userId, roleId })).body).toEqual({ code: 500, msg: '操作失败' });
    expect((await put('cancel', { roleId })).body.msg).toBe('参数[userId]不能为空');

    expect((await put(`cancelAll?roleId=${roleId}&userIds=${two.userId},${three.userId}`)).body.code).toBe(200);
    expect([...(await rolesOf(api, two.userId)), ...(await rolesOf(api, three.userId))]).toEqual([]);
    expect((await put(`cancelAll?roleId=${roleId}&userIds=${two.userId}`)).body.msg).toBe('操作失败');
  });

  test('bad calls: unknown ids, the super administrator, role 1 and malformed lists change nothing', async () => {
    const roleId = await newRole(api, { menuIds: [MENU.system, MENU.rolePage] });
    const user = await staffMember(api, 102, []);
    const put = (path: string, body?: unknown) => admin('PUT', `/system/role/authUser/${path}`, body);

    expect((await put(`selectAll?roleId=${roleId}&userIds=1`)).body.msg).toBe('不允许操作超级管理员用户');
    expect((await put('cancel', { userId: 1, roleId: 1 })).body.msg).toBe('不允许操作超级管理员用户');
    expect((await put(`cancelAll?roleId=1&userIds=1,${user.userId}`)).body.msg).toBe('不允许操作超级管理员用户');
    expect((await put(`selectAll?roleId=${roleId}&userIds=${user.userId},99999`)).body.msg).toBe('用户不存在');
    expect((await put(`selectAll?roleId=99999&userIds=${user.userId}`)).body.msg).toBe('角色不存在');
    expect((await put(`selectAll?roleId=${roleId}&userIds=`)).body.msg).toBe('参数[userIds]不能为空');
    expect((await put(`selectAll?roleId=${roleId}&userIds=${user.userId},x`)).body.msg).toMatch(/^请求参数类型不匹配，参数\[userIds\]/);
    expect((await put(`selectAll?userIds=${user.userId}`)).body.msg).toBe('参数[roleId]不能为空');
    expect(await rolesOf(api, user.userId)).toEqual([]);

    // Only the super administrator gives and takes role 1.
    expect((await manager.call('PUT', `/system/role/authUser/selectAll?roleId=1&userIds=${user.userId}`)).body.msg).toBe(
      '不允许分配超级管理员角色',
    );
    expect((await put(`selectAll?roleId=1&userIds=${user.userId}`)).body.code).toBe(200);
    expect((await manager.call('PUT', '/system/role/authUser/cancel', { userId: user.userId, roleId: 1 })).body.msg).toBe(
      '不允许修改超级管理员角色用户的角色',
    );
    // Nor does anyone else change the roles of a holder of role 1.
    expect((await manager.call('PUT', `/system/role/authUser/selectAll?roleId=${managerRole}&userIds=${user.userId}`)).body.msg).toBe(
      '不允许修改超级管理员角色用户的角色',
    );
    expect(await rolesOf(api, user.userId)).toEqual([1]);
    expect((await put('cancel', { userId: user.userId, roleId: 1 })).body.code).toBe(200);
    expect(await rolesOf(api, user.userId)).toEqual([]);
  });

  test('a role manager: the role and every user must be in scope, no self-service, no rights beyond their own', async () => {
    const roleId = await newRole(api, { menuIds: [MENU.system, MENU.rolePage] });
    await staffMember(api, 102, [roleId]);
    const inside = await staffMember(api, 102, []);
    const outside = await staffMember(api, 103, []);
    const put = (path: string, body?: unknown) => manager.call('PUT', `/system/role/authUser/${path}`, body);

    // The reference checks the role but not the users (contract 9, item 11).
    expect((await put(`selectAll?roleId=${roleId}&userIds=${inside.userId},${outside.userId}`)).body).toEqual({
      code: 500,
      msg: '没有权限访问用户数据！',
    });
    expect(await rolesOf(api, inside.userId)).toEqual([]);
    expect((await put(`selectAll?roleId=${roleId}&userIds=${manager.userId}`)).body.msg).toBe('不能修改自己的角色');
    // The role sees all data, the manager department 102 only: giving it would widen the holder's view.
    expect((await put(`selectAll?roleId=${roleId}&userIds=${inside.userId}`)).body).toEqual({ code: 500, msg: '不能授予自己没有的权限' });
    expect((await admin('PUT', '/system/role/dataScope', { roleId, dataScope: '2', deptIds: [102] })).body.code).toBe(200);
    expect((await put(`selectAll?roleId=${roleId}&userIds=${inside.userId}`)).body.code).toBe(200);
    expect(await rolesOf(api, inside.userId)).toEqual([roleId]);

    // Taking a role away is checked the same way; the reference checks nothing here.
    expect((await admin('PUT', `/system/role/authUser/selectAll?roleId=${roleId}&userIds=${outside.userId}`)).body.code).toBe(200);
    expect((await put('cancel', { userId: outside.userId, roleId })).body.msg).toBe('没有权限访问用户数据！');
    expect((await put(`cancelAll?roleId=${roleId}&userIds=${outside.userId}`)).body.msg).toBe('没有权限访问用户数据！');
    expect(await rolesOf(api, outside.userId)).toEqual([roleId]);

    const hidden = await newRole(api, { menuIds: [MENU.system, MENU.rolePage] });
    await staffMember(api, 103, [hidden]);
    expect((await put(`selectAll?roleId=${hidden}&userIds=${inside.userId}`)).body.msg).toBe('没有权限访问角色数据！');

    // The grant guard: the manager may not give a role carrying rights they lack.
    const powerful = await newRole(api, { menuIds: [MENU.system, MENU.userPage, MENU.userRemove] });
    await staffMember(api, 102, [powerful]);
    expect((await put(`selectAll?roleId=${powerful}&userIds=${inside.userId}`)).body.msg).toBe('不能授予自己没有的权限');
    expect(await rolesOf(api, inside.userId)).toEqual([roleId]);
  });
});

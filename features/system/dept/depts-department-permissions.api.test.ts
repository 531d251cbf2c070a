import { eq } from 'drizzle-orm';
import { sysDept } from '@/lib/backend/db/schema';
import { staffUser } from '@/tests/support/staff';
import { admin, api, deptForm, deptRow, msgOf, newDept } from './depts-suite';

describe('department permissions', () => {});

describe('GET /system/dept/list', () => {
  test('flat, ordered by parent and order number, with the contract fields; filters by name and status', async () => {
    const list = await admin('GET', '/system/dept/list');
    expect(list.body).toMatchObject({ code: 200, msg: '操作成功' });
    const rows = list.body.data as Record<string, unknown>[];
    expect(rows.slice(0, 5).map((row) => row.deptId)).toEqual([100, 101, 102, 103, 104]);
    expect(rows[0]).toMatchObject({
      deptId: 100,
      parentId: 0,
      ancestors: '0',
      deptName: '录音师协会',
      orderNum: 0,
      status: '0',
      delFlag: '0',
      parentName: null,
      children: [],
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });

    const named = (await admin('GET', `/system/dept/list?deptName=${encodeURIComponent('会员')}`)).body.data as { deptId: number }[];
    expect(named.map((row) => row.deptId)).toEqual([102]);
    const disabledId = await newDept({ status: '1' });
    const disabled = (await admin('GET', '/system/dept/list?status=1')).body.data as { deptId: number }[];
    expect(disabled.map((row) => row.deptId)).toContain(disabledId);
    expect(disabled.every((row) => row.deptId !== 100)).toBe(true);
  });
});

describe('POST /system/dept', () => {
  test('validation of section 4 and the parent rules; nothing is saved on refusal', async () => {
    const form = (overrides: Record<string, unknown>) => deptForm({ deptName: '不应保存', ...overrides });
    expect(await msgOf('POST', '/system/dept', form({ deptName: ' ' }))).toBe('部门名称不能为空');
    expect(await msgOf('POST', '/system/dept', form({ deptName: '部'.repeat(31) }))).toBe('部门名称长度不能超过30个字符');
    expect(await msgOf('POST', '/system/dept', form({ parentId: undefined }))).toBe('上级部门不能为空');
    expect(await msgOf('POST', '/system/dept', form({ parentId: 'x' }))).toBe('上级部门格式不正确');
    expect(await msgOf('POST', '/system/dept', form({ orderNum: undefined }))).toBe('显示顺序不能为空');
    expect(await msgOf('POST', '/system/dept', form({ orderNum: 'abc' }))).toBe('显示顺序必须是0到999999的整数');
    expect(await msgOf('POST', '/system/dept', form({ leader: '长'.repeat(21) }))).toBe('负责人长度不能超过20个字符');
    expect(await msgOf('POST', '/system/dept', form({ phone: '1'.repeat(12) }))).toBe('联系电话长度不能超过11个字符');
    expect(await msgOf('POST', '/system/dept', form({ phone: 'abc' }))).toBe('联系电话格式不正确');
    expect(await msgOf('POST', '/system/dept', form({ email: 'not-mail' }))).toBe('邮箱格式不正确');
    expect(await msgOf('POST', '/system/dept', form({ status: '3' }))).toBe('部门状态只能是0或1');
    expect(await msgOf('POST', '/system/dept', form({ deptName: '<b>x</b>' }))).toBe('部门名称不能包含脚本字符');
    expect(await msgOf('POST', '/system/dept', form({ parentId: 99999 }))).toBe('上级部门不存在');
    const disabledParent = await newDept({ status: '1' });
    expect(await msgOf('POST', '/system/dept', form({ parentId: disabledParent }))).toBe('部门停用，不允许新增');
    const rows = await api.backend.deps.db.select().from(sysDept).where(eq(sysDept.deptName, '不应保存'));
    expect(rows).toHaveLength(0);
  });

  test('ancestors follow the parent; names are unique among siblings only', async () => {
    const parent = await newDept({ parentId: 103, deptName: '录音组' });
    const child = await newDept({ parentId: parent, deptName: '同名部门', leader: '', phone: '', email: '' });
    expect(await deptRow(child)).toMatchObject({
      parentId: parent,
      ancestors: `0,100,103,${parent}`,
      deptName: '同名部门',
      createBy: 'admin',
      leader: '',
      delFlag: '0',
    });
    expect(await msgOf('POST', '/system/dept', deptForm({ parentId: parent, deptName: '同名部门' }))).toBe(
      "新增部门'同名部门'失败，部门名称已存在",
    );
    await newDept({ parentId: 103, deptName: '同名部门' });
  });
});

describe('GET /system/dept/{deptId} and list/exclude', () => {
  test('one department with its parent name; unknown or malformed ids answer clearly', async () => {
    const deptId = await newDept({ parentId: 102, deptName: '会员一组' });
    expect((await admin('GET', `/system/dept/${deptId}`)).body.data).toMatchObject({
      deptId,
      parentId: 102,
      parentName: '会员部',
      deptName: '会员一组',
      ancestors: '0,100,102',
      leader: '张三',
      phone: '13800000000',
      email: 'dept@example.com',
    });
    expect((await admin('GET', '/system/dept/99999')).body).toEqual({ code: 500, msg: '部门不存在' });
    expect(await msgOf('GET', '/system/dept/abc')).toBe("请求参数类型不匹配，参数[deptId]要求为数字，但输入值为：'abc'");
  });

  test('exclude leaves out the department and everything below it', async () => {
    const top = await newDept({ parentId: 104 });
    const middle = await newDept({ parentId: top });
    const bottom = await newDept({ parentId: middle });
    const ids = ((await admin('GET', `/system/dept/list/exclude/${top}`)).body.data as { deptId: number }[]).map((row) => row.deptId);
    expect(ids).toEqual(expect.arrayContaining([100, 101, 102, 103, 104]));
    expect(ids).not.toContain(top);
    expect(ids).not.toContain(middle);
    expect(ids).not.toContain(bottom);
    const fromMiddle = ((await admin('GET', `/system/dept/list/exclude/${middle}`)).body.data as { deptId: number }[]).map(
      (row) => row.deptId,
    );
    expect(fromMiddle).toContain(top);
    expect(fromMiddle).not.toContain(bottom);
    expect((await admin('GET', '/system/dept/list/exclude/99999')).body).toEqual({ code: 500, msg: '部门不存在' });
  });
});

describe('PUT /system/dept', () => {
  test('refuses itself or its own descendant as parent, a taken sibling name, an unknown id, and moving the root', async () => {
    const top = await newDept({ parentId: 101, deptName: '移动测试' });
    const below = await newDept({ parentId: top });
    expect(await msgOf('PUT', '/system/dept', deptForm({ deptId: top, parentId: top, deptName: '移动测试' }))).toBe(
      "修改部门'移动测试'失败，上级部门不能是自己",
    );
    expect(await msgOf('PUT', '/system/dept', deptForm({ deptId: top, parentId: below, deptName: '移动测试' }))).toBe(
      "修改部门'移动测试'失败，上级部门不能是自己的下级部门",
    );
    expect(await msgOf('PUT', '/system/dept', deptForm({ deptId: top, parentId: 100, deptName: '会员部' }))).toBe(
      "修改部门'会员部'失败，部门名称已存在",
    );
    expect(await msgOf('PUT', '/system/dept', deptForm({ deptId: 99999 }))).toBe('部门不存在');
    expect(await msgOf('PUT', '/system/dept', deptForm({ deptId: top, parentId: 99999 }))).toBe('上级部门不存在');
    expect(await msgOf('PUT', '/system/dept', deptForm({ deptId: 100, parentId: 101, deptName: '录音师协会' }))).toBe(
      "修改部门'录音师协会'失败，根部门不能移动",
    );
    expect(await msgOf('PUT', '/system/dept', deptForm({ parentId: 100 }))).toBe('参数[deptId]不能为空');
    expect(await deptRow(top)).toMatchObject({ parentId: 101, deptName: '移动测试' });
  });

  test('moving rewrites the ancestors of the whole subtree; the root may be renamed in place', async () => {
    const top = await newDept({ parentId: 101 });
    const middle = await newDept({ parentId: top });
    const bottom = await newDept({ parentId: middle });
    const answer = await admin('PUT', '/system/dept', deptForm({ deptId: top, parentId: 104, deptName: '搬家后', orderNum: 7 }));
    expect(answer.body).toEqual({ code: 200, msg: '操作成功' });
    expect(await deptRow(top)).toMatchObject({ parentId: 104, ancestors: '0,100,104', deptName: '搬家后', orderNum: 7, updateBy: 'admin' });
    expect(await deptRow(middle)).toMatchObject({ ancestors: `0,100,104,${top}` });
    expect(await deptRow(bottom)).toMatchObject({ ancestors: `0,100,104,${top},${middle}` });

    expect(
      (await admin('PUT', '/system/dept', deptForm({ deptId: 100, parentId: 0, deptName: '录音师协会', orderNum: 0 }))).body.code,
    ).toBe(200);
    expect(await deptRow(100)).toMatchObject({ parentId: 0, ancestors: '0' });
  });

  test('disabling needs every descendant disabled; enabling re-enables the ancestors', async () => {
    const top = await newDept({ parentId: 102, deptName: '停用测试' });
    const middle = await newDept({ parentId: top, deptName: '停用中层' });
    const bottom = await newDept({ parentId: middle, deptName: '停用底层' });
    expect(await msgOf('PUT', '/system/dept', deptForm({ deptId: top, parentId: 102, deptName: '停用测试', status: '1' }))).toBe(
      '该部门包含未停用的子部门！',
    );
    expect(
      (await admin('PUT', '/system/dept', deptForm({ deptId: bottom, parentId: middle, deptName: '停用底层', status: '1' }))).body.code,
    ).toBe(200);
    expect(
      (await admin('PUT', '/system/dept', deptForm({ deptId: middle, parentId: top, deptName: '停用中层', status: '1' }))).body.code,
    ).toBe(200);
    expect(
      (await admin('PUT', '/system/dept', deptForm({ deptId: top, parentId: 102, deptName: '停用测试', status: '1' }))).body.code,
    ).toBe(200);
    expect((await deptRow(top)).status).toBe('1');

    expect(
      (await admin('PUT', '/system/dept', deptForm({ deptId: bottom, parentId: middle, deptName: '停用底层', status: '0' }))).body.code,
    ).toBe(200);
    expect([
      (await deptRow(top)).status,
      (await deptRow(middle)).status,
      (await deptRow(bottom)).status,
      (await deptRow(102)).status,
    ]).toEqual(['0', '0', '0', '0']);
  });
});

describe('PUT /system/dept by a caller with a custom department scope', () => {
  const DEPT_EDITOR = ['system:dept:list', 'system:dept:query', 'system:dept:edit'];
  const editorOf = (scopeDepts: number[]) => staffUser(api, { perms: DEPT_EDITOR, dataScope: '2', scopeDepts, deptId: scopeDepts[0] });

  test('enabling a department does not re-enable a disabled ancestor outside the scope', async () => {
    const parent = await newDept({ parentId: 101, deptName: '范围外上级' });
    const child = await newDept({ parentId: parent, deptName: '范围内下级' });
    expect(
      (await admin('PUT', '/system/dept', deptForm({ deptId: child, parentId: parent, deptName: '范围内下级', status: '1' }))).body.code,
    ).toBe(200);
    expect(
      (await admin('PUT', '/system/dept', deptForm({ deptId: parent, parentId: 101, deptName: '范围外上级', status: '1' }))).body.code,
    ).toBe(200);

    const narrow = await editorOf([child]);
    const enable = deptForm({ deptId: child, parentId: parent, deptName: '范围内下级', status: '0' });
    expect((await narrow.call('PUT', '/system/dept', enable)).body).toEqual({
      code: 500,
      msg: "修改部门'范围内下级'失败，需要启用的上级部门超出数据权限范围",
    });
    expect([(await deptRow(parent)).status, (await deptRow(child)).status]).toEqual(['1', '1']);
    // Saving it disabled touches nothing above it.
    expect((await narrow.call('PUT', '/system/dept', { ...enable, status: '1', orderNum: 5 })).body.code).toBe(200);

    const wide = await editorOf([child, parent]);
    expect((await wide.call('PUT', '/system/dept', enable)).body).toEqual({ code: 200, msg: '操作成功' });
    expect([(await deptRow(parent)).status, (await deptRow(child)).status]).toEqual(['0', '0']);
  });

  test('moving a department is refused while any department below it lies outside the scope', async () => {
    const top = await newDept({ parentId: 102, deptName: '范围移动' });
    const below = await newDept({ parentId: top });
    const target = await newDept({ parentId: 104 });
    const move = deptForm({ deptId: top, parentId: target, deptName: '范围移动' });

    const narrow = await editorOf([top, target]);
    expect((await narrow.call('PUT', '/system/dept', move)).body).toEqual({
      code: 500,
      msg: "修改部门'范围移动'失败，下级部门超出数据权限范围，不能移动",
    });
    expect(await deptRow(top)).toMatchObject({ parentId: 102, ancestors: '0,100,102' });
    expect((await deptRow(below)).ancestors).toBe(`0,100,102,${top}`);

    const wide = await editorOf([top, below, target]);
    expect((await wide.call('PUT', '/system/dept', move)).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await deptRow(below)).ancestors).toBe(`0,100,104,${target},${top}`);
  });
});

describe('PUT /system/dept/updateSort', () => {
  test('pairs ids with order numbers, all or nothing', async () => {
    const first = await newDept();
    const second = await newDept();
    expect((await admin('PUT', '/system/dept/updateSort', { deptIds: `${first},${second}`, orderNums: '41,42' })).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect([(await deptRow(first)).orderNum, (await deptRow(second)).orderNum]).toEqual([41, 42]);
    expect(await msgOf('PUT', '/system/dept/updateSort', { deptIds: `${first},${second}`, orderNums: '1' })).toBe(
      '部门编号与显示顺序的数量不一致',
    );
    expect(await msgOf('PUT', '/system/dept/updateSort', { deptIds: `${first},99999`, orderNums: '1,2' })).toBe('部门不存在');
    expect(await msgOf('PUT', '/system/dept/updateSort', { deptIds: `${first},${first}`, orderNums: '1,2' })).toBe('部门编号不能重复');
    expect(await msgOf('PUT', '/system/dept/updateSort', { deptIds: `${first}`, orderNums: 'x' })).toBe('显示顺序必须是0到999999的整数');
    expect([(await deptRow(first)).orderNum, (await deptRow(second)).orderNum]).toEqual([41, 42]);
  });
});

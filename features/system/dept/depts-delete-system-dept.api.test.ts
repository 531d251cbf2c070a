import { eq } from 'drizzle-orm';
import { sysUser } from '@/lib/backend/db/schema';
import { admin, api, deptRow, member, newDept } from './depts-suite';

describe('DELETE /system/dept/{deptId}', () => {
  test('601 while sub-departments or users remain; then a soft delete', async () => {
    const top = await newDept({ deptName: '待删除' });
    const child = await newDept({ parentId: top });
    expect((await admin('DELETE', `/system/dept/${top}`)).body).toEqual({ code: 601, msg: '存在下级部门,不允许删除' });
    await api.backend.deps.db.update(sysUser).set({ deptId: child }).where(eq(sysUser.userId, member.userId));
    expect((await admin('DELETE', `/system/dept/${child}`)).body).toEqual({ code: 601, msg: '部门存在用户,不允许删除' });
    await api.backend.deps.db.update(sysUser).set({ deptId: null }).where(eq(sysUser.userId, member.userId));

    expect((await admin('DELETE', `/system/dept/${child}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await admin('DELETE', `/system/dept/${top}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await deptRow(top)).toMatchObject({ delFlag: '2' });
    const ids = ((await admin('GET', '/system/dept/list')).body.data as { deptId: number }[]).map((row) => row.deptId);
    expect(ids).not.toContain(top);
    expect((await admin('GET', `/system/dept/${top}`)).body).toEqual({ code: 500, msg: '部门不存在' });
    expect((await admin('DELETE', `/system/dept/${top}`)).body).toEqual({ code: 500, msg: '部门不存在' });
    // A deleted department's name is free again among its siblings.
    await newDept({ deptName: '待删除' });
  });
});

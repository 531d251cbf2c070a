import { inArray } from 'drizzle-orm';
import { sysPost, sysUserPost } from '@/features/system/tables';
import type { ApiAnswer, Harness } from '@/tests/support/api-harness';
import {
  addedId,
  expectDeletesAllOrNone,
  expectMessages,
  expectNotFound,
  exportedRows,
  featureSuite,
  temporaryExport,
  type Call,
} from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';

let api: Harness;
let admin: Call;
let member: Person;
featureSuite({ people: ['member'] }, (suite) => {
  ({ api, admin, member } = suite);
});

let seq = 0;
/** A post no other test uses; answers its id and names. */
async function newPost(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const body = { postCode: `test_${seq}`, postName: `测试岗位${seq}`, postSort: 10 + seq, status: '0', ...overrides };
  return { postId: await addedId(admin, '/system/post', body), ...body };
}

type PostRow = { postId: number; postCode: string; postName: string };
const rowsOf = (answer: ApiAnswer) => answer.body.rows as PostRow[];

const count = async (ids: number[]) => (await api.backend.deps.db.select().from(sysPost).where(inArray(sysPost.postId, ids))).length;

describe('posts', () => {
  test('the seeded posts list in their order, filtered by code, name and status', async () => {
    const all = await admin('GET', '/system/post/list?pageNum=1&pageSize=10');
    expect(all.body).toMatchObject({ code: 200, msg: '查询成功', total: 4 });
    expect(rowsOf(all).map((row) => row.postName)).toEqual(['会长', '秘书长', '秘书处干事', '内容编辑']);
    expect(rowsOf(all)[0]).toEqual({
      postId: 1,
      postCode: 'chair',
      postName: '会长',
      postSort: 1,
      status: '0',
      flag: false,
      createBy: 'admin',
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      updateBy: '',
      updateTime: null,
      remark: null,
    });
    const byCode = await admin('GET', '/system/post/list?postCode=secr');
    expect(rowsOf(byCode).map((row) => row.postCode)).toEqual(['secretary']);
    const byName = await admin('GET', '/system/post/list?postName=干事');
    expect(rowsOf(byName).map((row) => row.postId)).toEqual([3]);
    expect((await admin('GET', '/system/post/list?status=1')).body).toMatchObject({ total: 0, rows: [] });
  });

  test('any signed-in user gets every post for a picker', async () => {
    const answer = await member.call('GET', '/system/post/optionselect');
    expect(answer.body.code).toBe(200);
    expect((answer.body.data as PostRow[]).slice(0, 4).map((row) => row.postCode)).toEqual(['chair', 'secretary', 'staff', 'editor']);
  });

  test('a post is added, read and changed; each field is checked with the reference’s messages', async () => {
    const { postId } = await newPost({ remark: ' 新岗位 ' });
    const read = await admin('GET', `/system/post/${postId}`);
    expect(read.body.data).toMatchObject({ postId, postCode: `test_${seq}`, postName: `测试岗位${seq}`, remark: '新岗位' });
    expect((await admin('PUT', '/system/post', { postId, postCode: 'renamed_code', postName: '改名岗位', postSort: 3 })).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await admin('GET', `/system/post/${postId}`)).body.data).toMatchObject({
      postCode: 'renamed_code',
      postName: '改名岗位',
      postSort: 3,
    });

    const form = { postCode: 'checked', postName: '检查岗位', postSort: 1 };
    await expectMessages(admin, 'POST', '/system/post', [
      [{ ...form, postCode: ' ' }, '岗位编码不能为空'],
      [{ ...form, postName: '' }, '岗位名称不能为空'],
      [{ ...form, postCode: 'c'.repeat(65) }, '岗位编码长度不能超过64个字符'],
      [{ ...form, postName: '名'.repeat(51) }, '岗位名称长度不能超过50个字符'],
      [{ ...form, postSort: undefined }, '显示顺序不能为空'],
      [{ ...form, postSort: '1.5' }, '显示顺序必须是整数'],
      [{ ...form, status: '2' }, '岗位状态只能是0或1'],
      [{ ...form, postName: '<b>岗位</b>' }, '岗位名称不能包含脚本字符'],
    ]);
    expect(
      await api.backend.deps.db
        .select()
        .from(sysPost)
        .where(inArray(sysPost.postCode, ['checked'])),
    ).toHaveLength(0);
  });

  test('names and codes are unique, the name checked first, a post excepted from its own edit', async () => {
    const first = await newPost();
    const second = await newPost();
    await expectMessages(admin, 'POST', '/system/post', [
      [{ postCode: 'fresh_code', postName: first.postName, postSort: 1 }, `新增岗位'${first.postName}'失败，岗位名称已存在`],
      [{ postCode: first.postCode, postName: '新名字', postSort: 1 }, `新增岗位'新名字'失败，岗位编码已存在`],
      [{ postCode: first.postCode, postName: second.postName, postSort: 1 }, `新增岗位'${second.postName}'失败，岗位名称已存在`],
    ]);
    await expectMessages(admin, 'PUT', '/system/post', [
      [{ ...second, postName: first.postName }, `修改岗位'${first.postName}'失败，岗位名称已存在`],
      [{ ...second, postCode: first.postCode }, `修改岗位'${second.postName}'失败，岗位编码已存在`],
    ]);
    expect((await admin('PUT', '/system/post', { ...second, postSort: 99 })).body.code).toBe(200);
  });

  test('unknown posts are not found; deletes are all or none, and a post someone holds stays', async () => {
    await expectNotFound(admin, '岗位不存在', [
      ['GET', '/system/post/999999'],
      ['PUT', '/system/post', { postId: 999999, postCode: 'x', postName: '不存在', postSort: 1 }],
    ]);
    const a = await newPost();
    const b = await newPost();
    await expectDeletesAllOrNone(admin, {
      path: '/system/post',
      ids: [a.postId, b.postId],
      missingId: 999999,
      missing: '岗位不存在',
      count,
    });

    const held = await newPost();
    await api.backend.deps.db.insert(sysUserPost).values({ userId: 1, postId: held.postId });
    const other = await newPost();
    expect((await admin('DELETE', `/system/post/${other.postId},${held.postId}`)).body).toEqual({
      code: 500,
      msg: `${held.postName}已分配,不能删除`,
    });
    expect(await count([other.postId, held.postId])).toBe(2);
  });

  test('the export holds the reference’s columns, as a workbook or a temporary file', async () => {
    const { postName } = await newPost({ status: '1' });
    const rows = await exportedRows(
      api,
      '/system/post/export',
      `postName=${encodeURIComponent(postName)}`,
      '岗位序号 岗位编码 岗位名称 岗位排序 状态',
    );
    expect(rows).toEqual([[expect.any(String), `test_${seq}`, postName, String(10 + seq), '停用']]);
    await temporaryExport(admin, '/system/post/export', '岗位数据');
  });
});

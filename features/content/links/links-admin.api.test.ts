import { eq, inArray } from 'drizzle-orm';
import { bllLinks } from '@/features/content/tables';
import type { ApiAnswer, Harness } from '@/tests/support/api-harness';
import { BAD_SORT } from '@/tests/support/answers';
import {
  featureSuite,
  expectRefused,
  expectAllowed,
  expectNotFound,
  expectDeletesAllOrNone,
  type Call,
  addedId,
} from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';
import type { Staff } from '@/tests/support/staff';

let api: Harness;
let admin: Call;
let member: Person;
let reader: Staff;
featureSuite({ people: ['member'], staff: { reader: ['bll:links:list', 'bll:links:query'] } }, (suite) => {
  ({ api, admin, member, reader } = suite);
});

type Row = Record<string, unknown>;
const msgOf = (answer: ApiAnswer) => answer.body.msg;

let seq = 0;
const form = (overrides: Row = {}): Row => ({
  linkName: `测试链接${++seq}`,
  linkUrl: 'https://www.example.org/',
  orderNum: 90,
  status: '0',
  ...overrides,
});

async function newLink(overrides: Row = {}): Promise<number> {
  return addedId(admin, '/bll/links', form(overrides));
}

const rowOf = async (id: number) => (await api.backend.deps.db.select().from(bllLinks).where(eq(bllLinks.id, id)))[0];
const linkCount = async (ids: number[]) => (await api.backend.deps.db.select().from(bllLinks).where(inArray(bllLinks.id, ids))).length;
const footer = async () => ((await api.call('GET', '/api/bll/links/list')).body.data as Row[]).map((row) => row.id);

test('a registered member cannot write links; an editor with list and query reads but cannot write', async () => {
  const id = await newLink({ linkName: '权限测试链接' });
  const reads = [
    ['GET', '/bll/links/list'],
    ['GET', `/bll/links/${id}`],
  ] as const;
  await expectRefused(member, [
    ['POST', '/bll/links', form({ id })],
    ['PUT', '/bll/links', form({ id })],
    ['DELETE', `/bll/links/${id}`],
  ]);
  await expectAllowed(reader, reads);
  await expectRefused(reader, [
    ['POST', '/bll/links', form()],
    ['PUT', '/bll/links', form({ id, linkName: '改不了' })],
    ['DELETE', `/bll/links/${id}`],
  ]);
  expect(await rowOf(id)).toMatchObject({ linkName: '权限测试链接' });
});

test('add, get, edit: the footer follows at once, disabled links leave it', async () => {
  const id = await newLink({ linkName: '音频工程学会', linkUrl: 'http://www.aes.org/', orderNum: 0 });
  expect((await admin('GET', `/bll/links/${id}`)).body.data).toMatchObject({
    id,
    linkName: '音频工程学会',
    linkUrl: 'http://www.aes.org/',
    orderNum: 0,
    status: '0',
    createBy: 'admin',
    createTime: expect.stringMatching(/^\d{4}-/),
  });
  expect(await footer()).toContain(id);

  const saved = await admin('PUT', '/bll/links', form({ id, linkName: '音频工程学会(AES)', orderNum: 999, status: '1' }));
  expect(saved.body).toEqual({ code: 200, msg: '操作成功', data: id });
  expect(await rowOf(id)).toMatchObject({ linkName: '音频工程学会(AES)', orderNum: 999, status: '1', updateBy: 'admin' });
  expect(await footer()).not.toContain(id);
});

test('bad input is refused with a clear message, and nothing is saved', async () => {
  const cases: [Row, string][] = [
    [{ linkName: '' }, '链接名称不能为空'],
    [{ linkName: '名'.repeat(101) }, '链接名称长度不能超过100个字符'],
    [{ linkUrl: '' }, '链接地址不能为空'],
    [{ linkUrl: 'javascript:alert(1)' }, '链接地址必须以http(s)://开头'],
    [{ linkUrl: 'ftp://files.example.org/' }, '链接地址必须以http(s)://开头'],
    [{ linkUrl: '/zh/about' }, '链接地址必须以http(s)://开头'],
    [{ linkUrl: 'https://' }, '链接地址必须以http(s)://开头'],
    [{ linkUrl: `https://example.org/${'p'.repeat(500)}` }, '链接地址长度不能超过500个字符'],
    [{ orderNum: 'x' }, '显示顺序必须是整数'],
    [{ status: '2' }, '链接状态只能是0或1'],
  ];
  for (const [overrides, message] of cases) {
    const body = form(overrides);
    expect({ overrides, msg: msgOf(await admin('POST', '/bll/links', body)) }).toEqual({ overrides, msg: message });
    if (body.linkName)
      expect(
        await api.backend.deps.db
          .select()
          .from(bllLinks)
          .where(eq(bllLinks.linkName, String(body.linkName))),
      ).toHaveLength(0);
  }
  expect(msgOf(await admin('PUT', '/bll/links', form()))).toBe('参数[id]不能为空');
  expect(msgOf(await admin('PUT', '/bll/links', form({ id: 99999 })))).toBe('友情链接不存在');
  await expectNotFound(admin, '友情链接不存在', [['GET', '/bll/links/99999']]);
});

test('the list is paged over every status, by order number; filters by name and status; sorts by listed properties only', async () => {
  const hidden = await newLink({ linkName: '停用的过滤链接', status: '1', orderNum: 5 });
  const shown = await newLink({ linkName: '启用的过滤链接', orderNum: 4 });
  const list = await admin('GET', `/bll/links/list?linkName=${encodeURIComponent('过滤链接')}`);
  expect(list.body).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
  expect((list.body.rows as Row[]).map((row) => row.id)).toEqual([shown, hidden]);
  expect(
    ((await admin('GET', `/bll/links/list?linkName=${encodeURIComponent('过滤链接')}&status=1`)).body.rows as Row[]).map((row) => row.id),
  ).toEqual([hidden]);
  const paged = await admin('GET', '/bll/links/list?pageNum=1&pageSize=2');
  expect(paged.body.rows).toHaveLength(2);
  expect(paged.body.total).toBeGreaterThan(2);
  expect((await admin('GET', '/bll/links/list?orderByColumn=linkUrl')).body).toEqual({ code: 500, msg: BAD_SORT });
  expect((await admin('GET', '/bll/links/list?orderByColumn=orderNum&isAsc=desc')).body.code).toBe(200);
});

test('delete: several at once, all or none', async () => {
  const a = await newLink();
  const b = await newLink();
  await expectDeletesAllOrNone(admin, { path: '/bll/links', ids: [a, b], missingId: 99999, missing: '友情链接不存在', count: linkCount });
  expect(await footer()).not.toContain(a);
});

import { eq, inArray } from 'drizzle-orm';
import { bllLinks } from '@/lib/backend/db/schema';
import { startHarness, type ApiAnswer, type Harness } from '@/tests/support/api-harness';
import { BAD_SORT, FORBIDDEN } from '@/tests/support/answers';
import { registeredUser, type Person } from '@/tests/support/member-helpers';
import { staffUser, type Staff } from '@/tests/support/staff';

let api: Harness;
let member: Person;
let reader: Staff;
const admin = (method: string, path: string, body?: unknown) => api.call(method, path, { body });

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
  member = await registeredUser(api);
  reader = await staffUser(api, { perms: ['bll:links:list', 'bll:links:query'] });
});
afterAll(() => api?.close());

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
  const answer = await admin('POST', '/bll/links', form(overrides));
  expect(answer.body).toMatchObject({ code: 200, msg: '操作成功', data: expect.any(Number) });
  return Number(answer.body.data);
}

const rowOf = async (id: number) => (await api.backend.deps.db.select().from(bllLinks).where(eq(bllLinks.id, id)))[0];
const footer = async () => ((await api.call('GET', '/api/bll/links/list')).body.data as Row[]).map((row) => row.id);

test('a registered member gets 403 from every admin call; an editor with list and query cannot write', async () => {
  const id = await newLink({ linkName: '权限测试链接' });
  for (const [method, path] of [
    ['GET', '/bll/links/list'],
    ['GET', `/bll/links/${id}`],
    ['POST', '/bll/links'],
    ['PUT', '/bll/links'],
    ['DELETE', `/bll/links/${id}`],
  ]) {
    expect((await member.call(method, path, method === 'POST' || method === 'PUT' ? form({ id }) : undefined)).body).toEqual(FORBIDDEN);
  }
  expect((await reader.call('GET', '/bll/links/list')).body.code).toBe(200);
  expect((await reader.call('GET', `/bll/links/${id}`)).body.code).toBe(200);
  expect((await reader.call('POST', '/bll/links', form())).body).toEqual(FORBIDDEN);
  expect((await reader.call('PUT', '/bll/links', form({ id, linkName: '改不了' }))).body).toEqual(FORBIDDEN);
  expect((await reader.call('DELETE', `/bll/links/${id}`)).body).toEqual(FORBIDDEN);
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
  expect((await admin('GET', '/bll/links/99999')).body).toEqual({ code: 500, msg: '友情链接不存在' });
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
  expect((await admin('DELETE', `/bll/links/${a},${b},99999`)).body).toEqual({ code: 500, msg: '友情链接不存在' });
  expect(
    await api.backend.deps.db
      .select()
      .from(bllLinks)
      .where(inArray(bllLinks.id, [a, b])),
  ).toHaveLength(2);
  expect((await admin('DELETE', `/bll/links/${a},${b}`)).body).toEqual({ code: 200, msg: '操作成功' });
  expect(
    await api.backend.deps.db
      .select()
      .from(bllLinks)
      .where(inArray(bllLinks.id, [a, b])),
  ).toHaveLength(0);
  expect(await footer()).not.toContain(a);
});

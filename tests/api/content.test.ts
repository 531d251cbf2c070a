import { and, eq } from 'drizzle-orm';
import { bllArticle, bllArticleType } from '@/features/content/tables';
import { CookieJar, startHarness, type Harness } from '../support/api-harness';
import { registeredUser } from '../support/member-helpers';

let api: Harness;

beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api?.close());

type Row = Record<string, unknown>;
const ids = (rows: unknown) => (rows as Row[]).map((row) => row.id);

describe('categories', () => {
  test('the navigation: top categories in order, with their children', async () => {
    const nav = await api.call('GET', '/api/bll/article_type/list?parentId=0&menuFlag=1');
    expect(ids(nav.body.data)).toEqual([1, 10, 20, 30, 40, 50, 85, 13, 102, 60, 96, 86]);
    const news = (nav.body.data as Row[]).find((c) => c.id === 10)!;
    expect(news).toMatchObject({ bllName: '新闻资讯', bllEsName: 'News', bllType: '1', indexArea: 1, parentId: 0 });
    expect(ids(news.children)).toEqual([11, 12]);
    const evaluation = (nav.body.data as Row[]).find((c) => c.id === 50)!;
    expect(evaluation).toMatchObject({ bllName: '能力评价', bllType: '4', bllValue: '/meritRating' });
    expect((nav.body.data as Row[]).find((c) => c.id === 1)).toMatchObject({ bllType: '3', bllValue: '/' });
  });

  test('children of one category, and the whole tree', async () => {
    expect(ids((await api.call('GET', '/api/bll/article_type/list?parentId=85')).body.data)).toEqual([87, 88]);
    expect((await api.call('GET', '/api/bll/article_type/list?parentId=abc')).body.data).toEqual([]);
    const tree = (await api.call('GET', '/api/bll/article_type/treeList')).body.data as Row[];
    expect(tree).toHaveLength(12);
    expect(ids(tree.find((c) => c.id === 40)!.children)).toEqual([41, 42]);
  });

  test('home sections: categories with an indexArea, newest six articles each, no bodies, nothing member-only', async () => {
    const sections = (await api.call('GET', '/api/bll/article_type/indexList')).body.data as Row[];
    expect(sections.map((s) => s.indexArea)).toEqual([...sections.map((s) => s.indexArea as number)].sort((a, b) => a - b));
    expect(sections.find((s) => s.id === 13)).toMatchObject({ indexArea: 6 });
    expect(sections.find((s) => s.id === 85)).toMatchObject({ indexArea: 9 });
    for (const section of sections) {
      const articles = section.articles as Row[];
      expect(articles.length).toBeGreaterThan(0);
      expect(articles.length).toBeLessThanOrEqual(6);
      expect(articles[0]).not.toHaveProperty('content');
    }
    expect(sections.some((s) => s.id === 96)).toBe(false);
  });
});

describe('articles', () => {
  test('every category with articles has at least five, in Chinese prose', async () => {
    for (const typeId of [11, 12, 20, 30, 41, 42, 50, 60, 13, 87, 88, 86, 102]) {
      const list = await api.call('GET', `/api/bll/article/list?typeId=${typeId}&pageSize=50`);
      expect(list.body.total).toBeGreaterThanOrEqual(5);
    }
    const english = await api.backend.deps.db
      .select({ id: bllArticle.id })
      .from(bllArticle)
      .where(and(eq(bllArticle.typeId, 86)));
    expect(english.length).toBeGreaterThanOrEqual(5);
  });

  test('a parent lists its children’s articles, paged, top first then newest', async () => {
    const page1 = await api.call('GET', '/api/bll/article/list?typeId=10&pageNum=1&pageSize=3');
    expect(page1.body).toMatchObject({ code: 200, msg: '查询成功', total: 10 });
    const rows = page1.body.rows as Row[];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ isTop: '1', typeId: 11 });
    expect(rows[0]).not.toHaveProperty('content');
    expect(rows[1].publishTime! >= rows[2].publishTime!).toBe(true);
    expect(String(rows[1].publishTime)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const page4 = await api.call('GET', '/api/bll/article/list?typeId=10&pageNum=4&pageSize=3');
    expect(page4.body.rows).toHaveLength(1);
  });

  test('drafts and withdrawn articles stay out of every public answer', async () => {
    const [draft] = await api.backend.deps.db
      .insert(bllArticle)
      .values({ typeId: 11, articleName: '未发布的草稿：混音台采购计划', status: '0', publishTime: new Date() })
      .returning({ id: bllArticle.id });
    const list = await api.call('GET', '/api/bll/article/list?typeId=11&pageSize=50');
    expect(ids(list.body.rows)).not.toContain(draft.id);
    expect((await api.call('GET', '/api/bll/article/listPreview?articleName=混音台采购')).body.data).toEqual([]);
    expect((await api.call('GET', `/api/bll/article/${draft.id}`)).body).toEqual({ code: 404, msg: '文章不存在或已下线' });
  });

  test('the list can be searched by title across all public categories', async () => {
    const found = await api.call('GET', `/api/bll/article/list?articleName=${encodeURIComponent('响度')}&pageSize=50`);
    expect(found.body.total).toBeGreaterThan(0);
    for (const row of found.body.rows as Row[]) expect(String(row.articleName)).toContain('响度');
    expect((await api.call('GET', `/api/bll/article/list?articleName=${encodeURIComponent("%' OR 1=1 --")}`)).body).toMatchObject({
      code: 200,
      total: 0,
    });
  });

  test('unknown or malformed category ids answer an empty list', async () => {
    for (const typeId of ['abc', '-1', '99999', '1e3', '999999999999999999999']) {
      expect((await api.call('GET', `/api/bll/article/list?typeId=${typeId}`)).body).toMatchObject({ code: 200, rows: [], total: 0 });
    }
  });

  test('one article has its body and counts a view; bad ids answer 404', async () => {
    const [first] = (await api.call('GET', '/api/bll/article/list?typeId=41&pageSize=1')).body.rows as Row[];
    const one = await api.call('GET', `/api/bll/article/${first.id}`);
    expect(one.body.data).toMatchObject({ id: first.id, typeName: '技术讲堂' });
    expect(String((one.body.data as Row).content)).toMatch(/^<(p|h3)>/);
    // Another reader's GET counts; the same reader's next one within the hour does not.
    const again = await api.call('GET', `/api/bll/article/${first.id}`, { headers: { 'x-forwarded-for': '10.4.4.4' } });
    expect((again.body.data as Row).viewCount).toBe(((one.body.data as Row).viewCount as number) + 1);
    const repeated = await api.call('GET', `/api/bll/article/${first.id}`, { headers: { 'x-forwarded-for': '10.4.4.4' } });
    expect((repeated.body.data as Row).viewCount).toBe(((one.body.data as Row).viewCount as number) + 2);
    const third = await api.call('GET', `/api/bll/article/${first.id}`, { headers: { 'x-forwarded-for': '10.4.4.4' } });
    expect((third.body.data as Row).viewCount).toBe(((one.body.data as Row).viewCount as number) + 2);
    for (const bad of ['abc', '-1', '0', '99999999', '1.5', '9'.repeat(40)]) {
      expect((await api.call('GET', `/api/bll/article/${bad}`)).body).toEqual({ code: 404, msg: '文章不存在或已下线' });
    }
  });

  test('the portal’s own reads count nothing; the page’s beacon counts a reader once an hour and answers the live count', async () => {
    const [, second] = (await api.call('GET', '/api/bll/article/list?typeId=41&pageSize=2')).body.rows as Row[];
    const countOf = async () =>
      ((await api.call('GET', `/api/bll/article/${second.id}?countView=false`)).body.data as Row).viewCount as number;
    const beacon = (address: string, jar?: CookieJar) =>
      api.call('POST', `/api/bll/article/${second.id}/view`, { headers: { 'x-forwarded-for': address }, jar });
    const before = await countOf();
    expect(await countOf()).toBe(before);
    expect((await beacon('10.5.5.1')).body).toEqual({ code: 200, msg: '操作成功', data: before + 1 });
    // The same address again, however often, within the hour: the live count, not one more.
    for (let i = 0; i < 5; i += 1) expect((await beacon('10.5.5.1')).body.data).toBe(before + 1);
    expect((await beacon('10.5.5.2')).body.data).toBe(before + 2);
    // A signed-in reader is one reader wherever they read from.
    const reader = (await registeredUser(api)).jar;
    expect((await beacon('10.5.5.1', reader)).body.data).toBe(before + 3);
    expect((await beacon('10.5.5.9', reader)).body.data).toBe(before + 3);
    expect(await countOf()).toBe(before + 3);
    for (const bad of ['abc', '0', '99999999']) {
      expect((await api.call('POST', `/api/bll/article/${bad}/view`)).body).toEqual({ code: 404, msg: '文章不存在或已下线' });
    }
  });

  test('member-only articles answer only to a signed-in user', async () => {
    expect((await api.call('GET', '/api/bll/article/list?typeId=96')).body.code).toBe(401);
    const anonymousAll = await api.call('GET', '/api/bll/article/list?pageSize=500');
    expect((anonymousAll.body.rows as Row[]).some((row) => row.typeId === 96)).toBe(false);

    const reader = new CookieJar();
    await api.call('POST', '/login', { jar: reader, body: { username: 'admin', password: 'Admin#2026pw' } });
    const members = await api.call('GET', '/api/bll/article/list?typeId=96', { jar: reader });
    expect(members.body.total).toBeGreaterThanOrEqual(5);
    const secret = (members.body.rows as Row[])[0];
    expect((await api.call('GET', `/api/bll/article/${secret.id}`)).body.code).toBe(401);
    expect((await api.call('GET', `/api/bll/article/${secret.id}`, { jar: reader })).body.code).toBe(200);
    expect((await api.call('POST', `/api/bll/article/${secret.id}/view`)).body.code).toBe(401);
    expect((await api.call('POST', `/api/bll/article/${secret.id}/view`, { jar: reader })).body.code).toBe(200);
    const title = String(secret.articleName).slice(0, 4);
    expect(ids((await api.call('GET', `/api/bll/article/listPreview?articleName=${encodeURIComponent(title)}`)).body.data)).not.toContain(
      secret.id,
    );
  });
});

test('disabling a category hides its articles, and never opens the member-only ones', async () => {
  const { db } = api.backend.deps;
  const setStatus = (id: number, status: string) => db.update(bllArticleType).set({ status }).where(eq(bllArticleType.id, id));
  const [first] = (await api.call('GET', '/api/bll/article/list?typeId=41&pageSize=1')).body.rows as Row[];
  await setStatus(40, '1');
  try {
    expect((await api.call('GET', `/api/bll/article/${first.id}`)).body.code).toBe(404);
    expect((await api.call('GET', '/api/bll/article/list?typeId=41')).body.total).toBe(0);
    expect(ids((await api.call('GET', '/api/bll/article_type/list?parentId=0&menuFlag=1')).body.data)).not.toContain(40);
  } finally {
    await setStatus(40, '0');
  }
  const [secret] = await db.select({ id: bllArticle.id }).from(bllArticle).where(eq(bllArticle.typeId, 96)).limit(1);
  await setStatus(96, '1');
  try {
    expect((await api.call('GET', `/api/bll/article/${secret.id}`)).body.code).toBe(404);
    expect(((await api.call('GET', '/api/bll/article/list?pageSize=500')).body.rows as Row[]).some((r) => r.typeId === 96)).toBe(false);
  } finally {
    await setStatus(96, '0');
  }
});

describe('search suggestions', () => {
  test('at most ten rows of id, title and time whose title contains the text', async () => {
    const answer = await api.call('GET', `/api/bll/article/listPreview?articleName=${encodeURIComponent('录音')}`);
    const rows = answer.body.data as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    for (const row of rows) {
      expect(row.membersOnly).toBe(false);
      expect(String(row.articleName)).toContain('录音');
      expect(String(row.createTime)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
  });

  test.each(["' OR ''='", '%', '_', '\\', '<script>alert(1)</script>', 'x'.repeat(1000), '   '])(
    'odd text %j answers a list, never an error',
    async (text) => {
      const answer = await api.call('GET', `/api/bll/article/listPreview?articleName=${encodeURIComponent(text)}`);
      expect(answer.body.code).toBe(200);
      expect(answer.body.data).toEqual([]);
    },
  );
});

test('friendly links in order', async () => {
  const links = (await api.call('GET', '/api/bll/links/list')).body.data as Row[];
  expect(links.length).toBeGreaterThanOrEqual(5);
  expect(links[0]).toMatchObject({ linkName: expect.any(String), linkUrl: expect.stringMatching(/^https:\/\//) });
});

test('the portal settings are public, and nothing else in config is', async () => {
  const settings = (await api.call('GET', '/api/bll/portal/settings')).body.data as Record<string, string>;
  expect(settings).toMatchObject({
    'footer.phone': '010-6000-0000',
    'footer.icp': expect.stringContaining('ICP'),
    'notice.enabled': 'false',
  });
  expect(settings['notice.text']).toContain('{phone}');
  expect(JSON.stringify(settings)).not.toContain('initPassword');
  expect(Object.keys(settings).every((key) => key.startsWith('footer.') || key.startsWith('notice.'))).toBe(true);
});

/** @postgres search is the engine's own text search. */
import { eq } from 'drizzle-orm';
import { bllArticleSearch } from '@/features/content/tables';
import { CookieJar } from '@/tests/support/api-harness';
import { addedId, featureSuite, type Call } from '@/tests/support/feature-suite';
import type { Harness } from '@/tests/support/api-harness';
import type { Person } from '@/tests/support/member-helpers';

let api: Harness;
let admin: Call;
let member: Person;

featureSuite({ people: ['member'], ownAdminBrowser: true }, (suite) => {
  ({ api, admin, member } = suite);
});

type Piece = { text: string; mark: boolean };
type Hit = { id: number; typeId: number; title: Piece[]; snippet: Piece[]; membersOnly: boolean; publishTime: string };

const search = async (query: Record<string, string>, jar?: CookieJar) => {
  const answer = await api.call('GET', `/api/bll/article/search?${new URLSearchParams(query)}`, { jar });
  expect(answer.body.code).toBe(200);
  return { rows: answer.body.rows as Hit[], total: answer.body.total as number };
};
const idsOf = (rows: Hit[]) => rows.map((row) => row.id);
const marks = (pieces: Piece[]) => pieces.filter((piece) => piece.mark).map((piece) => piece.text);
const textOf = (pieces: Piece[]) => pieces.map((piece) => piece.text).join('');

/** A published article in category 11 (新闻 → 协会新闻), written through the back office. */
const publish = (fields: Record<string, unknown>) =>
  addedId(admin, '/bll/article', { typeId: 11, summary: '', content: '', status: '1', ...fields });

describe('full-text search', () => {
  let inTitle: number;
  let inSummary: number;
  let inBody: number;
  let olderInTitle: number;

  beforeAll(async () => {
    // A made-up word no demo article holds, so the order of exactly these four is what is checked.
    olderInTitle = await publish({ articleName: '声纹磁带修复讲座', publishTime: '2026-01-05 09:00:00' });
    inBody = await publish({
      articleName: '年度工作会议',
      content: '<p>会上介绍了<strong>声纹磁带</strong>的修复方法。</p>',
      publishTime: '2026-03-01 09:00:00',
    });
    inSummary = await publish({ articleName: '技术沙龙回顾', summary: '本期主题：声纹磁带数字化', publishTime: '2026-03-02 09:00:00' });
    inTitle = await publish({ articleName: '声纹磁带保护倡议', publishTime: '2026-02-01 09:00:00' });
  });

  test('titles over summaries over bodies, newer first among equals, the words marked', async () => {
    const { rows, total } = await search({ q: '声纹磁带' });
    expect(total).toBe(4);
    expect(idsOf(rows)).toEqual([inTitle, olderInTitle, inSummary, inBody]);
    expect(marks(rows[0].title)).toEqual(['声纹', '磁带']);
    expect(textOf(rows[0].title)).toBe('声纹磁带保护倡议');
    expect(marks(rows[2].snippet)).toEqual(['声纹', '磁带']);
    // The body's HTML is gone from its snippet; the text around the words stays.
    expect(textOf(rows[3].snippet)).toBe('会上介绍了声纹磁带的修复方法。');
  });

  test('a word inside a longer one is found, and English is found in any form', async () => {
    const english = await publish({
      articleName: 'Remote mixing',
      articleEsName: 'Remote mixing sessions',
      content: '<p>She recorded the zithers.</p>',
    });
    expect(idsOf((await search({ q: 'zithering' })).rows)).toEqual([english]);
    const [hit] = (await search({ q: 'zithering', lang: 'en' })).rows;
    expect(marks(hit.snippet)).toEqual(['zithers']);
    expect(textOf(hit.title)).toBe('Remote mixing sessions');
    expect(idsOf((await search({ q: '磁带' })).rows)).toEqual(expect.arrayContaining([inTitle, inSummary, inBody, olderInTitle]));
  });

  test('every word must be found', async () => {
    expect((await search({ q: '声纹磁带 倡议' })).rows.map((row) => row.id)).toEqual([inTitle]);
    expect((await search({ q: '声纹磁带 火星' })).total).toBe(0);
  });

  test('filters: a category and what is under it, publishing days, English only; paging', async () => {
    expect((await search({ q: '声纹磁带', typeId: '10' })).total).toBe(4);
    expect((await search({ q: '声纹磁带', typeId: '12' })).total).toBe(0);
    expect(idsOf((await search({ q: '声纹磁带', beginTime: '2026-02-01', endTime: '2026-03-01' })).rows)).toEqual([inTitle, inBody]);
    expect((await search({ q: '声纹磁带', englishOnly: 'true' })).total).toBe(0);
    const second = await search({ q: '声纹磁带', pageNum: '2', pageSize: '3' });
    expect(second).toEqual({ total: 4, rows: [expect.objectContaining({ id: inBody })] });
    expect((await api.call('GET', `/api/bll/article/search?q=x&beginTime=2026-13-01`)).body).toMatchObject({
      code: 500,
      msg: '日期格式不正确，应为yyyy-MM-dd',
    });
  });

  test('an edit is searchable at once; a withdrawn article is not found', async () => {
    const id = await publish({ articleName: '临时通知' });
    const loaded = (await admin('GET', `/bll/article/${id}`)).body.data as Record<string, unknown>;
    await admin('PUT', '/bll/article', { ...loaded, articleName: '琵琶录音指南' });
    expect(idsOf((await search({ q: '琵琶' })).rows)).toEqual([id]);
    expect((await search({ q: '临时通知' })).total).toBe(0);
    const again = (await admin('GET', `/bll/article/${id}`)).body.data as Record<string, unknown>;
    await admin('PUT', '/bll/article', { ...again, status: '2' });
    expect((await search({ q: '琵琶' })).total).toBe(0);
    await admin('DELETE', `/bll/article/${id}`);
    expect(await api.backend.deps.db.select().from(bllArticleSearch).where(eq(bllArticleSearch.articleId, id))).toEqual([]);
  });

  test('member-only articles only for a signed-in reader', async () => {
    const secret = await publish({ typeId: 96, articleName: '会员专享：声纹磁带档案' });
    expect(idsOf((await search({ q: '声纹磁带' })).rows)).not.toContain(secret);
    const signedIn = await search({ q: '声纹磁带' }, member.jar);
    expect(signedIn.rows.find((row) => row.id === secret)).toMatchObject({ membersOnly: true });
    expect((await api.call('GET', '/api/bll/article/search?q=x&typeId=96')).body.code).toBe(401);
  });

  test.each(["' OR ''='", '%', '\\', ':*', "'&|!", '<script>alert(1)</script>', 'x'.repeat(1000), '   ', 'the'])(
    'odd text %j answers a list, never an error',
    async (q) => {
      const answer = await api.call('GET', `/api/bll/article/search?q=${encodeURIComponent(q)}`);
      expect(answer.body).toMatchObject({ code: 200, total: 0, rows: [] });
    },
  );
});

describe('suggestions from the same index', () => {
  test('titles holding the words typed, the last one perhaps begun', async () => {
    const id = await publish({ articleName: 'Microphone placement clinic' });
    const suggest = async (text: string) =>
      ((await api.call('GET', `/api/bll/article/listPreview?articleName=${encodeURIComponent(text)}`)).body.data as Hit[]).map(
        (row) => row.id,
      );
    expect(await suggest('microph')).toContain(id);
    expect(await suggest('placement micro')).toContain(id);
    // A body word is no title word.
    const body = await publish({ articleName: '周末活动', content: '<p>马头琴采样</p>' });
    expect(await suggest('马头琴')).not.toContain(body);
  });
});

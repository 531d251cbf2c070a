import { createApiPort, type CallApi } from '@/lib/server/api-port';
import { loadCategories, isMemberOnly } from '@/features/content/category/server';
import { bllActivity } from '@/features/member/tables';
import { bllArticle } from '@/features/content/tables';
import { ContentUnavailableError } from '@/lib/content/api-get';
import { requirePaidMember, getMyDeclaration } from '@/features/member/member-area';
import { getMemberArticle, getMemberArticleActivityCount } from '@/features/content/member-content';
import {
  getArticle,
  getArticleActivityCount,
  getArticlePage,
  getHomeSections,
  getSitemapArticles,
  searchArticles,
} from '@/features/content/public-content';
import { SESSION_SECRET, startHarness, type Harness } from '../support/api-harness';
import { makeMember } from '../support/membership';
import { registeredUser, type Person } from '../support/member-helpers';

/**
 * What the server-rendered pages read, checked where they read it (lib/content), over the real
 * API: a request that slipped past proxy.ts still gets nothing it may not see, member-only
 * content never reaches the reads that are cached for everyone, and an API that cannot answer
 * is an error, never "nothing there" (which would be cached or shown as a 404).
 */
const mockRequest: { cookie: string | null; requestId: string | null; callApi: CallApi | null } = {
  cookie: null,
  requestId: null,
  callApi: null,
};
const mockSessionSecret = SESSION_SECRET;

jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'Admin-Token' && mockRequest.cookie ? { value: mockRequest.cookie } : undefined),
  }),
  headers: async () => new Headers(mockRequest.requestId ? { 'x-request-id': mockRequest.requestId } : {}),
}));
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`redirect ${url}`);
  },
}));
// unstable_cache needs Next's request scope; what it would store is what the read answers.
jest.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
jest.mock('@/lib/config', () => ({ getConfig: () => ({ sessionSecret: mockSessionSecret }) }));
jest.mock('@/lib/server/api-port', () => {
  const actual = jest.requireActual('@/lib/server/api-port');
  return { ...actual, callApi: (request: Request, client?: never) => mockRequest.callApi!(request, client) };
});

let api: Harness;
let reader: Person;
let member: Person;
let seen: Request[];
let memberOnlyIds: number[];
const apiDown: CallApi = createApiPort({
  upstream: null,
  embedded: async () => {
    throw new Error('the database is unreachable');
  },
});

function sessionOf(person: Person | null): void {
  mockRequest.cookie = person?.jar.session ?? null;
}

beforeAll(async () => {
  api = await startHarness();
  reader = await registeredUser(api);
  member = await registeredUser(api);
  await makeMember(api, member);
  const categories = await loadCategories(api.backend.deps.db);
  const articles = await api.backend.deps.db.select({ id: bllArticle.id, typeId: bllArticle.typeId }).from(bllArticle);
  memberOnlyIds = articles.filter((article) => isMemberOnly(categories, article.typeId)).map((article) => article.id);
});
afterAll(() => api?.close());

beforeEach(() => {
  seen = [];
  const port = createApiPort({ upstream: null, embedded: async () => api.backend });
  mockRequest.callApi = (request, client) => (seen.push(request), port(request, client));
  mockRequest.requestId = null;
  sessionOf(null);
});

const redirectOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error) => error.message,
  );

describe('the Declare area checks for itself', () => {
  test('without a session the reader is sent to sign in and back', async () => {
    expect(await redirectOf(requirePaidMember('zh', '/Declare/taskList'))).toBe('redirect /login?redirect=%2FDeclare%2FtaskList');
    expect(await redirectOf(requirePaidMember('en', '/Declare/upload'))).toBe('redirect /en/login?redirect=%2Fen%2FDeclare%2Fupload');
  });

  test('a signed-in reader without a paid membership is sent to the membership page', async () => {
    sessionOf(reader);
    expect(await redirectOf(requirePaidMember('zh', '/Declare/tableInput'))).toBe('redirect /Membership?reason=memberRequired');
    expect(await redirectOf(requirePaidMember('en', '/Declare'))).toBe('redirect /en/Membership?reason=memberRequired');
  });

  test('a paid member passes, and the read carries the page request id', async () => {
    sessionOf(member);
    mockRequest.requestId = 'page-request-1';
    await expect(requirePaidMember('zh', '/Declare/taskList')).resolves.toBeUndefined();
    expect(seen.map((request) => request.headers.get('x-request-id'))).toEqual(['page-request-1']);
  });

  test('an API that cannot answer is an error page, not a redirect or a 404', async () => {
    mockRequest.callApi = apiDown;
    sessionOf(member);
    await expect(requirePaidMember('zh', '/Declare/taskList')).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(getMyDeclaration('zh', '/Declare/getInfo?id=1', 1)).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(getMemberArticle(memberOnlyIds[0])).rejects.toBeInstanceOf(ContentUnavailableError);
  });
});

describe('member-only articles', () => {
  test('are read with the reader\'s own token, and a missing one is "not found"', async () => {
    expect(await getMemberArticle(memberOnlyIds[0])).toBeNull();
    sessionOf(reader);
    expect(await getMemberArticle(memberOnlyIds[0])).toMatchObject({ id: memberOnlyIds[0] });
    expect(await getMemberArticle(99_999_999)).toBeUndefined();
  });

  test("a linked activity is counted with the reader's token, and an error names no query value", async () => {
    const articleId = memberOnlyIds[0];
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    await api.backend.deps.db.insert(bllActivity).values({ title: '会员活动', articleId, startTime: inAWeek, deadline: inAWeek });
    sessionOf(member);
    expect(await getMemberArticleActivityCount(articleId)).toBe(1);
    expect(seen.at(-1)?.headers.get('authorization')).toMatch(/^Bearer /);
    // The cached read for everyone is refused such an article's activities; its error names the path alone.
    const refused = await getArticleActivityCount(articleId).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(ContentUnavailableError);
    expect((refused as Error).message).not.toContain(String(articleId));
    expect((refused as Error).message).toContain('/api/activity/activities/getInfoList');
  });

  test('never reach the reads cached for everyone', async () => {
    expect(memberOnlyIds.length).toBeGreaterThan(0);
    sessionOf(reader);
    await expect(getArticlePage(96, 1, 20, false)).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(await getArticle(memberOnlyIds[0])).toBeNull();
    const listed = [
      ...(await getHomeSections(false)).flatMap((section) => section.articles.map((article) => article.id)),
      ...(await searchArticles('', 1, 500, false)).rows.map((article) => article.id),
      ...(await getSitemapArticles()).map((article) => article.id),
    ];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((id) => memberOnlyIds.includes(id))).toEqual([]);
    expect(seen.every((request) => request.headers.get('authorization') === null)).toBe(true);
  });
});

describe('public reads when the API is down', () => {
  test('fail instead of answering an empty page', async () => {
    mockRequest.callApi = apiDown;
    for (const read of [
      () => getHomeSections(false),
      () => getArticlePage(87, 1, 20, false),
      () => getArticle(1000),
      () => searchArticles('', 1, 20, false),
    ]) {
      await expect(read()).rejects.toBeInstanceOf(ContentUnavailableError);
    }
  });
});

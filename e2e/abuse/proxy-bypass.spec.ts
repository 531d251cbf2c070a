/** @features auth content/portal */
import { expect, test } from '../fixtures';
import { adminSession, createAccount, sessionCookieOf } from './support';
import { rawRequest, type RawResponse } from './raw-http';

/** Every page behind the sign-in gate: the admin shell's sections and hidden pages, and the member area. */
const ADMIN_PATHS = [
  '/index',
  '/system/user',
  '/system/role',
  '/system/menu',
  '/system/dept',
  '/system/dict',
  '/system/config',
  '/system/user-auth/role/1',
  '/system/dict-data/index/1',
  '/monitor/online',
  '/monitor/job',
  '/monitor/job-log/index',
  '/monitor/logininfor',
  '/monitor/operlog',
  '/monitor/sms',
  '/tool/gen',
  '/content/article',
  '/member/sign',
  '/member/declare',
];
const MEMBER_PATHS = ['/Declare', '/Declare/tableInput', '/Declare/taskList', '/Declare/upload', '/Declare/fileDownload'];
const SIGNED_IN_PATHS = ['/Membership', '/personal', '/user/profile'];
/** The route behind /Membership: not an address of its own. */
const INTERNAL_PATHS = ['/member-sign-up'];
const PROTECTED = [...ADMIN_PATHS, ...MEMBER_PATHS, ...SIGNED_IN_PATHS];

const encodeFirst = (path: string) => `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`;
const encodeSegment = (path: string) => {
  const [, first, ...rest] = path.split('/');
  return `/${[...first].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')}${rest.length ? `/${rest.join('/')}` : ''}`;
};

/** The spellings that matter most (double slash, encoded letters, locale prefixes, RSC), tried on every protected path. */
function keyVariants(path: string): string[] {
  return [path, `/${path}`, encodeFirst(path), encodeSegment(path), `/en${path}`, `/zh${path}`, `${path}?_rsc=x`, `${path}.json`];
}

/** Every spelling a URL parser, Next or a proxy might treat as the same page, tried on a path of each kind. */
function allVariants(path: string): string[] {
  const last = path.lastIndexOf('/');
  return [
    ...keyVariants(path),
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    `/en${encodeFirst(path)}`,
    `/.${path}`,
    `/x/..${path}`,
    `/%2e${path}`,
    last > 0 ? `${path.slice(0, last)}%2f${path.slice(last + 1)}` : `${path}%2f`,
    last > 0 ? `${path.slice(0, last)}/%2e/${path.slice(last + 1)}` : `/%2e%2e${path}`,
    `${path};x`,
    `${path}%20`,
    `${path}/.`,
    `/_next/data/x${path}.json`,
    `/prod-api/..${path}`,
  ];
}

const REPRESENTATIVE = [
  '/index',
  '/system/user',
  '/system/dict-data/index/1',
  '/Declare/tableInput',
  '/Declare/taskList',
  '/personal',
  '/Membership',
];
const allSpellings = (paths: string[]) => [
  ...new Set(paths.flatMap((path) => (REPRESENTATIVE.includes(path) ? allVariants(path) : keyVariants(path)))),
];

/** Runs `task` over `items`, a few at a time. */
async function inBatches<T>(items: T[], task: (item: T) => Promise<void>, size = 8): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(task));
}

type Outcome = { kind: 'sign-in' | 'not-found' | 'membership' | 'forbidden' | 'page'; status: number; where: string };

/**
 * Follows an answer's redirects within the site until it settles: the sign-in page, a 404 (or
 * 400), the membership page a non-member is sent to, the admin shell's no-permission page, or
 * some other page (which the tests treat as a bypass).
 */
async function settle(baseURL: string, target: string, headers: Record<string, string> = {}): Promise<Outcome> {
  let where = target;
  let answer: RawResponse = await rawRequest(baseURL, { target, headers });
  for (let hop = 0; hop < 5; hop++) {
    // The admin shell itself may show (signed in), but only around its no-permission panel.
    const adminPage = answer.body.includes('data-testid="tags-view"') && !answer.body.includes('data-testid="status-forbidden"');
    expect(adminPage, `${target} → ${where} opened an admin page`).toBe(false);
    if (answer.status < 300 || answer.status >= 400) break;
    const location = answer.headers.location?.[0] ?? '';
    const next = new URL(location, `${new URL(baseURL).origin}${where}`);
    expect(next.host, `${target} redirects off-site`).toBe(new URL(baseURL).host);
    where = `${next.pathname}${next.search}`;
    if (/^(\/en)?\/login$/.test(next.pathname)) return { kind: 'sign-in', status: answer.status, where };
    if (/^(\/en)?\/Membership$/.test(next.pathname) && next.searchParams.get('reason') === 'memberRequired')
      return { kind: 'membership', status: answer.status, where };
    answer = await rawRequest(baseURL, { target: where, headers });
  }
  expect(answer.status, `${target} → ${where} answered a server error`).toBeLessThan(500);
  if (answer.status === 404 || answer.status === 400) return { kind: 'not-found', status: answer.status, where };
  if (answer.body.includes('data-testid="status-forbidden"')) return { kind: 'forbidden', status: answer.status, where };
  return { kind: 'page', status: answer.status, where };
}

test('signed out, every protected page under every spelling goes to sign-in or 404, never its content', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const targets = allSpellings([...PROTECTED, ...INTERNAL_PATHS]);
  await inBatches(targets, async (target) => {
    const outcome = await settle(baseURL!, target);
    expect(['sign-in', 'not-found'], `${target} → ${outcome.where} (${outcome.status})`).toContain(outcome.kind);
  });
});

const ADMIN_HEADERS: Record<string, string>[] = [
  { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  { 'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware' },
  { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
  { rsc: '1' },
  { rsc: '1', 'next-router-prefetch': '1' },
  { 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D', rsc: '1' },
  { 'x-nextjs-data': '1' },
  { 'x-middleware-prefetch': '1' },
  { purpose: 'prefetch' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  { 'x-original-url': '/login' },
  { 'x-rewrite-url': '/login' },
  { 'x-invoke-path': '/login', 'x-invoke-query': '%7B%7D' },
  { 'x-matched-path': '/login' },
];

test('signed out, bypass headers (x-middleware-subrequest, RSC, rewrites, forwarded host) on protected pages change nothing', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const cases = PROTECTED.flatMap((path) => ADMIN_HEADERS.map((headers) => ({ path, headers })));
  await inBatches(cases, async ({ path, headers }) => {
    const answer = await rawRequest(baseURL!, { target: path, headers });
    const label = `${path} ${JSON.stringify(headers)}`;
    expect(answer.status, label).toBe(307);
    expect(answer.headers.location, label).toEqual([`/login?redirect=${encodeURIComponent(path)}`]);
    expect(answer.body, label).not.toContain('data-testid="sidebar"');
  });
  // A server action posted to an admin page is no way in either.
  const action = await rawRequest(baseURL!, {
    method: 'POST',
    target: '/system/user',
    headers: { 'next-action': 'x', 'content-type': 'text/plain' },
    body: '[]',
  });
  expect(action.status).toBe(307);
  expect(action.headers.location).toEqual(['/login?redirect=%2Fsystem%2Fuser']);
});

test('rewrite headers on a public page do not serve a protected one', async ({ baseURL }) => {
  for (const path of ['/system/user', '/Declare/tableInput', '/personal']) {
    for (const name of ['x-original-url', 'x-rewrite-url', 'x-invoke-path', 'x-matched-path', 'x-middleware-rewrite', 'x-nextjs-rewrite']) {
      const answer = await rawRequest(baseURL!, { target: '/AboutUs', headers: { [name]: path } });
      const label = `${name}: ${path}`;
      expect(answer.status, label).toBe(200);
      expect(answer.body, label).toContain('<title>关于我们');
      expect(answer.body, label).not.toContain('data-testid="sidebar"');
    }
  }
});

test('signed in without membership, no spelling of the declaration pages opens them; the admin shell shows only its no-permission page', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const plain = await createAccount(baseURL!, await adminSession(baseURL!), { deptId: 100, roleIds: [2] });
  const cookie = `Admin-Token=${await sessionCookieOf(plain.api)}`;
  await inBatches(allSpellings(MEMBER_PATHS), async (target) => {
    const outcome = await settle(baseURL!, target, { cookie });
    expect(['membership', 'not-found', 'sign-in'], `${target} → ${outcome.where} (${outcome.status})`).toContain(outcome.kind);
  });
  await inBatches(allSpellings(['/system/user', '/monitor/job', '/member/sign']), async (target) => {
    const outcome = await settle(baseURL!, target, { cookie });
    expect(['forbidden', 'not-found', 'sign-in'], `${target} → ${outcome.where} (${outcome.status})`).toContain(outcome.kind);
  });
});

/** @features auth monitor/online */
import crypto from 'node:crypto';
import { expect, test } from '../fixtures';
import { PNG_BYTES } from '../../tests/support/sample-files';
import { E2E_ADMIN_PASSWORD, submitSignIn } from '../support';
import {
  adminSession,
  apiSession,
  clearsSession,
  createAccount,
  envelope,
  sessionCookieOf,
  setSessionCookie,
  ACCOUNT_PASSWORD,
  UNAUTHENTICATED,
} from './support';
import { rawRequest } from './raw-http';
import { hasTokenShape } from '../../lib/security/token';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT with any header and claims, signed with `key` (HMAC) or unsigned. */
function jwt(header: Record<string, unknown>, claims: Record<string, unknown>, key?: string, hash = 'sha512'): string {
  const content = `${b64(header)}.${b64(claims)}`;
  return `${content}.${key === undefined ? '' : crypto.createHmac(hash, key).update(content).digest('base64url')}`;
}
/** The reference's public default JWT secret. */
const RUOYI_SECRET = 'abcdefghijklmnopqrstuvwxyz';
const CLAIMS = { login_user_key: crypto.randomUUID(), sub: 'admin' };

/** Tokens nobody was given: unsigned, signed with well-known keys, expired, or malformed. */
const FORGED_TOKENS: Record<string, string> = {
  'alg none': jwt({ alg: 'none', typ: 'JWT' }, CLAIMS),
  'alg None': jwt({ alg: 'None', typ: 'JWT' }, CLAIMS),
  'HS512 header, no signature': jwt({ alg: 'HS512', typ: 'JWT' }, CLAIMS),
  'signed with the reference default secret': jwt({ alg: 'HS512', typ: 'JWT' }, CLAIMS, RUOYI_SECRET),
  'expired, default secret': jwt({ alg: 'HS512', typ: 'JWT' }, { ...CLAIMS, exp: 1_000_000_000 }, RUOYI_SECRET),
  'HS256 with an empty key': jwt({ alg: 'HS256', typ: 'JWT' }, CLAIMS, '', 'sha256'),
  'two parts': `${b64({ alg: 'none' })}.${b64(CLAIMS)}`,
  garbage: 'not-a-token',
  'iron prefix only': 'Fe26.2**',
};

/** A real sealed cookie changed so that it no longer verifies: a flipped byte, a later expiry, cut short. */
function tamperedSeals(seal: string): Record<string, string> {
  const [body, version] = seal.split('~');
  const parts = body.split('*');
  const flip = (text: string) => `${text.slice(0, 10)}${text[10] === 'A' ? 'B' : 'A'}${text.slice(11)}`;
  const withPart = (index: number, value: string) => `${parts.map((part, i) => (i === index ? value : part)).join('*')}~${version}`;
  return {
    'seal with a flipped byte': withPart(4, flip(parts[4])),
    'seal with its expiry moved': withPart(5, String(Date.now() + 365 * 24 * 3600 * 1000)),
    'seal with its expiry in the past': withPart(5, '1000'),
    'seal with a forged MAC': withPart(7, flip(parts[7])),
    'seal cut short': seal.slice(0, seal.length - 20),
  };
}

test('forged, tampered, expired and alg:none tokens as Authorization Bearer are anonymous', async ({ baseURL }) => {
  const admin = await adminSession(baseURL!);
  const seal = await sessionCookieOf(admin);
  const anonymous = await apiSession(baseURL!);
  for (const [what, token] of Object.entries({ ...FORGED_TOKENS, ...tamperedSeals(seal), 'a valid seal (not a token)': seal })) {
    for (const path of ['/getInfo', '/system/user/list', '/system/user/profile']) {
      const answer = await envelope(await anonymous.get(`/prod-api${path}`, { headers: { authorization: `Bearer ${token}` } }));
      expect(answer, `${what} on ${path}`).toEqual({ code: 401, msg: UNAUTHENTICATED(path) });
    }
  }
});

test('forged and tampered Admin-Token cookies answer 401, are cleared unless shaped as a stock client’s token, and open no admin page', async ({
  baseURL,
}) => {
  const member = await createAccount(baseURL!, await adminSession(baseURL!), { deptId: 100, roleIds: [2] });
  const seal = await sessionCookieOf(member.api);
  for (const [what, token] of Object.entries({ ...FORGED_TOKENS, ...tamperedSeals(seal) })) {
    const cookie = `Admin-Token=${token}`;
    const answer = await rawRequest(baseURL!, { target: '/prod-api/getInfo', headers: { cookie } });
    expect(JSON.parse(answer.body), what).toEqual({ code: 401, msg: UNAUTHENTICATED('/getInfo') });
    // A value shaped as an API token may be a stock client's own cookie of that name: it stays, and opens nothing.
    const cleared = !hasTokenShape(token);
    expect(clearsSession(answer), what).toBe(cleared);
    const list = await rawRequest(baseURL!, { target: '/prod-api/system/user/list', headers: { cookie } });
    expect(JSON.parse(list.body), what).toEqual({ code: 401, msg: UNAUTHENTICATED('/system/user/list') });
    expect(clearsSession(list), what).toBe(cleared);
    const page = await rawRequest(baseURL!, { target: '/system/user', headers: { cookie } });
    expect(page.status, what).toBe(307);
    expect(page.headers.location, what).toEqual(['/login?redirect=%2Fsystem%2Fuser']);
  }
});

test('session fixation: a cookie planted before sign-in is replaced, and the planted one stays its own (lesser) session', async ({
  baseURL,
  browser,
}) => {
  const attacker = await createAccount(baseURL!, await adminSession(baseURL!), { deptId: 100, roleIds: [2] });
  const planted = await sessionCookieOf(attacker.api);
  for (const fixed of [planted, 'attacker-chosen-value']) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'Admin-Token', value: fixed, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/login');
    await submitSignIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/index', { waitUntil: 'commit' });
    const issued = (await context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
    expect(issued).not.toBe(fixed);
    expect(await page.evaluate(() => fetch('/prod-api/getInfo').then((r) => r.json()))).toMatchObject({ code: 200, roles: ['admin'] });
    await context.close();
  }
  // The attacker's cookie was not raised to the victim's session.
  const info = await envelope(await attacker.api.get('/prod-api/getInfo'));
  expect(info).toMatchObject({ code: 200, user: { userName: attacker.userName } });
  expect(info.roles).not.toContain('admin');
});

test('a cookie replayed after logout is refused everywhere and cleared', async ({ baseURL }) => {
  const member = await createAccount(baseURL!, await adminSession(baseURL!), { deptId: 100, roleIds: [2] });
  const cookie = `Admin-Token=${await sessionCookieOf(member.api)}`;
  const logout = await member.api.post('/prod-api/logout');
  expect(await envelope(logout)).toEqual({ code: 200, msg: '退出成功' });
  expect(clearsSession(logout)).toBe(true);

  const info = await rawRequest(baseURL!, { target: '/prod-api/getInfo', headers: { cookie } });
  expect(JSON.parse(info.body)).toEqual({ code: 401, msg: UNAUTHENTICATED('/getInfo') });
  expect(clearsSession(info)).toBe(true);
  for (const path of ['/system/user/profile', '/api/system/sign/getInfo', '/getRouters']) {
    const answer = await rawRequest(baseURL!, { target: `/prod-api${path}`, headers: { cookie } });
    expect(JSON.parse(answer.body), path).toEqual({ code: 401, msg: UNAUTHENTICATED(path) });
  }
  const upload = await rawRequest(baseURL!, {
    method: 'POST',
    target: '/prod-api/common/upload',
    headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
    body: Buffer.concat([
      Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
      PNG_BYTES,
      Buffer.from('\r\n--x--\r\n'),
    ]),
  });
  expect(JSON.parse(upload.body)).toEqual({ code: 401, msg: UNAUTHENTICATED('/common/upload') });
  const personal = await rawRequest(baseURL!, { target: '/personal', headers: { cookie } });
  expect(personal.status).toBe(307);
  expect(personal.headers.location).toEqual(['/login?redirect=%2Fpersonal']);
  // Signing in again gives a new cookie, not the old one back.
  const again = await apiSession(baseURL!);
  const signIn = await again.post('/prod-api/login', { data: { username: member.userName, password: ACCOUNT_PASSWORD } });
  expect(setSessionCookie(signIn)).not.toBe(cookie.slice('Admin-Token='.length));
});

const FORBIDDEN = { code: 403, msg: '跨站请求被拒绝' };

test('CSRF: state changes from a foreign origin are refused with 403 跨站请求被拒绝 and change nothing', async ({ baseURL }) => {
  const victim = await createAccount(baseURL!, await adminSession(baseURL!), { deptId: 100, roleIds: [2] });
  const { api } = victim;
  const own = new URL(baseURL!);
  const profile = { nickName: '被篡改的昵称', sex: '1', email: '', phonenumber: '' };
  const foreign: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: `${own.protocol}//${own.host}.evil.example` },
    { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
  ];
  for (const headers of foreign) {
    const label = JSON.stringify(headers);
    for (const [method, path] of [
      ['PUT', '/system/user/profile'],
      ['PUT', '/system/user/edit'],
      ['PUT', '/system/user/profile/updatePwd'],
      ['POST', '/logout'],
      ['POST', '/common/upload'],
      ['POST', '/api/system/sign/addMember'],
    ]) {
      const response = await api.fetch(`/prod-api${path}`, { method, headers, data: profile });
      expect(response.status(), `${method} ${path} ${label}`).toBe(403);
      expect(await envelope(response), `${method} ${path} ${label}`).toEqual(FORBIDDEN);
    }
  }
  // A cross-site GET of the API is refused too (a link to /logout, say).
  const read = await api.get('/prod-api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
  expect(await envelope(read)).toEqual(FORBIDDEN);

  const after = await envelope(await api.get('/prod-api/system/user/profile'));
  expect(after).toMatchObject({ code: 200, data: { userName: victim.userName, nickName: victim.userName } });
  // The same change from the site itself goes through: the refusals above were about the origin.
  const sameSite = await api.put('/prod-api/system/user/profile', {
    headers: { origin: own.origin, 'sec-fetch-site': 'same-origin' },
    data: profile,
  });
  expect(await envelope(sameSite)).toMatchObject({ code: 200 });
});

test('CSRF from a real foreign page: its form post is refused and the session survives', async ({ baseURL, page }) => {
  await page.request.post('/prod-api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  const target = new URL('/prod-api/logout', baseURL!).href;
  await page.route('https://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form id="f" method="post" action="${target}"><input name="a" value="1"></form><script>f.submit()</script>`,
    }),
  );
  const refused = page.waitForResponse((response) => response.url() === target);
  await page.goto('https://evil.example/');
  expect((await refused).status()).toBe(403);
  expect(await envelope(await page.request.get('/prod-api/getInfo'))).toMatchObject({ code: 200, roles: ['admin'] });
});

test('open redirects: ?redirect= after sign-in and /redirect/ stay on the site', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const site = new URL(baseURL!).host;
  const targets = [
    '//evil.example',
    '//evil.example/steal?x=1',
    'https://evil.example',
    'http://evil.example/',
    'https:evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' //evil.example',
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ];
  for (const target of targets) {
    await page.context().clearCookies();
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await submitSignIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit' });
    const landed = new URL(page.url());
    expect(landed.host, target).toBe(site);
    // Staff land in the back office when the asked-for target is refused.
    expect(landed.pathname, target).toBe('/index');
  }
  // Signed in: the admin shell's refresh helper takes a path too.
  for (const target of [
    '/redirect//evil.example',
    '/redirect/%2F%2Fevil.example',
    '/redirect/%5Cevil.example',
    '/redirect/https:%2F%2Fevil.example',
  ]) {
    await page.goto(target);
    await page.waitForLoadState('domcontentloaded');
    expect(new URL(page.url()).host, target).toBe(site);
  }
  expect(dialogs).toEqual([]);
});

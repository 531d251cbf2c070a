import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { createApiPort } from '@/lib/server/api-port';
import { sysLogininfor } from '@/features/auth/tables';
import { createBackendServer } from '@/lib/backend/http-server';
import { handleProdApi } from '@/lib/bff/prod-api';
import { ADMIN_PASSWORD, CookieJar, PORTAL_ORIGIN, SESSION_SECRET, startHarness, type Harness } from '../support/api-harness';
import { freezeDateAtWindowStart } from '../support/clock';
import { modeLabel } from '../support/test-mode';

// Written out rather than imported, so a changed message or limit fails here.
const TOO_MANY_SIGN_INS = '登录尝试过于频繁，请稍后再试';
const TOO_MANY_REQUESTS = { code: 429, msg: '请求过于频繁，请稍后再试' };
const SIGN_IN_FAILURES_ALLOWED = 20;
const SUGGESTIONS_PER_MINUTE = 60;
const SUGGESTIONS = `/api/bll/article/listPreview?articleName=${encodeURIComponent('录音')}`;

let api: Harness;

beforeAll(async () => {
  api = await startHarness();
  // The windows are a minute and a quarter of an hour; a quarter hour's start is a minute's too.
  freezeDateAtWindowStart(15 * 60 * 1000);
});
afterAll(async () => {
  jest.useRealTimers();
  await api?.close();
});

/** A sign-in through the BFF from one address, in a browser of its own. */
function signIn(ip: string, username: string, password: string) {
  return api.call('POST', '/login', { body: { username, password }, headers: { 'x-forwarded-for': ip }, jar: new CookieJar() });
}

const suggestionsFrom = (ip: string) => api.call('GET', SUGGESTIONS, { headers: { 'x-forwarded-for': ip } });

describe(`rate limits (${modeLabel})`, () => {
  test('twenty failed sign-ins from one address refuse the next, even with the right password, while another address signs in', async () => {
    const attacker = '203.0.113.10';
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED; i++) {
      // Different names, so no account lock plays a part.
      expect((await signIn(attacker, `nobody${i}`, 'guess-pass')).body).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    }
    const refused = await signIn(attacker, 'admin', ADMIN_PASSWORD);
    expect(refused.body).toEqual({ code: 500, msg: TOO_MANY_SIGN_INS });
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await signIn(attacker, 'nobody-else', 'guess-pass')).body.msg).toBe(TOO_MANY_SIGN_INS);

    const logged = await api.backend.deps.db
      .select({ userName: sysLogininfor.userName, status: sysLogininfor.status })
      .from(sysLogininfor)
      .where(and(eq(sysLogininfor.ipaddr, attacker), eq(sysLogininfor.msg, TOO_MANY_SIGN_INS)));
    expect(logged).toEqual([
      { userName: 'admin', status: '1' },
      { userName: 'nobody-else', status: '1' },
    ]);

    expect((await signIn('203.0.113.11', 'admin', ADMIN_PASSWORD)).body).toEqual({ code: 200, msg: '操作成功' });
  });

  test('only failures count: an office signing in many times from one address is not refused', async () => {
    const office = '198.51.100.20';
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED + 5; i++) {
      expect((await signIn(office, 'admin', ADMIN_PASSWORD)).body.code).toBe(200);
    }
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED - 1; i++) {
      expect((await signIn(office, `typo${i}`, 'guess-pass')).body.msg).toBe('用户不存在/密码错误');
    }
    expect((await signIn(office, 'admin', ADMIN_PASSWORD)).body.code).toBe(200);
  });

  test('parallel guesses from one address cannot get past the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: SIGN_IN_FAILURES_ALLOWED + 5 }, (_, i) => signIn('203.0.113.30', `racer${i}`, 'guess-pass')),
    );
    const messages = answers.map((answer) => answer.body.msg);
    expect(messages.filter((msg) => msg === '用户不存在/密码错误')).toHaveLength(SIGN_IN_FAILURES_ALLOWED);
    expect(messages.filter((msg) => msg === TOO_MANY_SIGN_INS)).toHaveLength(5);
  });

  test('search suggestions answer 429 past sixty a minute from one address, and others still get theirs', async () => {
    const busy = '203.0.113.40';
    for (let i = 0; i < SUGGESTIONS_PER_MINUTE; i++) expect((await suggestionsFrom(busy)).body.code).toBe(200);
    expect((await suggestionsFrom(busy)).body).toEqual(TOO_MANY_REQUESTS);
    expect((await suggestionsFrom('203.0.113.41')).body.code).toBe(200);
  });

  test('a burst across the end of a minute counts in full: not twice sixty in four seconds', async () => {
    const minuteStart = Date.now();
    const burst = '203.0.113.42';
    try {
      jest.setSystemTime(minuteStart + 58_000);
      for (let i = 0; i < SUGGESTIONS_PER_MINUTE; i++) expect((await suggestionsFrom(burst)).body.code).toBe(200);
      jest.setSystemTime(minuteStart + 61_900);
      const codes: unknown[] = [];
      for (let i = 0; i < SUGGESTIONS_PER_MINUTE; i++) codes.push((await suggestionsFrom(burst)).body.code);
      // The last minute's calls leave the count one by one as it slides on: one place is free again.
      expect(codes.filter((code) => code === 200).length).toBeLessThanOrEqual(1);
      expect(codes.at(-1)).toBe(429);
    } finally {
      jest.setSystemTime(minuteStart);
    }
  });

  test('without TRUST_PROXY a made-up X-Forwarded-For does not escape the limits: the socket address counts', async () => {
    const server = createBackendServer(api.backend, { trustProxy: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const spoofed = (i: number) => ({ 'x-forwarded-for': `192.0.2.${i}`, 'x-real-ip': `192.0.2.${i}` });
    try {
      const codes: number[] = [];
      for (let i = 0; i <= SUGGESTIONS_PER_MINUTE; i++) {
        codes.push(((await (await fetch(`${base}${SUGGESTIONS}`, { headers: spoofed(i) })).json()) as { code: number }).code);
      }
      expect(codes.filter((code) => code === 200)).toHaveLength(SUGGESTIONS_PER_MINUTE);
      expect(codes.at(-1)).toBe(429);

      const login = async (i: number, username: string, password: string) => {
        const response = await fetch(`${base}/login`, {
          method: 'POST',
          headers: { ...spoofed(i), 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        });
        return ((await response.json()) as { msg: string }).msg;
      };
      for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED; i++) expect(await login(i, `spoof${i}`, 'guess-pass')).toBe('用户不存在/密码错误');
      expect(await login(99, 'admin', ADMIN_PASSWORD)).toBe(TOO_MANY_SIGN_INS);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('behind a trusted proxy only the address the proxy added counts, not what the client put before it', async () => {
    const bff = (clientPart: string) =>
      handleProdApi(
        new Request(`${PORTAL_ORIGIN}/prod-api${SUGGESTIONS}`, { headers: { 'x-forwarded-for': `${clientPart}, 203.0.113.50` } }),
        {
          callApi: createApiPort({ upstream: null, embedded: async () => api.backend }),
          sessionSecret: SESSION_SECRET,
          trustProxy: true,
          siteUrl: null,
        },
      );
    const codes: number[] = [];
    for (let i = 0; i <= SUGGESTIONS_PER_MINUTE; i++) codes.push(((await (await bff(`192.0.2.${i}`)).json()) as { code: number }).code);
    expect(codes.filter((code) => code === 200)).toHaveLength(SUGGESTIONS_PER_MINUTE);
    expect(codes.at(-1)).toBe(429);
  });
});

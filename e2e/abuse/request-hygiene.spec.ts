/** @features auth */
import { expect, test } from '../fixtures';
import { adminSession, sessionCookieOf } from './support';
import { rawRequest } from './raw-http';

/**
 * Methods no route takes, and a request carrying two session cookies, against the production
 * server itself (server.ts), pages and API alike. Through nginx, nginx may refuse TRACE first;
 * either way the answer is a 405, never a server error.
 */
test('TRACE and other methods no route takes answer 405, on pages and on the API', async ({ baseURL }) => {
  for (const [method, target] of [
    ['TRACE', '/'],
    ['TRACE', '/prod-api/getInfo'],
    ['PROPFIND', '/AboutUs'],
  ]) {
    const answer = await rawRequest(baseURL!, { method, target });
    expect(answer.status, `${method} ${target}`).toBe(405);
  }
});

test('two session cookies in one request are refused, whichever is the good one', async ({ baseURL }) => {
  const admin = await adminSession(baseURL!);
  const good = await sessionCookieOf(admin);
  for (const target of ['/prod-api/getInfo', '/index', '/Membership']) {
    for (const cookie of [`Admin-Token=${good}; Admin-Token=forged`, `Admin-Token=forged; Admin-Token=${good}`]) {
      const answer = await rawRequest(baseURL!, { target, headers: { cookie } });
      expect(answer.status, `${target} with ${cookie.slice(0, 20)}…`).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ code: 400, msg: '请求携带了多个Admin-Token Cookie，请清除本站的Cookie后重新登录' });
    }
  }
  await admin.dispose();
});

test('a made-up Host reaches no other reader: no Link header built from it, nothing of it cached', async ({ baseURL }) => {
  for (const target of ['/en/AboutUs', '/AboutUs', '/']) {
    await rawRequest(baseURL!, { target, headers: { Host: 'attacker.example' } });
    const next = await rawRequest(baseURL!, { target });
    expect(next.status, target).toBe(200);
    expect(JSON.stringify(next.headers), target).not.toContain('attacker.example');
    expect(next.body, target).not.toContain('attacker.example');
  }
});

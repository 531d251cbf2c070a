import type { IncomingMessage } from 'node:http';
import { sealSession } from '../session';
import { carriesSession, keepsPrivate } from './private-answers';

const SECRET = 'a-test-secret-of-more-than-32-characters';
const withCookie = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;

test("a request with a session cookie that unseals is a signed-in reader's", async () => {
  const sealed = await sealSession('token-1', SECRET);
  expect(await carriesSession(withCookie(`Admin-Token=${sealed}`), SECRET)).toBe(true);
  expect(await carriesSession(withCookie(`theme=dark; Admin-Token=${sealed}; Portal-Signed-In=1`), SECRET)).toBe(true);
  expect(await carriesSession(withCookie(`Admin-Token=${sealed}`), `${SECRET}-other`)).toBe(false);
});

test.each([undefined, '', 'Portal-Signed-In=1', 'Admin-Token=', 'Admin-Token=Fe26.2**abc', 'Admin-Token-Old=x', 'XAdmin-Token=x'])(
  'cookie header %p is no session',
  async (cookie) => {
    expect(await carriesSession(withCookie(cookie), SECRET)).toBe(false);
  },
);

test.each([
  ['/', true],
  ['/article?articleId=1', true],
  ['/index', true],
  ['/logo.svg', false],
  ['/_next/data/x', true],
  ['/_next/static/chunks/app.js', false],
  ['/prod-api/getInfo', false],
  ['/prod-api', false],
  ['/prod-apix', true],
])('a signed-in answer at %s is kept private: %p', (url, expected) => {
  expect(keepsPrivate(url)).toBe(expected);
});

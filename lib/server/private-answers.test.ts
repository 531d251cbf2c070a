import type { IncomingMessage } from 'node:http';
import { carriesSession, keepsPrivate } from './private-answers';

const withCookie = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;

test('a request with a session cookie is a signed-in reader\'s', () => {
  expect(carriesSession(withCookie('Admin-Token=Fe26.2**abc'))).toBe(true);
  expect(carriesSession(withCookie('theme=dark; Admin-Token=Fe26.2**abc; Portal-Signed-In=1'))).toBe(true);
});

test.each([undefined, '', 'Portal-Signed-In=1', 'Admin-Token=', 'Admin-Token-Old=x', 'XAdmin-Token=x'])('cookie header %p is no session', (cookie) => {
  expect(carriesSession(withCookie(cookie))).toBe(false);
});

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

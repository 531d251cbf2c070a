import { callerToken, deriveTokenKey, signToken, tokenFromHeader, verifyToken } from './token';

const key = deriveTokenKey('a-session-secret-that-is-long-enough-for-tests');

test('a token names its session and only verifies with our key', () => {
  const token = signToken(key, 'session-1', 'admin');
  expect(verifyToken(key, token)).toBe('session-1');
  expect(verifyToken(deriveTokenKey('another-secret-another-secret-another'), token)).toBeNull();
  expect(verifyToken(key, `${token}x`)).toBeNull();
  expect(verifyToken(key, 'a.b')).toBeNull();
});

test('the bearer prefix is optional', () => {
  expect(tokenFromHeader('Bearer abc')).toBe('abc');
  expect(tokenFromHeader('abc')).toBe('abc');
  expect(tokenFromHeader('Bearer ')).toBeNull();
  expect(tokenFromHeader(null)).toBeNull();
});

test('the cookie names the caller only of a read whose route allows it, and never beside a header', () => {
  const token = signToken(key, 'session-1', 'admin');
  const request = (method: string, headers: Record<string, string>) => new Request('http://api.test/v3/api-docs', { method, headers });
  const cookie = { cookie: `sidebarStatus=1; Admin-Token=${token}` };
  expect(callerToken(request('GET', cookie), true)).toBe(token);
  expect(callerToken(request('GET', cookie), false)).toBeNull();
  for (const method of ['HEAD', 'POST', 'PUT', 'DELETE']) expect(callerToken(request(method, cookie), true)).toBeNull();
  expect(callerToken(request('GET', { ...cookie, authorization: 'Bearer from-header' }), true)).toBe('from-header');
  expect(callerToken(request('GET', { cookie: `Admin-Token=${token}; Admin-Token=${token}` }), true)).toBeNull();
  // A sealed session of the portal's own front is no token.
  expect(callerToken(request('GET', { cookie: 'Admin-Token=Fe26.2**sealed*value' }), true)).toBeNull();
});

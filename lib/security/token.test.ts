import { deriveTokenKey, signToken, tokenFromHeader, verifyToken } from './token';

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

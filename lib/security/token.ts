import crypto from 'node:crypto';
import { hasDuplicateCookie, readCookie, SESSION_COOKIE } from '@/lib/session';

/**
 * API tokens are HS512 JWTs in the reference's shape (`login_user_key` names the session,
 * `sub` the user). The token only names a session row; expiry and revocation live there.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');

function signature(key: Buffer, content: string): string {
  return crypto.createHmac('sha512', key).update(content).digest('base64url');
}

export function signToken(key: Buffer, tokenId: string, userName: string): string {
  const payload = Buffer.from(JSON.stringify({ login_user_key: tokenId, sub: userName })).toString('base64url');
  const content = `${HEADER}.${payload}`;
  return `${content}.${signature(key, content)}`;
}

/** The session id a token names, or null when the token is malformed or not signed by us. */
export function verifyToken(key: Buffer, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = Buffer.from(signature(key, `${parts[0]}.${parts[1]}`));
  const actual = Buffer.from(parts[2]);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as { login_user_key?: unknown };
    return typeof claims.login_user_key === 'string' ? claims.login_user_key : null;
  } catch {
    return null;
  }
}

/** The key for API tokens: derived, so the session cookie and the tokens never share a key. */
export function deriveTokenKey(sessionSecret: string): Buffer {
  return crypto.createHmac('sha256', sessionSecret).update('api-token-key').digest();
}

/** `Authorization: Bearer <token>`; a bare token is also accepted, as in the reference. */
export function tokenFromHeader(header: string | null): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/** A token's shape, three base64url parts, as ours and the reference's JWTs have it; a sealed session has another. */
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * Whether a cookie's value is shaped as an API token: the stock client keeps its raw token in
 * `Admin-Token` (ruoyi-ui `utils/auth.js`, js-cookie), the name the portal's browser front gives
 * its sealed session.
 */
export const hasTokenShape = (value: string): boolean => TOKEN_SHAPE.test(value);

/**
 * The token a request names its caller by: the `Authorization` header, or, for a GET of a route
 * whose contract says `cookieToken` (a frame or an `<img>` of the stock client, which sends no
 * header), its `Admin-Token` cookie. Either goes through the same session, lock and permission
 * checks afterwards; a request with two such cookies names nobody by them.
 */
export function callerToken(request: Request, cookieAllowed: boolean): string | null {
  const fromHeader = tokenFromHeader(request.headers.get('authorization'));
  // A read alone: a cookie goes with any request the browser makes, so it never names the caller of a change.
  if (fromHeader || !cookieAllowed || request.method !== 'GET') return fromHeader;
  const cookies = request.headers.get('cookie');
  if (hasDuplicateCookie(cookies, SESSION_COOKIE)) return null;
  const value = readCookie(cookies, SESSION_COOKIE);
  return value && hasTokenShape(value) ? value : null;
}

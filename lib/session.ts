import { sealData, unsealData } from 'iron-session';

/**
 * The browser's session: an iron-session sealed cookie named `Admin-Token` (the name the spec
 * gives the login state) holding the API token, so page JavaScript never sees the token. Not
 * marked server-only: server.ts, run by plain Node, tells signed-in requests apart with it.
 */
export const SESSION_COOKIE = 'Admin-Token';

/**
 * A readable companion cookie that says only "a session exists", so cached public pages know
 * in the browser whether to ask for the user's name; it carries nothing secret.
 */
export const SIGNED_IN_HINT_COOKIE = 'Portal-Signed-In';

const SEAL_TTL_SECONDS = 7 * 24 * 60 * 60;

interface SessionData {
  token: string;
}

export async function sealSession(token: string, secret: string): Promise<string> {
  return sealData({ token } satisfies SessionData, { password: secret, ttl: SEAL_TTL_SECONDS });
}

/** The API token in a cookie value, or null for a missing, forged or expired cookie. */
export async function unsealSession(cookieValue: string | undefined | null, secret: string): Promise<string | null> {
  if (!cookieValue) return null;
  try {
    const data = await unsealData<Partial<SessionData>>(cookieValue, { password: secret, ttl: SEAL_TTL_SECONDS });
    return typeof data.token === 'string' && data.token ? data.token : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie lines that start a browser session. */
export function sessionCookieHeaders(value: string, secure: boolean): string[] {
  const flags = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [`${SESSION_COOKIE}=${value}; ${flags}; HttpOnly`, `${SIGNED_IN_HINT_COOKIE}=1; ${flags}`];
}

/** The Set-Cookie lines that end it. */
export function clearedSessionCookieHeaders(secure: boolean): string[] {
  const flags = `Path=/; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
  return [`${SESSION_COOKIE}=; ${flags}; HttpOnly`, `${SIGNED_IN_HINT_COOKIE}=; ${flags}`];
}

/** A cookie's value from a Cookie request header. */
/**
 * Two cookies of one name (one set for a parent domain or another path, say) would be read as
 * the first by one layer and as the last by another (Next), so a request carrying two session
 * cookies is refused outright.
 */
export function hasDuplicateCookie(cookieHeader: string | null | undefined, name: string): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').filter((part) => part.slice(0, part.indexOf('=')).trim() === name).length > 1;
}

export const DUPLICATE_SESSION_COOKIE_MSG = `请求携带了多个${SESSION_COOKIE} Cookie，请清除本站的Cookie后重新登录`;

export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookie, SESSION_COOKIE, unsealSession } from '../session';

/**
 * Whether the request carries a session cookie that unseals. Such a reader may be shown their
 * own name or member-only content, so the page cache neither serves nor stores the answer. A
 * cookie that does not unseal counts for nothing: otherwise any made-up cookie would send every
 * request past the page cache, at a fraction of its speed.
 */
export async function carriesSession(req: IncomingMessage, sessionSecret: string): Promise<boolean> {
  const cookie = req.headers.cookie;
  const sealed = typeof cookie === 'string' ? readCookie(cookie, SESSION_COOKIE) : null;
  return (await unsealSession(sealed, sessionSecret)) !== null;
}

/**
 * Whether a signed-in reader's answer at this address must stay out of every cache: pages, not
 * files. Next's hashed build files and the files of public/ (a name with an extension, as
 * proxy.ts tells pages apart) are the same for everyone; the BFF decides for /prod-api itself
 * (a published article's picture stays public there).
 */
export function keepsPrivate(url: string): boolean {
  const path = url.split('?')[0];
  if (path.startsWith('/_next/static/') || /\.[A-Za-z0-9]+$/.test(path)) return false;
  return path !== '/prod-api' && !path.startsWith('/prod-api/');
}

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export function markPrivate(res: ServerResponse): void {
  res.setHeader('cache-control', PRIVATE_CACHE_CONTROL);
}

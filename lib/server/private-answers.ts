import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../session-cookies';

/**
 * Whether the request carries a session cookie (valid or not: unsealing costs time, and a
 * forged cookie gains nothing from being treated as signed in here). Such a reader may be shown
 * their own name or member-only content, so the page cache neither serves nor stores it.
 */
export function carriesSession(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  if (typeof cookie !== 'string') return false;
  return cookie.split(';').some((part) => {
    const index = part.indexOf('=');
    return index > 0 && part.slice(0, index).trim() === SESSION_COOKIE && part.slice(index + 1).trim() !== '';
  });
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

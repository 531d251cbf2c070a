/**
 * Which pages need what (the spec's "check before /Membership and /Declare"): the personal
 * pages and the membership sign-up need a signed-in user; the declaration area needs a paid
 * member. The proxy applies this; the API checks the same again where the data is read.
 */
export type MemberGate = 'signed-in' | 'member';

const SIGNED_IN_PAGES = /^(?:\/en)?\/(?:Membership|personal|user\/profile)(?:\/|$)/;
const MEMBER_PAGES = /^(?:\/en)?\/Declare(?:\/|$)/;

/** The query flag `/Membership` reads to say why a reader was sent there. */
export const MEMBER_REQUIRED_REASON = 'memberRequired';

export function gateOf(pathname: string): MemberGate | null {
  if (MEMBER_PAGES.test(pathname)) return 'member';
  if (SIGNED_IN_PAGES.test(pathname)) return 'signed-in';
  return null;
}

/** Where a reader who does not pass goes: sign in (and come back), or the membership page with the reason. */
export function gateRedirect(pathname: string, search: string, signedIn: boolean): string {
  const prefix = pathname.startsWith('/en/') || pathname === '/en' ? '/en' : '';
  if (!signedIn) return `${prefix}/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  return `${prefix}/Membership?reason=${MEMBER_REQUIRED_REASON}`;
}

/**
 * `/Membership` is served by a route of another name: a folder `Membership` beside the public
 * `memberShip` would clash on case-insensitive file systems. The proxy rewrites to it and keeps
 * the route's own path from being an address.
 */
export const MEMBERSHIP_ROUTE = '/member-sign-up';

export function rewriteOf(pathname: string): string | null {
  const match = /^(?:\/(en))?\/Membership\/?$/.exec(pathname);
  return match ? `/${match[1] ?? 'zh'}${MEMBERSHIP_ROUTE}` : null;
}

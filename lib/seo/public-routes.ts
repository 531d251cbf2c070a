/**
 * The spec's query-string pages (`/article?articleId=`, `/areaxList?parentId=&tabIndex=`, and
 * `/articleList?pageNum=` without search text) are served by path-based routes, so each page has
 * its own cache entry. The proxy maps one onto
 * the other; bad or missing ids map to id 0, which every page answers with its 404.
 */
import { MEMBER_ONLY_CATEGORY_ID, parseId } from '../http/ids';
import { ALL_ARTICLES_PARAM, ALL_ARTICLES_SEGMENT, asksForAll } from '../rules/language-scope';

export { MEMBER_ONLY_CATEGORY_ID };
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

export type ProxyDecision = { kind: 'rewrite'; path: string } | { kind: 'redirect'; path: string } | null;

const idOf = (value: string | null): number => parseId(value) ?? 0;

/** A page number from the query: 1 unless it is a whole number within range. */
export function pageNumOf(value: string | null): number {
  const page = idOf(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** A page size from the query: one of the spec's choices, else the default. */
export function pageSizeOf(value: string | null): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** Other names the spec gives pages: each serves the page it names, from one cache entry. */
export const PAGE_ALIASES: Record<string, string> = {
  '/evaluate': '/meritRating',
  '/pxMessage': '/trainingEventMessage',
};

/**
 * Where a request for a query-string page or an alias goes. Member-only pages need a session: without one
 * the reader is sent to sign in and brought back; with one, the page is rendered for them alone.
 */
export function routePublicPage(pathname: string, search: URLSearchParams, signedIn: boolean): ProxyDecision {
  const alias = /^(?:\/(en))?(\/[A-Za-z]+)\/?$/.exec(pathname);
  if (alias && PAGE_ALIASES[alias[2]]) {
    return { kind: 'rewrite', path: `/${alias[1] ?? 'zh'}${PAGE_ALIASES[alias[2]]}${search.size ? `?${search}` : ''}` };
  }
  const list = /^(?:\/(en))?\/articleList\/?$/.exec(pathname);
  if (list) return allArticlesRoute(list[1], search);
  const match = /^(?:\/(en))?\/(article|areaxList)\/?$/.exec(pathname);
  if (!match) return null;
  const locale = match[1] ?? 'zh';
  const toSignIn: ProxyDecision = {
    kind: 'redirect',
    path: `${match[1] ? '/en' : ''}/login?redirect=${encodeURIComponent(`${pathname}?${search.toString()}`)}`,
  };
  if (match[2] === 'article') {
    const articleId = idOf(search.get('articleId'));
    if (!needsSession(search)) return { kind: 'rewrite', path: `/${locale}/article/${articleId}` };
    return signedIn ? { kind: 'rewrite', path: `/${locale}/members/article/${articleId}` } : toSignIn;
  }
  const parentId = idOf(search.get('parentId'));
  const tabIndex = idOf(search.get('tabIndex')) || parentId;
  const page = listPage(match[1], search);
  if (!needsSession(search)) return { kind: 'rewrite', path: `/${locale}/areaxList/${parentId}/${tabIndex}/${page}` };
  return signedIn ? { kind: 'rewrite', path: `/${locale}/members/${tabIndex}/${page}` } : toSignIn;
}

/** A list's page in its internal route: `<pageNum>/<pageSize>`, and `/all` when the English site's reader asks for every article. */
function listPage(english: string | undefined, search: URLSearchParams): string {
  // The English site's lists hold English articles unless the reader asks for all of them.
  const all = english && asksForAll(search) ? `/${ALL_ARTICLES_SEGMENT}` : '';
  return `${pageNumOf(search.get('pageNum'))}/${pageSizeOf(search.get('pageSize'))}${all}`;
}

/**
 * `/articleList`: every article is a list like a category's, cached per page; a search (its
 * `articleName`) is the reader's own and is rendered for them, by the page at that address.
 */
function allArticlesRoute(english: string | undefined, search: URLSearchParams): ProxyDecision {
  if (search.get('articleName')?.trim()) return null;
  return { kind: 'rewrite', path: `/${english ? 'en' : 'zh'}/articleList/${listPage(english, search)}` };
}

/**
 * Whether a query-string page is member-only: the category list of 96, or an article opened
 * from it (links from that list carry `members=1`). Those pages are rendered per reader.
 */
export function needsSession(search: URLSearchParams): boolean {
  return idOf(search.get('parentId')) === MEMBER_ONLY_CATEGORY_ID || search.get('members') === '1';
}

/** The public URL of an article page; member-only articles are opened in the member area. */
export function articlePath(articleId: number, membersOnly = false): string {
  return `/article?articleId=${articleId}${membersOnly ? '&members=1' : ''}`;
}

/** The public URL of a category list page, as links and canonical URLs write it; `all`: the English site's list with the Chinese articles too. */
export function categoryListPath(parentId: number, tabIndex: number, pageNum = 1, pageSize = DEFAULT_PAGE_SIZE, all = false): string {
  const extra = `${pageNum > 1 ? `&pageNum=${pageNum}` : ''}${pageSize !== DEFAULT_PAGE_SIZE ? `&pageSize=${pageSize}` : ''}${all ? `&${ALL_ARTICLES_PARAM}=1` : ''}`;
  return `/areaxList?parentId=${parentId}&tabIndex=${tabIndex}${extra}`;
}

/** The fixed content pages, each a category of its own (aliases point at these). */
export const FIXED_PAGES = [
  '/trainingEvent',
  '/trainingEventMessage',
  '/trainingCourse',
  '/meritRating',
  '/certificate',
  '/AboutUs',
  '/memberShip',
  '/articleList',
];

/** Paths search engines should leave alone: admin, member and sign-in areas, and the API. */
export const PRIVATE_PATHS = [
  '/prod-api/',
  '/system/',
  '/monitor/',
  '/tool/',
  '/content/',
  '/member/',
  '/index',
  '/personal',
  '/user/',
  '/Declare',
  '/members/',
  '/login',
  '/register',
  '/forgetPassword',
  '/redirect/',
  '/401',
  '/404',
];

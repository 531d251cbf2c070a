import 'server-only';
import { revalidateTag } from 'next/cache';
import { CONTENT_TAGS } from '../content/public-content';
import { processPageCache } from '../page-cache';
import { publishRevalidation } from './revalidation-channel';

/** A successful write's envelope: some answers name what they changed (`data: id`, `data: {id}`). */
export type WriteAnswer = Record<string, unknown>;

/** The tags one write makes stale: fixed, or read from its path and answer. */
type StaleTags = readonly string[] | ((path: string, answer: WriteAnswer) => string[]);

/** The ids an article write names: the path's (`DELETE /bll/article/5,6`), else the answer's (`data: 7`, `data: {id: 7}`). */
function articleIdsOf(path: string, answer: WriteAnswer): number[] {
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (/^\d+(,\d+)*$/.test(last)) return last.split(',').map(Number);
  const data = answer.data;
  if (typeof data === 'number') return [data];
  const id = data && typeof data === 'object' ? (data as Record<string, unknown>).id : undefined;
  return typeof id === 'number' ? [id] : [];
}

/**
 * Which public caches an admin write makes stale: a successful non-GET call on an API path
 * under `prefix` revalidates its tags in Next's data cache and empties the whole-page cache, so
 * the next public page load shows the change without a restart. Back-office modules whose data
 * public pages show add their prefix here.
 */
export const WRITE_INVALIDATIONS: readonly { prefix: string; tags: StaleTags }[] = [
  // The portal's public settings are the `portal.*` config entries; any config write may touch one.
  { prefix: '/system/config', tags: [CONTENT_TAGS.settings] },
  // Categories are the navigation and the home sections; an article page answers only while its
  // category is public, so the cached articles go too.
  { prefix: '/bll/article_type', tags: [CONTENT_TAGS.categories, CONTENT_TAGS.articles] },
  // Lists and home sections show every article; the written ones' own pages have their own tags.
  { prefix: '/bll/article', tags: (path, answer) => [CONTENT_TAGS.articles, ...articleIdsOf(path, answer).map(CONTENT_TAGS.article)] },
  { prefix: '/bll/links', tags: [CONTENT_TAGS.links] },
  // Article pages carry a sign-up box while they announce an open activity.
  { prefix: '/activity/activities', tags: [CONTENT_TAGS.activities] },
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Slashes normalised as the BFF (leading) and the API's router (trailing) do; collapsing inner ones only errs towards revalidating. */
const normalised = (route: string) => `/${route.split('/').filter(Boolean).join('/')}`;

function entriesOf(method: string, route: string) {
  if (READS.has(method.toUpperCase())) return [];
  const path = normalised(route);
  return WRITE_INVALIDATIONS.filter(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Whether a call may make public caches stale: the BFF reads its answer only then. */
export function mayMakeStale(method: string, route: string): boolean {
  return entriesOf(method, route).length > 0;
}

/** The tags a call makes stale if it succeeded with `answer`: none for reads, else those of every prefix it falls under. */
export function tagsAfterWrite(method: string, route: string, answer: WriteAnswer = {}): string[] {
  const path = normalised(route);
  const tags = entriesOf(method, route).flatMap(({ tags }) => (typeof tags === 'function' ? tags(path, answer) : tags));
  return [...new Set(tags)];
}

/** How stale public caches are dropped; the BFF's tests give their own. */
export interface CacheInvalidator {
  revalidateTag(tag: string): void;
  clearPages(): void;
  /** Has the other instances drop the same tags and empty their page caches. */
  tellOtherInstances?(tags: string[]): void;
}

/**
 * Next's own caches, from inside a route handler. `expire: 0` expires the tag at once (not
 * stale-while-revalidate), so the very next request reads fresh data; `updateTag` would do the
 * same but Next allows it only in Server Actions. The page cache holds pages built from that
 * data, and it cannot tell which, so it is emptied whole. With several instances (REDIS_URL)
 * the others are told over the revalidation channel and do the same.
 */
export const nextCacheInvalidator: CacheInvalidator = {
  revalidateTag: (tag) => revalidateTag(tag, { expire: 0 }),
  clearPages: () => processPageCache().clear(),
  tellOtherInstances: publishRevalidation,
};

export function invalidate(tags: string[], invalidator: CacheInvalidator): void {
  if (tags.length === 0) return;
  for (const tag of tags) invalidator.revalidateTag(tag);
  invalidator.clearPages();
  invalidator.tellOtherInstances?.(tags);
}

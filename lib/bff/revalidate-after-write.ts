import 'server-only';
import { revalidateTag } from 'next/cache';
import { CONTENT_TAGS } from '../content/public-content';
import { processPageCache } from '../page-cache';

/**
 * Which public caches an admin write makes stale: a successful non-GET call on an API path
 * under `prefix` revalidates `tags` in Next's data cache and empties the whole-page cache, so
 * the next public page load shows the change without a restart. Back-office modules whose data
 * public pages show add their prefix here.
 */
export const WRITE_INVALIDATIONS: readonly { prefix: string; tags: readonly string[] }[] = [
  // The portal's public settings are the `portal.*` config entries; any config write may touch one.
  { prefix: '/system/config', tags: [CONTENT_TAGS.settings] },
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The tags a call makes stale if it succeeds: none for reads, else those of every prefix it falls under. */
export function tagsAfterWrite(method: string, route: string): string[] {
  if (READS.has(method.toUpperCase())) return [];
  // Slashes are normalised as the BFF (leading) and the API's router (trailing) do; collapsing inner ones only errs towards revalidating.
  const path = `/${route.split('/').filter(Boolean).join('/')}`;
  const tags = WRITE_INVALIDATIONS.filter(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`)).flatMap(({ tags }) => tags);
  return [...new Set(tags)];
}

/** How stale public caches are dropped; the BFF's tests give their own. */
export interface CacheInvalidator {
  revalidateTag(tag: string): void;
  clearPages(): void;
}

/**
 * Next's own caches, from inside a route handler. `expire: 0` expires the tag at once (not
 * stale-while-revalidate), so the very next request reads fresh data; `updateTag` would do the
 * same but Next allows it only in Server Actions. The page cache holds pages built from that
 * data, and it cannot tell which, so it is emptied whole.
 */
export const nextCacheInvalidator: CacheInvalidator = {
  revalidateTag: (tag) => revalidateTag(tag, { expire: 0 }),
  clearPages: () => processPageCache().clear(),
};

export function invalidate(tags: string[], invalidator: CacheInvalidator): void {
  if (tags.length === 0) return;
  for (const tag of tags) invalidator.revalidateTag(tag);
  invalidator.clearPages();
}

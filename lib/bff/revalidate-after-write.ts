import 'server-only';
import { revalidateTag } from 'next/cache';
import type { Contract, WriteAnswer } from '../contract/contract';
import { createContractRouter } from '../contract/router';
import { processPageCache } from '../server/page-cache';
import { markTagsStale, publishRevalidation } from './revalidation-channel';

/** Slashes normalised as the BFF (leading) and the API's router (trailing) do. */
const normalised = (route: string) => `/${route.split('/').filter(Boolean).join('/')}`;

/** Which calls make public caches stale, and which tags, as the API's contracts say. */
export interface WriteTags {
  /** Whether a call may make public caches stale: the BFF reads its answer only then. */
  mayMakeStale(method: string, route: string): boolean;
  /**
   * The tags a call makes stale if it succeeded with `answer`: a successful admin write
   * revalidates them in Next's data cache and empties the whole-page cache, so the next public
   * page load shows the change without a restart.
   */
  tagsAfterWrite(method: string, route: string, answer?: WriteAnswer): string[];
}

/** The write tags of an API of these contracts (the composition root's, root/contracts.ts). */
export function writeTagsOf(all: readonly Contract[]): WriteTags {
  const contracts = createContractRouter(all, (contract) => contract);
  /** The contract of a call that may make public caches stale: a write whose contract names tags. */
  function writeContractOf(method: string, path: string): Contract | null {
    const lookup = contracts.lookup(method.toUpperCase(), path);
    if (lookup.kind !== 'found' || !lookup.match.entry.tags) return null;
    return lookup.match.entry;
  }
  return {
    mayMakeStale: (method, route) => writeContractOf(method, normalised(route)) !== null,
    tagsAfterWrite(method, route, answer = {}) {
      const path = normalised(route);
      const tags = writeContractOf(method, path)?.tags;
      if (!tags) return [];
      return [...new Set(typeof tags === 'function' ? tags(path, answer) : tags)];
    },
  };
}

/** How stale public caches are dropped; the BFF's tests give their own. */
export interface CacheInvalidator {
  revalidateTag(tag: string): void;
  clearPages(): void;
  /** Has the other instances drop the same tags and empty their page caches. */
  tellOtherInstances?(tags: string[]): void;
}

/**
 * Next's own caches, from inside a route handler. `expire: 0` expires the tag (not
 * stale-while-revalidate); `updateTag` would do the same but Next allows it only in Server
 * Actions. Next applies a route handler's revalidations once the handler has finished, which can
 * be after the answer reached the browser, so the tag is also marked stale in this process's cache
 * at once: the very next request reads fresh data. The page cache holds pages built from that
 * data, and it cannot tell which, so it is emptied whole. With several instances (REDIS_URL)
 * the others are told over the revalidation channel and do the same.
 */
export const nextCacheInvalidator: CacheInvalidator = {
  revalidateTag: (tag) => {
    markTagsStale([tag]);
    revalidateTag(tag, { expire: 0 });
  },
  clearPages: () => processPageCache().clear(),
  tellOtherInstances: publishRevalidation,
};

export function invalidate(tags: string[], invalidator: CacheInvalidator): void {
  if (tags.length === 0) return;
  for (const tag of tags) invalidator.revalidateTag(tag);
  invalidator.clearPages();
  invalidator.tellOtherInstances?.(tags);
}

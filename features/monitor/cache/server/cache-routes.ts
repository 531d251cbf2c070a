import { cache } from '@/features/monitor/cache/contract';
import { ok, okData } from '@/lib/backend/http/envelope';
import type { Route } from '@/lib/backend/http/router';
import { CACHE_NAMES, cacheInfo, cacheKeys, cacheValue, clearCacheAll, clearCacheKey, clearCacheName } from './cache-service';

/** The cache monitor (contract 5.15). */
export const cacheRoutes: Route[] = [
  { contract: cache.info, handler: async (ctx) => okData(await cacheInfo(ctx.deps)) },
  { contract: cache.names, handler: async () => okData(CACHE_NAMES) },
  { contract: cache.keys, handler: async (ctx) => okData(await cacheKeys(ctx.deps, ctx.params.cacheName)) },
  { contract: cache.value, handler: async (ctx) => okData(await cacheValue(ctx.deps, ctx.params.cacheName, ctx.params.cacheKey)) },
  {
    contract: cache.clearName,
    handler: async (ctx) => {
      await clearCacheName(ctx.deps, ctx.requireUser(), ctx.params.cacheName);
      return ok();
    },
  },
  {
    contract: cache.clearKey,
    handler: async (ctx) => {
      await clearCacheKey(ctx.deps, ctx.requireUser(), ctx.params.cacheKey);
      return ok();
    },
  },
  {
    contract: cache.clearAll,
    handler: async (ctx) => {
      await clearCacheAll(ctx.deps, ctx.requireUser());
      return ok();
    },
  },
];

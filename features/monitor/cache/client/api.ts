import { cache } from '@/features/monitor/cache/contract';
import type { DataOf } from '@/lib/contract/contract';
import { request } from '@/lib/http/request';

/** The cache monitor's calls (contract 5.15), typed by their contracts; names and keys go whole, colons and all. */
export type CacheInfo = DataOf<typeof cache.info>;
export type SysCache = DataOf<typeof cache.value>;

export const getCache = () => request(cache.info).then((answer) => answer.data);
export const listCacheName = () => request(cache.names).then((answer) => answer.data);
export const listCacheKey = (cacheName: string) => request(cache.keys, { path: { cacheName } }).then((answer) => answer.data);
export const getCacheValue = (cacheName: string, cacheKey: string) =>
  request(cache.value, { path: { cacheName, cacheKey } }).then((answer) => answer.data);
export const clearCacheName = (cacheName: string) => request(cache.clearName, { path: { cacheName } });
export const clearCacheKey = (cacheKey: string) => request(cache.clearKey, { path: { cacheKey } });
export const clearCacheAll = () => request(cache.clearAll);

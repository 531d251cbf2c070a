import { answerData, can, defineContracts } from '@/lib/contract/contract';

export const CACHE_LIST_PERMISSION = 'monitor:cache:list';
const access = can(CACHE_LIST_PERMISSION);

/** The reference's SysCache. */
export interface SysCache {
  cacheName: string;
  cacheKey: string;
  cacheValue: string | null;
  remark: string;
}

/** `GET /monitor/cache`: the store's INFO fields (and `login_sessions`), its key count and its command calls. */
export interface CacheInfo {
  /** Every value a string, as Redis gives them; `store` names the kind of store. */
  info: Record<string, string>;
  dbSize: number;
  commandStats: { name: string; value: string }[];
}

/**
 * The cache monitor (contract 5.15) over the short-lived store (Redis, else the table, else
 * memory) and the sessions, which are the reference's `login_tokens:`. The clears are recorded
 * in the operation log (they can end sessions), which the reference does not do. Sessions and
 * locks keep their own rules here: ending one needs `monitor:online:forceLogout` and the online
 * list's data scope and rank, lifting a lock (`pwd_err_cnt:`) `monitor:logininfor:unlock`; a
 * secret's value (a captcha's answer) is never shown.
 */
export const cache = defineContracts(
  { title: '缓存监控' },
  {
    // GET /monitor/cache – {info (INFO fields as strings; `store` names the kind), dbSize, commandStats [{name, value}]}
    info: { method: 'GET', path: '/monitor/cache', access, answer: answerData<CacheInfo>() },
    // GET /monitor/cache/getNames – the caches kept here: [{cacheName ("login_tokens:"…), cacheKey "", cacheValue "", remark}]
    names: { method: 'GET', path: '/monitor/cache/getNames', access, answer: answerData<readonly SysCache[]>() },
    // GET /monitor/cache/getKeys/:cacheName – the live keys under the name, whole, sorted
    keys: { method: 'GET', path: '/monitor/cache/getKeys/:cacheName', access, answer: answerData<string[]>() },
    // GET /monitor/cache/getValue/:cacheName/:cacheKey – SysCache {cacheName without colons, cacheKey without the name, cacheValue, remark ""}
    value: { method: 'GET', path: '/monitor/cache/getValue/:cacheName/:cacheKey', access, answer: answerData<SysCache>() },
    // DELETE /monitor/cache/clearCacheName/:cacheName – every key under the name; of the sessions under it, those the caller could force out end
    clearName: { method: 'DELETE', path: '/monitor/cache/clearCacheName/:cacheName', access, log: 'clean' },
    // DELETE /monitor/cache/clearCacheKey/:cacheKey – one key; a session's key ends that session, as force logout would
    clearKey: { method: 'DELETE', path: '/monitor/cache/clearCacheKey/:cacheKey', access, log: 'clean' },
    // DELETE /monitor/cache/clearCacheAll – the whole store, and every session the caller could force out
    clearAll: { method: 'DELETE', path: '/monitor/cache/clearCacheAll', access, log: 'clean' },
  },
);

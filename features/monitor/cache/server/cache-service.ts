import { and, eq, gt } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import { sysUser, sysUserSession } from '@/lib/backend/db/schema';
import { RATE_LIMIT_KEY_PREFIX } from '@/lib/backend/http/rate-limit';
import { sortKeys } from '@/lib/backend/store/key-value-store';
import { maskSecrets, readableValue } from '@/lib/security/secrets';
import { CAPTCHA_KEY_PREFIX } from '@/features/auth/server';
import { locationOf } from '@/lib/security/client-location';
import { RETRY_COUNTER_KEY_PREFIX } from '@/features/auth/server';
import type { LoginUser } from '@/lib/security/caller';
import { requireUnlockPermission } from '@/features/monitor/logininfor/server';
import { forceLogout, forceLogoutAll, onlineIdOf } from '@/features/monitor/online/server';
import { loadAuthorities } from '@/lib/security/authorities';
import type { CacheInfo, SysCache } from '../contract';

/**
 * The reference's `login_tokens:` cache is our table of sessions (`sys_user_session`): each live
 * session shows as `login_tokens:<online id>`, the id the online list shows (a hash of the
 * session id, never the id itself), and clearing it ends the session.
 */
export const SESSION_KEY_PREFIX = 'login_tokens:';

/**
 * `GET /monitor/cache/getNames`: the caches this portal really keeps, in the reference's order
 * and with its remarks. Configuration and dictionaries are read from their tables every time and
 * repeat submissions are not tracked, so `sys_config:`, `sys_dict:` and `repeat_submit:` are not
 * listed.
 */
export const CACHE_NAMES: readonly SysCache[] = [
  { cacheName: SESSION_KEY_PREFIX, remark: '用户信息' },
  { cacheName: CAPTCHA_KEY_PREFIX, remark: '验证码' },
  { cacheName: RATE_LIMIT_KEY_PREFIX, remark: '限流处理' },
  { cacheName: RETRY_COUNTER_KEY_PREFIX, remark: '密码错误次数' },
].map((name) => ({ ...name, cacheKey: '', cacheValue: '' }));

/** The sessions that still sign someone in: unexpired, of an enabled account (as `resolveSession` decides). */
function liveSessions(db: Executor) {
  return db
    .select({
      tokenId: sysUserSession.tokenId,
      userId: sysUser.userId,
      userName: sysUser.userName,
      deptId: sysUser.deptId,
      ipaddr: sysUserSession.ipaddr,
      browser: sysUserSession.browser,
      os: sysUserSession.os,
      loginTime: sysUserSession.loginTime,
      expireTime: sysUserSession.expireTime,
    })
    .from(sysUserSession)
    .innerJoin(sysUser, eq(sysUser.userId, sysUserSession.userId))
    .where(and(gt(sysUserSession.expireTime, new Date()), eq(sysUser.status, '0'), eq(sysUser.delFlag, '0')));
}

/**
 * Keys that hold someone back: wrong-password counters and the rate limits (sign-ins per address,
 * SMS codes). Deleting one lifts a lock, so it takes the unlock permission, as unlocking does.
 */
const LOCK_KEY_PREFIXES = [RETRY_COUNTER_KEY_PREFIX, RATE_LIMIT_KEY_PREFIX];

const keyOfOnlineId = (onlineId: string) => `${SESSION_KEY_PREFIX}${onlineId}`;
const sessionKey = (tokenId: string) => keyOfOnlineId(onlineIdOf(tokenId));

/** Whether keys under the name `name` may be keys of the cache `cache`: either starts with the other. */
const overlaps = (name: string, cache: string) => cache.startsWith(name) || name.startsWith(cache);

/** `GET /monitor/cache`: the store's INFO, key count and command calls, and how many sessions are live. */
export async function cacheInfo(deps: BackendDeps): Promise<CacheInfo> {
  const report = await deps.kv.report();
  const sessions = await liveSessions(deps.db);
  const info: Record<string, string> = { ...report.info, login_sessions: String(sessions.length) };
  return {
    info,
    dbSize: report.dbSize,
    commandStats: report.commandStats,
  };
}

/** `GET /monitor/cache/getKeys/{cacheName}`: every live key that starts with the name, sessions included, sorted. */
export async function cacheKeys(deps: BackendDeps, cacheName: string): Promise<string[]> {
  const keys = await deps.kv.keys(cacheName);
  if (overlaps(cacheName, SESSION_KEY_PREFIX))
    for (const row of await liveSessions(deps.db)) {
      const key = sessionKey(row.tokenId);
      if (key.startsWith(cacheName)) keys.push(key);
    }
  return sortKeys(keys);
}

/**
 * A session as the reference's `LoginUser` shows it, through the rule of secrets: its `token`
 * (here the online id, which the key shows anyway) is masked, and the user's record (with its
 * password hash) is left out; the user's roles and permissions are there.
 */
async function sessionValue(db: Executor, cacheKey: string): Promise<string | null> {
  const session = (await liveSessions(db)).find((row) => sessionKey(row.tokenId) === cacheKey);
  if (!session) return null;
  const { roles, permissions } = await loadAuthorities(db, session.userId);
  return JSON.stringify(
    maskSecrets({
      token: onlineIdOf(session.tokenId),
      userId: session.userId,
      deptId: session.deptId,
      userName: session.userName,
      loginTime: session.loginTime.getTime(),
      expireTime: session.expireTime.getTime(),
      ipaddr: session.ipaddr,
      loginLocation: locationOf(session.ipaddr),
      browser: session.browser,
      os: session.os,
      roles,
      permissions,
    }),
  );
}

/**
 * `GET /monitor/cache/getValue/{cacheName}/{cacheKey}`, shaped as the reference's SysCache
 * constructor shapes it: the name without its colons, the key without the name, the stored text
 * (null when the key is gone), masked where it is a secret (a captcha's answer).
 */
export async function cacheValue(deps: BackendDeps, cacheName: string, cacheKey: string): Promise<SysCache> {
  const value = cacheKey.startsWith(SESSION_KEY_PREFIX)
    ? await sessionValue(deps.db, cacheKey)
    : readableValue(cacheKey, await deps.kv.get(cacheKey));
  return { cacheName: cacheName.replaceAll(':', ''), cacheKey: cacheKey.replaceAll(cacheName, ''), cacheValue: value, remark: '' };
}

/**
 * `DELETE /monitor/cache/clearCacheKey/{cacheKey}`: deletes the key. A session's key ends that
 * session at once (its next call answers 401) where force logout would; a key that names no
 * live session is cleared quietly, as the reference's delete is. A wrong-password counter is a
 * lock, and so is a rate limit: lifted only with the unlock permission.
 */
export async function clearCacheKey(deps: BackendDeps, caller: LoginUser, cacheKey: string): Promise<void> {
  if (cacheKey.startsWith(SESSION_KEY_PREFIX)) {
    const session = (await liveSessions(deps.db)).find((row) => sessionKey(row.tokenId) === cacheKey);
    if (session) await forceLogout(deps, caller, onlineIdOf(session.tokenId));
    return;
  }
  if (LOCK_KEY_PREFIXES.some((prefix) => cacheKey.startsWith(prefix))) requireUnlockPermission(caller);
  await deps.kv.delete(cacheKey);
}

/**
 * `DELETE /monitor/cache/clearCacheName/{cacheName}` (and, with '', clearCacheAll): deletes the
 * store's keys under the name and ends the sessions under it that the caller could force out one
 * by one (never the caller's own, who stays signed in to see the result); the others go on.
 * Sessions and locks keep their own permissions here too: a name that covers them is refused,
 * before anything is deleted, to a caller without force logout or unlock.
 */
export async function clearCacheName(deps: BackendDeps, caller: LoginUser, cacheName: string): Promise<void> {
  if (LOCK_KEY_PREFIXES.some((prefix) => overlaps(cacheName, prefix))) requireUnlockPermission(caller);
  if (overlaps(cacheName, SESSION_KEY_PREFIX))
    await forceLogoutAll(deps, caller, (onlineId) => keyOfOnlineId(onlineId).startsWith(cacheName));
  await deps.kv.deletePrefix(cacheName);
}

/** `DELETE /monitor/cache/clearCacheAll`: every key of the store and every session the caller could force out. */
export const clearCacheAll = (deps: BackendDeps, caller: LoginUser) => clearCacheName(deps, caller, '');

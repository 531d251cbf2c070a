import { and, eq, gt, inArray } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import { sysUser, sysUserSession } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { RATE_LIMIT_KEY_PREFIX } from '@/lib/backend/http/rate-limit';
import { sortKeys } from '@/lib/backend/store/key-value-store';
import { CAPTCHA_KEY_PREFIX } from '@/features/auth/server/captcha/captcha-service';
import { locationOf } from '@/features/auth/server/login-log';
import { RETRY_COUNTER_KEY_PREFIX } from '@/features/auth/server/login-service';
import type { LoginUser } from '@/features/auth/server/login-user';
import { revokeSession } from '@/features/auth/server/session-service';
import { onlineIdOf, SUPER_ADMIN_MSG } from '@/features/monitor/online/server/online-service';
import { isSuperAdmin, loadAuthorities } from '@/features/system/server/permission-service';

/**
 * The reference's `login_tokens:` cache is our table of sessions (`sys_user_session`): each live
 * session shows as `login_tokens:<online id>`, the id the online list shows (a hash of the
 * session id, never the id itself), and clearing it ends the session.
 */
export const SESSION_KEY_PREFIX = 'login_tokens:';

/** The reference's SysCache. */
export interface SysCache {
  cacheName: string;
  cacheKey: string;
  cacheValue: string | null;
  remark: string;
}

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

const sessionKey = (tokenId: string) => `${SESSION_KEY_PREFIX}${onlineIdOf(tokenId)}`;

/** Whether keys under `prefix` may be sessions: `login_tokens:…` starts with it, or it with `login_tokens:`. */
const mayHoldSessions = (prefix: string) => SESSION_KEY_PREFIX.startsWith(prefix) || prefix.startsWith(SESSION_KEY_PREFIX);

/** `GET /monitor/cache`: the store's INFO, key count and command calls, and how many sessions are live. */
export async function cacheInfo(deps: BackendDeps) {
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
  if (mayHoldSessions(cacheName))
    for (const row of await liveSessions(deps.db)) {
      const key = sessionKey(row.tokenId);
      if (key.startsWith(cacheName)) keys.push(key);
    }
  return sortKeys(keys);
}

/**
 * A session as the reference's `LoginUser` shows it, without what would let anyone act as it or
 * learn a secret: `token` is the online id, and the user's record (with its password hash) is left
 * out; the user's roles and permissions are there.
 */
async function sessionValue(db: Executor, cacheKey: string): Promise<string | null> {
  const session = (await liveSessions(db)).find((row) => sessionKey(row.tokenId) === cacheKey);
  if (!session) return null;
  const { roles, permissions } = await loadAuthorities(db, session.userId);
  return JSON.stringify({
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
  });
}

/**
 * `GET /monitor/cache/getValue/{cacheName}/{cacheKey}`, shaped as the reference's SysCache
 * constructor shapes it: the name without its colons, the key without the name, the stored text
 * (null when the key is gone).
 */
export async function cacheValue(deps: BackendDeps, cacheName: string, cacheKey: string): Promise<SysCache> {
  const value = cacheKey.startsWith(SESSION_KEY_PREFIX) ? await sessionValue(deps.db, cacheKey) : await deps.kv.get(cacheKey);
  return { cacheName: cacheName.replaceAll(':', ''), cacheKey: cacheKey.replaceAll(cacheName, ''), cacheValue: value, remark: '' };
}

/** Whether the caller may end this user's sessions: only the super administrator ends the super administrator's. */
const mayEnd = (caller: LoginUser, userId: number) => isSuperAdmin(caller.userId) || !isSuperAdmin(userId);

/**
 * `DELETE /monitor/cache/clearCacheKey/{cacheKey}`: deletes the key; a session's key ends that
 * session at once (its next call answers 401), the caller's own too, as signing out would.
 */
export async function clearCacheKey(deps: BackendDeps, caller: LoginUser, cacheKey: string): Promise<void> {
  if (!cacheKey.startsWith(SESSION_KEY_PREFIX)) {
    await deps.kv.delete(cacheKey);
    return;
  }
  const session = (await liveSessions(deps.db)).find((row) => sessionKey(row.tokenId) === cacheKey);
  if (!session) return;
  if (!mayEnd(caller, session.userId)) throw new ServiceError(SUPER_ADMIN_MSG);
  await revokeSession(deps, session.tokenId);
}

/**
 * `DELETE /monitor/cache/clearCacheName/{cacheName}` (and, with '', clearCacheAll): deletes the
 * store's keys under the name and ends the sessions under it, all but the caller's own, who stays
 * signed in to see the result (and, unless the caller is the super administrator, the super
 * administrator's).
 */
export async function clearCacheName(deps: BackendDeps, caller: LoginUser, cacheName: string): Promise<void> {
  await deps.kv.deletePrefix(cacheName);
  if (!mayHoldSessions(cacheName)) return;
  const ending = (await liveSessions(deps.db)).filter(
    (row) => sessionKey(row.tokenId).startsWith(cacheName) && row.tokenId !== caller.tokenId && mayEnd(caller, row.userId),
  );
  if (ending.length > 0)
    await deps.db.delete(sysUserSession).where(
      inArray(
        sysUserSession.tokenId,
        ending.map((row) => row.tokenId),
      ),
    );
}

/** `DELETE /monitor/cache/clearCacheAll`: every key of the store and every session but the caller's. */
export const clearCacheAll = (deps: BackendDeps, caller: LoginUser) => clearCacheName(deps, caller, '');

import { FORCE_LOGOUT_PERMISSION, ONLINE_LIST_PERMISSION, type OnlineSession } from '@/features/monitor/online/contract';
import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import { sysDept, sysUser, sysUserSession } from '@/lib/backend/db/schema';
import { NO_PERMISSION_MSG, ServiceError } from '@/lib/backend/http/errors';
import { locationOf } from '@/lib/security/client-location';
import { hasPermission, type LoginUser } from '@/lib/security/caller';
import { revokeSession } from '@/lib/security/sessions';
import { userScopeOf } from '@/lib/security/data-scope';
import { OUTRANKING_USER_MSG, outrankingUsers } from '@/lib/security/grant-guard';
import { isSuperAdmin } from '@/lib/security/authorities';

export const SESSION_NOT_FOUND_MSG = '会话不存在或已过期';
export const OWN_SESSION_MSG = '不能强退当前会话，请使用退出登录';
export const SUPER_ADMIN_MSG = '不允许操作超级管理员用户';

export interface OnlineFilter {
  ipaddr: string;
  userName: string;
}

const ONLINE_ID = /^[0-9a-f]{32}$/;

/**
 * The id the online list shows for a session: a hash of the session id, never the id itself.
 * Tokens are signed, so a raw id alone would not sign anyone in either; the hash keeps it that
 * way even if the signing key ever leaked (contract 9, item 1), and still names one session for
 * a force logout.
 */
export function onlineIdOf(tokenId: string): string {
  return crypto.createHash('sha256').update(tokenId).digest('hex').slice(0, 32);
}

/** Live sessions of enabled accounts: expired ones are gone for the caller too, though not yet purged. */
function liveSessions(db: Executor, filter: (SQL | undefined)[] = []) {
  return db
    .select({
      tokenId: sysUserSession.tokenId,
      userId: sysUserSession.userId,
      deptName: sysDept.deptName,
      userName: sysUser.userName,
      ipaddr: sysUserSession.ipaddr,
      browser: sysUserSession.browser,
      os: sysUserSession.os,
      loginTime: sysUserSession.loginTime,
    })
    .from(sysUserSession)
    .innerJoin(sysUser, eq(sysUser.userId, sysUserSession.userId))
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(and(gt(sysUserSession.expireTime, new Date()), eq(sysUser.status, '0'), eq(sysUser.delFlag, '0'), ...filter))
    .orderBy(desc(sysUserSession.loginTime));
}

/**
 * `GET /monitor/online/list`: the live sessions of the users in the caller's data scope (the
 * screen pages them itself), newest sign-in first, optionally for one address and/or one user
 * name, both exact as in the reference. `loginTime` is when the session signed in.
 */
export async function listOnline(db: Executor, caller: LoginUser, filter: OnlineFilter): Promise<OnlineSession[]> {
  const conditions: (SQL | undefined)[] = [await userScopeOf(db, caller, ONLINE_LIST_PERMISSION)];
  if (filter.ipaddr) conditions.push(eq(sysUserSession.ipaddr, filter.ipaddr));
  if (filter.userName) conditions.push(eq(sysUser.userName, filter.userName));
  const rows = await liveSessions(db, conditions);
  return rows.map((row) => ({
    tokenId: onlineIdOf(row.tokenId),
    deptName: row.deptName,
    userName: row.userName,
    ipaddr: row.ipaddr,
    loginLocation: locationOf(row.ipaddr),
    browser: row.browser,
    os: row.os,
    loginTime: row.loginTime.getTime(),
  }));
}

type LiveSession = Awaited<ReturnType<typeof liveSessions>>[number];

/** Why `caller` may not end `session` (a user in scope), or null when it may. */
function refusalOf(caller: LoginUser, session: LiveSession, outranking: Set<number>): string | null {
  if (session.tokenId === caller.tokenId) return OWN_SESSION_MSG;
  if (isSuperAdmin(session.userId) && !isSuperAdmin(caller.userId)) return SUPER_ADMIN_MSG;
  return outranking.has(session.userId) ? OUTRANKING_USER_MSG : null;
}

/**
 * The one rule of ending someone's session, whichever screen asks (the online list, the cache
 * monitor): with `monitor:online:forceLogout`, only a user in the caller's data scope for it who
 * holds no more than the caller (不能操作权限高于自己的用户). The caller's own session is refused
 * (signing out is for that), and only the super administrator may end the super administrator's.
 * Answers the live sessions in scope whose online id `pick` keeps, each with why it may not end.
 */
async function judgeSessions(db: Executor, caller: LoginUser, pick: (onlineId: string) => boolean) {
  if (!hasPermission(caller, FORCE_LOGOUT_PERMISSION)) throw new ServiceError(NO_PERMISSION_MSG, 403);
  const inScope = await userScopeOf(db, caller, FORCE_LOGOUT_PERMISSION);
  const sessions = (await liveSessions(db, [inScope])).filter((row) => pick(onlineIdOf(row.tokenId)));
  const outranking = await outrankingUsers(db, caller, [...new Set(sessions.map((row) => row.userId))]);
  return sessions.map((session) => ({ session, refusal: refusalOf(caller, session, outranking) }));
}

/**
 * `DELETE /monitor/online/{tokenId}`: ends the session the online id names, at once (its next
 * call answers 401), where the rule of `judgeSessions` allows it; a session outside the
 * caller's scope is one it cannot see, so it is not found.
 */
export async function forceLogout(deps: BackendDeps, caller: LoginUser, onlineId: string): Promise<void> {
  if (!ONLINE_ID.test(onlineId)) throw new ServiceError(SESSION_NOT_FOUND_MSG);
  const [judged] = await judgeSessions(deps.db, caller, (id) => id === onlineId);
  if (!judged) throw new ServiceError(SESSION_NOT_FOUND_MSG);
  if (judged.refusal) throw new ServiceError(judged.refusal);
  if (!(await revokeSession(deps, judged.session.tokenId))) throw new ServiceError(SESSION_NOT_FOUND_MSG);
}

/**
 * Ends at once every session whose online id `pick` keeps and which the caller could force out
 * one by one (`judgeSessions`); the others go on, as they would after trying each. Without the
 * permission, nothing ends and the call is refused.
 */
export async function forceLogoutAll(deps: BackendDeps, caller: LoginUser, pick: (onlineId: string) => boolean): Promise<void> {
  const ending = (await judgeSessions(deps.db, caller, pick)).filter((judged) => !judged.refusal).map((judged) => judged.session.tokenId);
  if (ending.length > 0) await deps.db.delete(sysUserSession).where(inArray(sysUserSession.tokenId, ending));
}

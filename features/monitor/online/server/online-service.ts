import { FORCE_LOGOUT_PERMISSION, ONLINE_LIST_PERMISSION } from '@/features/monitor/online/contract';
import crypto from 'node:crypto';
import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import { sysDept, sysUser, sysUserSession } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { locationOf } from '@/features/auth/server/login-log';
import type { LoginUser } from '@/features/auth/server/login-user';
import { revokeSession } from '@/features/auth/server/session-service';
import { userScopeOf } from '@/features/system/server/data-scope';
import { requireUsersOutranked } from '@/features/system/server/grant-guard';
import { isSuperAdmin } from '@/features/system/server/permission-service';

export const SESSION_NOT_FOUND_MSG = '会话不存在或已过期';
export const OWN_SESSION_MSG = '不能强退当前会话，请使用退出登录';
export const SUPER_ADMIN_MSG = '不允许操作超级管理员用户';

/** The contract's SysUserOnline; `tokenId` is the session's public id (`onlineIdOf`), `loginTime` epoch ms. */
export interface OnlineSession {
  tokenId: string;
  deptName: string | null;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  loginTime: number;
}

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

/**
 * `DELETE /monitor/online/{tokenId}`: ends the session the online id names, at once (its next
 * call answers 401), as the user screens rule: only a user in the caller's data scope, who holds
 * no more than the caller (不能操作权限高于自己的用户). The caller's own session is refused
 * (signing out is for that), and only the super administrator may end the super administrator's.
 */
export async function forceLogout(deps: BackendDeps, caller: LoginUser, onlineId: string): Promise<void> {
  if (!ONLINE_ID.test(onlineId)) throw new ServiceError(SESSION_NOT_FOUND_MSG);
  const inScope = await userScopeOf(deps.db, caller, FORCE_LOGOUT_PERMISSION);
  const session = (await liveSessions(deps.db, [inScope])).find((row) => onlineIdOf(row.tokenId) === onlineId);
  if (!session) throw new ServiceError(SESSION_NOT_FOUND_MSG);
  if (session.tokenId === caller.tokenId) throw new ServiceError(OWN_SESSION_MSG);
  if (isSuperAdmin(session.userId) && !isSuperAdmin(caller.userId)) throw new ServiceError(SUPER_ADMIN_MSG);
  await requireUsersOutranked(deps.db, caller, [session.userId]);
  if (!(await revokeSession(deps, session.tokenId))) throw new ServiceError(SESSION_NOT_FOUND_MSG);
}

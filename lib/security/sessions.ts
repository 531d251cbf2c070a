import crypto from 'node:crypto';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Executor } from '@/lib/backend/db/client';
import { sysUser, sysUserSession } from '@/lib/backend/db/schema';
import type { ClientInfo } from '@/lib/backend/http/context';
import { loadAuthorities } from './authorities';
import type { LoginUser } from './caller';
import { signToken, verifyToken } from './token';
import { describeUserAgent } from './user-agent';

/** Sessions end after 30 idle minutes; a call with under 20 minutes left renews them. */
export const SESSION_TTL_MS = 30 * 60 * 1000;
const RENEW_WHEN_LEFT_MS = 20 * 60 * 1000;

/** Starts a session for a user and answers the token that names it. */
export async function createSession(deps: BackendDeps, user: { userId: number; userName: string }, client: ClientInfo): Promise<string> {
  const tokenId = crypto.randomUUID();
  const { browser, os } = describeUserAgent(client.userAgent);
  const now = new Date();
  await deps.db.insert(sysUserSession).values({
    tokenId,
    userId: user.userId,
    ipaddr: client.ip,
    browser,
    os,
    // Signing in is the proof a recent sign-in stands on (recent-sign-in.ts).
    authTime: now,
    expireTime: new Date(now.getTime() + SESSION_TTL_MS),
  });
  // Now and then, rather than on a timer, so no process needs a background task for it.
  if (Math.random() < 0.05) {
    await deps.db.delete(sysUserSession).where(lt(sysUserSession.expireTime, new Date()));
  }
  return signToken(deps.tokenKey, tokenId, user.userName);
}

/**
 * The user a token stands for, or null when the token is forged, its session ended or expired,
 * or the account was disabled or deleted meanwhile.
 */
export async function resolveSession(deps: BackendDeps, token: string): Promise<LoginUser | null> {
  const tokenId = verifyToken(deps.tokenKey, token);
  if (!tokenId) return null;
  const now = new Date();
  const [row] = await deps.db
    .select({
      expireTime: sysUserSession.expireTime,
      userId: sysUser.userId,
      userName: sysUser.userName,
      deptId: sysUser.deptId,
      screenLocked: sysUserSession.screenLocked,
      authTime: sysUserSession.authTime,
    })
    .from(sysUserSession)
    .innerJoin(sysUser, eq(sysUser.userId, sysUserSession.userId))
    .where(and(eq(sysUserSession.tokenId, tokenId), gt(sysUserSession.expireTime, now), eq(sysUser.status, '0'), eq(sysUser.delFlag, '0')));
  if (!row) return null;
  if (row.expireTime.getTime() - now.getTime() < RENEW_WHEN_LEFT_MS) {
    await deps.db
      .update(sysUserSession)
      .set({ expireTime: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sysUserSession.tokenId, tokenId));
  }
  const { roles, permissions } = await loadAuthorities(deps.db, row.userId);
  const { userId, userName, deptId, screenLocked, authTime } = row;
  return { userId, userName, deptId, tokenId, roles, permissions, screenLocked, authTime };
}

/** Ends one session; answers whether it existed. */
export async function revokeSession(deps: BackendDeps, tokenId: string): Promise<boolean> {
  const deleted = await deps.db
    .delete(sysUserSession)
    .where(eq(sysUserSession.tokenId, tokenId))
    .returning({ tokenId: sysUserSession.tokenId });
  return deleted.length > 0;
}

/** Ends every session of one user or several, e.g. after a password change or a deletion. */
export async function revokeUserSessions(db: Executor, userIds: number | number[]): Promise<void> {
  const ids = Array.isArray(userIds) ? userIds : [userIds];
  if (ids.length > 0) await db.delete(sysUserSession).where(inArray(sysUserSession.userId, ids));
}

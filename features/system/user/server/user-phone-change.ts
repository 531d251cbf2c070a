import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysResetToken } from '@/features/auth/tables';
import { sysUser, sysUserSession } from '@/lib/backend/db/schema';
import { hasPermission, type LoginUser } from '@/lib/security/caller';
import { userScopeOf } from '@/lib/security/data-scope';

/**
 * The anonymous password reset finds the account by its mobile number, so whoever sets another
 * user's number can then reset that user's password by SMS: changing it is worth a password
 * reset, and needs that permission for that user.
 */
export const PHONE_CHANGE_MSG = '修改其他用户的手机号码需要重置密码权限';
const RESET_PERMISSION = 'system:user:resetPwd';

/**
 * The users among `userIds` whose mobile number the caller may not change: anyone but the caller
 * themselves, unless the caller holds `system:user:resetPwd` (or `*:*:*`) with that user inside
 * its data scope.
 */
export async function phoneLockedUsers(tx: Executor, caller: LoginUser, userIds: number[]): Promise<Set<number>> {
  const others = [...new Set(userIds.filter((userId) => userId !== caller.userId))];
  if (others.length === 0) return new Set();
  if (!hasPermission(caller, RESET_PERMISSION)) return new Set(others);
  const scope = await userScopeOf(tx, caller, RESET_PERMISSION);
  if (!scope) return new Set();
  const reachable = new Set(
    (
      await tx
        .select({ userId: sysUser.userId })
        .from(sysUser)
        .where(and(inArray(sysUser.userId, others), scope))
    ).map((row) => row.userId),
  );
  return new Set(others.filter((userId) => !reachable.has(userId)));
}

/**
 * After a user's mobile number changed: reset tokens proven through the old number die, and the
 * user's sessions end, as after a password reset, but for `keepTokenId`: the session of the user
 * who changed their own number (they have just proven who they are).
 */
/** The session an administrator's change of a number keeps: their own, when the number is theirs. */
export const keptSessionOf = (caller: LoginUser, userId: number) => (userId === caller.userId ? caller.tokenId : null);

export async function endPhoneTrust(tx: Executor, userId: number, keepTokenId: string | null): Promise<void> {
  await tx.delete(sysResetToken).where(eq(sysResetToken.userId, userId));
  await tx
    .delete(sysUserSession)
    .where(and(eq(sysUserSession.userId, userId), ...(keepTokenId ? [ne(sysUserSession.tokenId, keepTokenId)] : [])));
}

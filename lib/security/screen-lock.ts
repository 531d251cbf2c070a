import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysUserSession } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import type { Contract } from '@/lib/contract/contract';
import type { LoginUser } from './caller';

export const SCREEN_LOCKED_MSG = '屏幕已锁定，请先解锁';

/**
 * Sets or lifts the lock screen of one session. It is kept in the session's row, beside the
 * token's other server-side state, so neither a deleted cookie nor a client that holds only the
 * token gets past it, on any instance.
 */
export async function setScreenLock(db: Executor, tokenId: string, locked: boolean): Promise<void> {
  await db.update(sysUserSession).set({ screenLocked: locked }).where(eq(sysUserSession.tokenId, tokenId));
}

/**
 * The caller a route sees. Behind a locked screen a call that needs a signed-in user is refused,
 * except those the lock screen needs (their contracts say `openWhileLocked`: lock and unlock,
 * sign out, and the two reads the admin layout makes before it draws the lock screen); a public call answers as it answers anyone, so the site's
 * pages still draw (without the member's own content) while the admin screen is locked.
 */
export function callerBehindScreenLock(user: LoginUser | null, contract: Contract): LoginUser | null {
  if (!user?.screenLocked || contract.openWhileLocked) return user;
  if (contract.access === 'anonymous') return null;
  throw new ServiceError(SCREEN_LOCKED_MSG);
}

import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysUserSession } from '@/lib/backend/db/schema';
import type { LoginUser } from './caller';

/**
 * How long a sign-in (or an unlock of the lock screen, which asks for the password too) counts
 * as recent: within it a sensitive change of one's own account (a new mobile number or e-mail
 * address) needs no password again, as many sites do; after it, the password is asked for.
 */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Records that the session's user has just proved who they are. Kept in the session's row, so
 * every instance sharing the database sees it, and it ends with the session.
 */
export async function recordSignInProof(db: Executor, tokenId: string, at = new Date()): Promise<void> {
  await db.update(sysUserSession).set({ authTime: at }).where(eq(sysUserSession.tokenId, tokenId));
}

/** Whether the caller proved who they are in this session within the last `RECENT_SIGN_IN_MS`. */
export function signedInRecently(user: LoginUser, now = Date.now()): boolean {
  return user.authTime != null && now - user.authTime.getTime() < RECENT_SIGN_IN_MS;
}

import type { BackendDeps } from '@/lib/backend/deps';
import type { ClientInfo } from '@/lib/backend/http/context';
import { ServiceError } from '@/lib/backend/http/errors';
import { findUserById } from '@/features/system/user/server';
import type { LoginUser } from '@/lib/security/caller';
import { verifyPassword } from './password';
import { startPasswordTry } from './password-retries';
import { setScreenLock } from '@/lib/security/screen-lock';
import { recordSignInProof } from '@/lib/security/recent-sign-in';
import { revokeSession } from '@/lib/security/sessions';

export const UNLOCK_PASSWORD_MISSING_MSG = '密码不能为空';
export const UNLOCK_USER_GONE_MSG = '服务器超时，请重新登录';
export const UNLOCK_WRONG_PASSWORD_MSG = '密码错误，请重新输入';
export const UNLOCKED_MSG = '解锁成功';

/**
 * `POST /unlockscreen`: the signed-in user's password lifts the session's screen lock, with the
 * reference's messages. Unlike the reference, a wrong password counts toward the account lock of
 * sign-in, from the caller's address: a session left open must not be a way to guess its owner's
 * password, so the try past the limit ends the session as well. An unlock is a fresh proof of
 * who the user is, as a sign-in is (lib/security/recent-sign-in.ts).
 */
export async function unlockScreen(deps: BackendDeps, caller: LoginUser, password: string, client: ClientInfo): Promise<void> {
  if (!password) throw new ServiceError(UNLOCK_PASSWORD_MISSING_MSG);
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw new ServiceError(UNLOCK_USER_GONE_MSG);
  const passwordTry = await startPasswordTry(deps.kv, user.userName, client.ip);
  if (passwordTry.refusal) {
    await revokeSession(deps, caller.tokenId);
    throw new ServiceError(passwordTry.refusal);
  }
  if (!(await verifyPassword(password, user.password))) {
    throw new ServiceError(UNLOCK_WRONG_PASSWORD_MSG);
  }
  await passwordTry.succeeded();
  await setScreenLock(deps.db, caller.tokenId, false);
  // The password was just given again: the session counts as freshly signed in.
  await recordSignInProof(deps.db, caller.tokenId);
}

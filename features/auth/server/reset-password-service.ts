import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import { sysResetToken } from '@/features/auth/tables';
import { sysUser } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { CONFIG_KEYS, getConfigValue } from '@/features/system/config/server';
import { findUserByPhone } from '@/features/system/user/server';
import { forgetPasswordTries } from './password-retries';
import { hashPassword, passwordProblem } from './password';
import { revokeUserSessions } from '@/lib/security/sessions';
import { PHONE_UNKNOWN_MSG, checkPhone, consumeSmsCode } from './sms/sms-service';

const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;
export const RESET_TOKEN_INVALID_MSG = '重置凭证已失效，请重新验证手机号码';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Step one of a reset: the SMS code proves the phone; answers a one-time reset token. The code is
 * checked first: without a valid one nothing is said about the number.
 */
export async function checkResetCode(deps: BackendDeps, phone: string, code: string): Promise<string> {
  checkPhone(phone);
  if (!code) throw new ServiceError('短信验证码不能为空');
  await consumeSmsCode(deps, phone, 'reset', code);
  const user = await findUserByPhone(deps.db, phone);
  if (!user) throw new ServiceError(PHONE_UNKNOWN_MSG);
  const resetToken = crypto.randomBytes(32).toString('base64url');
  await deps.db.delete(sysResetToken).where(lt(sysResetToken.expireTime, new Date()));
  await deps.db
    .insert(sysResetToken)
    .values({ tokenHash: hashToken(resetToken), userId: user.userId, expireTime: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  return resetToken;
}

/**
 * Step two: the token buys one password change. Every session of the account ends and a
 * password lock-out is lifted, since the owner has just proved who they are.
 */
export async function resetPassword(deps: BackendDeps, phone: string, resetToken: string, password: string): Promise<void> {
  checkPhone(phone);
  const problem = passwordProblem(password, await getConfigValue(deps.db, CONFIG_KEYS.chrtype));
  if (problem) throw new ServiceError(problem);
  const user = await findUserByPhone(deps.db, phone);
  if (!user || !resetToken) throw new ServiceError(RESET_TOKEN_INVALID_MSG);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const spent = await tx
      .delete(sysResetToken)
      .where(
        and(
          eq(sysResetToken.tokenHash, hashToken(resetToken)),
          eq(sysResetToken.userId, user.userId),
          gt(sysResetToken.expireTime, new Date()),
        ),
      )
      .returning({ userId: sysResetToken.userId });
    if (spent.length === 0) throw new ServiceError(RESET_TOKEN_INVALID_MSG);
    await tx
      .update(sysUser)
      .set({ password: passwordHash, pwdUpdateDate: new Date(), updateBy: user.userName, updateTime: new Date() })
      .where(eq(sysUser.userId, user.userId));
    await revokeUserSessions(tx, user.userId);
  });
  await forgetPasswordTries(deps.kv, user.userName);
}

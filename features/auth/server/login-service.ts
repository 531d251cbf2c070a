import { eq } from 'drizzle-orm';
import { isWithin, SIGN_IN_PASSWORD_LENGTH, USER_NAME_LENGTH } from '@/lib/rules/system-rules';
import type { BackendDeps } from '@/lib/backend/deps';
import { sysUser } from '@/lib/backend/db/schema';
import type { ClientInfo } from '@/lib/backend/http/context';
import { ServiceError } from '@/lib/backend/http/errors';
import { startAttempt, type RateLimit } from '@/lib/backend/http/rate-limit';
import { CONFIG_KEYS, getConfigValue } from '@/features/system/config/server';
import { findUserForLogin } from '@/features/system/user/server';
import { checkCaptcha, isCaptchaEnabled } from './captcha/captcha-service';
import { isBlacklisted } from './ip-blacklist';
import { recordLogin } from './login-log';
import { verifyPassword } from './password';
import { startPasswordTry } from './password-retries';
import { createSession } from '@/lib/security/sessions';

// The cache monitor names the counters' cache by this prefix.
export { RETRY_COUNTER_KEY_PREFIX } from './password-retries';

export const WRONG_CREDENTIALS_MSG = '用户不存在/密码错误';
export const DISABLED_MSG = '用户已封禁，请联系管理员';
export const BLACKLISTED_MSG = '很遗憾，访问IP已被列入系统黑名单';
export const LOGIN_SUCCESS_MSG = '登录成功';
export const TOO_MANY_SIGN_INS_MSG = '登录尝试过于频繁，请稍后再试';

/**
 * Failed sign-ins one address may make, whatever accounts it tries: the account lock stops
 * guessing one password, this stops trying a few passwords on many accounts. Generous enough for
 * an office of members behind one address, whose typos all count here.
 */
export const SIGN_IN_FAILURES_PER_IP: RateLimit = { name: 'login', limit: 20, windowMs: 15 * 60 * 1000 };

// Compared against for unknown users, so a wrong name takes as long as a wrong password.
const DUMMY_HASH = '$2b$10$GAVT8HRZTMf3VMHsPMh/KuSjHTY0xu1BTjkgBXV0oqTsWaN8f06mG';

export interface LoginInput {
  username: string;
  password: string;
  code: string;
  uuid: string;
}

/**
 * Signs a user in and answers the new token, in the reference's order of checks: captcha,
 * field lengths, IP blacklist, then the account; before the account, the address's recent
 * failures. Every outcome is written to the login log. Unlike the reference, a disabled account
 * is revealed only to someone who knows its password.
 */
export async function login(deps: BackendDeps, input: LoginInput, client: ClientInfo): Promise<string> {
  const userName = input.username.trim();
  const refuse = async (msg: string, logMsg = msg): Promise<never> => {
    await recordLogin(deps, userName, '1', logMsg, client);
    throw new ServiceError(msg);
  };

  if (await isCaptchaEnabled(deps)) {
    try {
      await checkCaptcha(deps, input.code, input.uuid);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return refuse(error.message);
    }
  }
  if (!userName || !input.password) return refuse(WRONG_CREDENTIALS_MSG, '* 必须填写');
  if (!isWithin(userName.length, USER_NAME_LENGTH) || !isWithin(input.password.length, SIGN_IN_PASSWORD_LENGTH)) {
    return refuse(WRONG_CREDENTIALS_MSG);
  }
  if (isBlacklisted(client.ip, await getConfigValue(deps.db, CONFIG_KEYS.blackIpList))) return refuse(BLACKLISTED_MSG);
  const fromThisAddress = await startAttempt(deps.kv, SIGN_IN_FAILURES_PER_IP, client.ip);
  if (fromThisAddress.refused) return refuse(TOO_MANY_SIGN_INS_MSG);

  const user = await findUserForLogin(deps.db, userName);
  // A name no account has counts and locks the same way (by the name typed), so the answers
  // cannot tell the two apart.
  const passwordTry = await startPasswordTry(deps.kv, user?.userName ?? userName, client.ip);
  if (passwordTry.refusal) return refuse(passwordTry.refusal);
  if (!user) {
    await verifyPassword(input.password, DUMMY_HASH);
    return refuse(WRONG_CREDENTIALS_MSG);
  }
  if (!(await verifyPassword(input.password, user.password))) {
    return refuse(WRONG_CREDENTIALS_MSG, `密码输入错误${passwordTry.fromHere}次`);
  }
  await passwordTry.succeeded();
  if (user.status !== '0') return refuse(DISABLED_MSG);
  await fromThisAddress.succeeded();

  await deps.db.update(sysUser).set({ loginIp: client.ip, loginDate: new Date() }).where(eq(sysUser.userId, user.userId));
  await recordLogin(deps, user.userName, '0', LOGIN_SUCCESS_MSG, client);
  return createSession(deps, user, client);
}

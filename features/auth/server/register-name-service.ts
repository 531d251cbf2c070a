import type { BackendDeps } from '@/lib/backend/deps';
import { sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { isUniqueViolation } from '@/lib/backend/db/errors';
import { MEMBER_ROLE_ID } from '@/features/system/server';
import { ServiceError } from '@/lib/backend/http/errors';
import { overRateLimit, TOO_MANY_REQUESTS_MSG, addressSubject, type RateLimit } from '@/lib/backend/http/rate-limit';
import type { ClientInfo } from '@/lib/backend/http/context';
import { isWithin, SIGN_IN_PASSWORD_LENGTH, USER_NAME_LENGTH } from '@/lib/rules/system-rules';
import { PHONE_PATTERN } from '@/lib/rules/validation';
import { CONFIG_KEYS, getConfigFlag, getConfigValue } from '@/features/system/config/server';
import { findUserForLogin } from '@/features/system/user/server';
import { checkCaptcha, isCaptchaEnabled } from './captcha/captcha-service';
import { recordLogin } from './login-log';
import { hashPassword, passwordProblem } from './password';
import { REGISTRATION_CLOSED_MSG } from './register-service';

/** Accounts one address may open by name in an hour: a club registering its members gets through, a script does not. */
export const REGISTRATIONS_PER_IP: RateLimit = { name: 'register', limit: 10, windowMs: 60 * 60 * 1000 };

export const NAME_IS_PHONE_MSG = '账号不能是手机号码，请用手机号码注册';

export interface NameRegistration {
  username: string;
  password: string;
  code: string;
  uuid: string;
}

/**
 * `POST /register`: the reference's registration by user name and password, open while
 * `sys.account.registerUser` is true, with its checks and messages in its order (captcha, name,
 * password, lengths, a name already taken). Beyond it: the password policy of every other
 * password here, a limit per address, and no name that is a mobile number, since such a name
 * would stand in the way of that number's owner signing in or registering by phone. The new
 * account is a registered user, as one made by phone is.
 */
export async function registerByName(deps: BackendDeps, input: NameRegistration, client: ClientInfo): Promise<void> {
  if (!(await getConfigFlag(deps.db, CONFIG_KEYS.registerUser, false))) throw new ServiceError(REGISTRATION_CLOSED_MSG);
  if (await isCaptchaEnabled(deps)) await checkCaptcha(deps, input.code, input.uuid);
  const username = input.username.trim();
  if (!username) throw new ServiceError('用户名不能为空');
  if (!input.password) throw new ServiceError('用户密码不能为空');
  if (!isWithin(username.length, USER_NAME_LENGTH)) throw new ServiceError('账户长度必须在2到20个字符之间');
  if (!isWithin(input.password.length, SIGN_IN_PASSWORD_LENGTH)) throw new ServiceError('密码长度必须在5到20个字符之间');
  if (PHONE_PATTERN.test(username)) throw new ServiceError(NAME_IS_PHONE_MSG);
  const problem = passwordProblem(input.password, await getConfigValue(deps.db, CONFIG_KEYS.chrtype));
  if (problem) throw new ServiceError(problem);
  if (await overRateLimit(deps.kv, REGISTRATIONS_PER_IP, addressSubject(client.ip))) throw new ServiceError(TOO_MANY_REQUESTS_MSG);

  const taken = `保存用户'${username}'失败，注册账号已存在`;
  if (await findUserForLogin(deps.db, username)) throw new ServiceError(taken);
  const password = await hashPassword(input.password);
  try {
    await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(sysUser)
        .values({ userName: username, nickName: username, password, pwdUpdateDate: new Date(), createBy: username })
        .returning({ userId: sysUser.userId });
      await tx.insert(sysUserRole).values({ userId: user.userId, roleId: MEMBER_ROLE_ID });
    });
  } catch (error) {
    // The unique index settles two registrations of one name racing each other.
    if (isUniqueViolation(error)) throw new ServiceError(taken);
    throw error;
  }
  await recordLogin(deps, username, '0', '注册成功', client);
}

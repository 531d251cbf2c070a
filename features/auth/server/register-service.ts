import type { BackendDeps } from '@/lib/backend/deps';
import { sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { MEMBER_ROLE_ID } from '@/features/system/server';
import { ServiceError } from '@/lib/backend/http/errors';
import { CONFIG_KEYS, getConfigFlag, getConfigValue } from '@/features/system/config/server';
import { findUserForLogin } from '@/features/system/user/server';
import { hashPassword, passwordProblem } from './password';
import { PHONE_REGISTERED_MSG, checkPhone, consumeSmsCode } from './sms/sms-service';

export const REGISTRATION_CLOSED_MSG = '当前系统没有开启注册功能！';

export interface RegisterInput {
  phone: string;
  code: string;
  password: string;
  nickName: string;
}

const HTML_PATTERN = /<[^>]*>/;

/**
 * Self-registration with a mobile number: the number becomes the user name, the user gets the
 * registered-user role. Every field is checked before the SMS code is spent, so a typo does not
 * cost the applicant a new code; whether the number is taken is said only after a valid code, so
 * the form cannot be used to find out which numbers are registered.
 */
export async function registerByPhone(deps: BackendDeps, input: RegisterInput): Promise<void> {
  if (!(await getConfigFlag(deps.db, CONFIG_KEYS.registerUser, false))) throw new ServiceError(REGISTRATION_CLOSED_MSG);
  checkPhone(input.phone);
  if (!input.code) throw new ServiceError('短信验证码不能为空');
  const problem = passwordProblem(input.password, await getConfigValue(deps.db, CONFIG_KEYS.chrtype));
  if (problem) throw new ServiceError(problem);
  const nickName = input.nickName || `会员${input.phone.slice(-4)}`;
  if (nickName.length > 30) throw new ServiceError('用户昵称长度不能超过30个字符');
  if (HTML_PATTERN.test(nickName)) throw new ServiceError('用户昵称不能包含脚本字符');

  await consumeSmsCode(deps, input.phone, 'register', input.code);
  if (await findUserForLogin(deps.db, input.phone)) throw new ServiceError(PHONE_REGISTERED_MSG);
  const passwordHash = await hashPassword(input.password);
  try {
    await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(sysUser)
        .values({
          userName: input.phone,
          nickName,
          phonenumber: input.phone,
          password: passwordHash,
          pwdUpdateDate: new Date(),
          createBy: input.phone,
        })
        .returning({ userId: sysUser.userId });
      await tx.insert(sysUserRole).values({ userId: user.userId, roleId: MEMBER_ROLE_ID });
    });
  } catch (error) {
    // The unique indexes settle two registrations of one number racing each other.
    if (String((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === '23505') {
      throw new ServiceError(PHONE_REGISTERED_MSG);
    }
    throw error;
  }
}

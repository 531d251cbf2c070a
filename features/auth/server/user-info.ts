import type { BackendDeps } from '@/lib/backend/deps';
import type { sysUser } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { CONFIG_KEYS, getConfigValue } from '@/features/system/config/server';
import { findUserById, userView } from '@/features/system/user/server';
import type { LoginUser } from '@/lib/security/caller';
import { isMember } from '@/features/member/application/server/application-service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user as `/getInfo` shows it: every field of `userView`, of which the pages read these. */
export type InfoUser = Pick<typeof sysUser.$inferSelect, 'userId' | 'userName' | 'nickName' | 'avatar'> & Record<string, unknown>;

/**
 * The body of `GET /getInfo`: the user, role keys, permissions and the password prompts of the
 * contract (section 2.4), plus our `isMember`: a paid membership that has not run out.
 */
export async function userInfo(deps: BackendDeps, loginUser: LoginUser) {
  const user = await findUserById(deps.db, loginUser.userId);
  if (!user) throw new ServiceError('用户不存在', 401);
  const [chrtype, initPasswordModify, validateDays] = await Promise.all([
    getConfigValue(deps.db, CONFIG_KEYS.chrtype),
    getConfigValue(deps.db, CONFIG_KEYS.initPasswordModify),
    getConfigValue(deps.db, CONFIG_KEYS.passwordValidateDays),
  ]);
  const days = Number(validateDays) || 0;
  const pwdUpdated = user.pwdUpdateDate?.getTime();
  return {
    // userView answers the row's own fields (the password left out), so these are there.
    user: (await userView(deps.db, user)) as InfoUser,
    roles: loginUser.roles,
    permissions: loginUser.permissions,
    pwdChrtype: chrtype || '0',
    isDefaultModifyPwd: initPasswordModify === '1' && pwdUpdated === undefined,
    isPasswordExpired: days > 0 && (pwdUpdated === undefined || Date.now() - pwdUpdated > days * DAY_MS),
    isMember: await isMember(deps.db, loginUser.userId),
  };
}

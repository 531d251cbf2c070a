import type { BackendDeps } from '@/lib/backend/deps';
import { ServiceError } from '@/lib/backend/http/errors';
import { CONFIG_KEYS, getConfigValue } from '@/features/system/config/server';
import { findUserById, userView } from '@/features/system/user/server';
import type { LoginUser } from '@/lib/security/caller';
import { isMember } from '@/features/member/application/server';
import { routersForUser } from '@/features/system/menu/server';
import type { UserInfo } from '../contract';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function userInfo(deps: BackendDeps, loginUser: LoginUser): Promise<UserInfo> {
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
    user: await userView(deps.db, user),
    roles: loginUser.roles,
    permissions: loginUser.permissions,
    pwdChrtype: chrtype || '0',
    isDefaultModifyPwd: initPasswordModify === '1' && pwdUpdated === undefined,
    isPasswordExpired: days > 0 && (pwdUpdated === undefined || Date.now() - pwdUpdated > days * DAY_MS),
    isMember: await isMember(deps.db, loginUser.userId),
    isStaff: (await routersForUser(deps.db, loginUser)).length > 0,
  };
}

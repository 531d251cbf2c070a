import { and, desc, eq } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Database } from '@/lib/backend/db/client';
import { removeAllOrNone } from '@/lib/backend/db/remove-rows';
import { sysLogininfor } from '@/features/auth/tables';
import { sysUser } from '@/lib/backend/db/schema';
import { NO_PERMISSION_MSG, ServiceError } from '@/lib/backend/http/errors';
import { contains, equals, tableList, timesOf, type TableList } from '@/lib/backend/http/table-list';
import { hasPermission, type LoginUser } from '@/lib/security/caller';
import { forgetPasswordTries } from '@/features/auth/server';
import { UNLOCK_PERMISSION, type LogininforWire } from '@/features/monitor/logininfor/contract';

export const LOGININFOR_NOT_FOUND_MSG = '登录日志不存在';
export const USER_NOT_FOUND_MSG = '用户不存在';

export type LogininforRow = typeof sysLogininfor.$inferSelect;

/**
 * `GET /monitor/logininfor/list` and its export (contract 5.13): address and user name contain,
 * status equals, login time within the range; newest first unless asked otherwise.
 */
export const logininforList: TableList<LogininforRow, LogininforWire> = tableList(sysLogininfor, {
  filters: [
    contains('ipaddr', sysLogininfor.ipaddr, 128),
    contains('userName', sysLogininfor.userName, 50),
    equals('status', sysLogininfor.status, 1),
    timesOf(sysLogininfor.loginTime),
  ],
  sortable: ['infoId', 'userName', 'ipaddr', 'loginLocation', 'browser', 'os', 'status', 'msg', 'loginTime'],
  order: [desc(sysLogininfor.infoId)],
});

/** `DELETE /monitor/logininfor/{infoIds}`: all named lines or none. */
export const removeLogininfor = (db: Database, infoIds: number[]) =>
  removeAllOrNone(db, sysLogininfor, sysLogininfor.infoId, infoIds, LOGININFOR_NOT_FOUND_MSG);

/**
 * The one rule of lifting a sign-in lock, whichever screen asks (the login log, the cache
 * monitor): `monitor:logininfor:unlock`. Lifting one is a way to guess a password without end.
 */
export function requireUnlockPermission(caller: LoginUser): void {
  if (!hasPermission(caller, UNLOCK_PERMISSION)) throw new ServiceError(NO_PERMISSION_MSG, 403);
}

/**
 * `GET /monitor/logininfor/unlock/{userName}`: forgets the account's failed attempts from every
 * address, so a locked account can sign in again at once. The counters are kept under the
 * stored user name (`password-retries.ts`), which is the name asked for here.
 */
export async function unlockAccount(deps: BackendDeps, userName: string): Promise<void> {
  const [user] = await deps.db
    .select({ userName: sysUser.userName })
    .from(sysUser)
    .where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')));
  if (!user) throw new ServiceError(USER_NOT_FOUND_MSG);
  await forgetPasswordTries(deps.kv, user.userName);
}

import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysLogininfor, sysUser } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { containsText, orderOf, textFilter } from '@/lib/backend/http/list-query';
import type { Page } from '@/lib/backend/http/paging';
import { wireRow } from '@/lib/backend/http/wire';
import { retryCounterKey } from '@/features/auth/server/login-service';
import { timeRangeOf, withinTimes, type TimeRange } from '@/features/monitor/server/time-range';

export const LOGININFOR_NOT_FOUND_MSG = '登录日志不存在';
export const USER_NOT_FOUND_MSG = '用户不存在';

export type LogininforRow = typeof sysLogininfor.$inferSelect;

export interface LogininforFilter {
  ipaddr: string;
  userName: string;
  status: string;
  loginTime: TimeRange;
}

/** The list filters of contract 5.13: address and user name contain, status equals, login time within the range. */
export function logininforFilterOf(query: URLSearchParams): LogininforFilter {
  return {
    ipaddr: textFilter(query, 'ipaddr', 128),
    userName: textFilter(query, 'userName', 50),
    status: textFilter(query, 'status', 1),
    loginTime: timeRangeOf(query),
  };
}

/** Sortable properties (`orderByColumn`); nothing else reaches ORDER BY. */
const LOGININFOR_SORTABLE = {
  infoId: sysLogininfor.infoId,
  userName: sysLogininfor.userName,
  ipaddr: sysLogininfor.ipaddr,
  loginLocation: sysLogininfor.loginLocation,
  browser: sysLogininfor.browser,
  os: sysLogininfor.os,
  status: sysLogininfor.status,
  msg: sysLogininfor.msg,
  loginTime: sysLogininfor.loginTime,
};

/** The order a list asks for, else newest first. */
export function logininforOrderOf(query: URLSearchParams): SQL[] {
  return orderOf(query, LOGININFOR_SORTABLE, [desc(sysLogininfor.infoId)]);
}

function whereOf(filter: LogininforFilter): SQL | undefined {
  const conditions: SQL[] = [...withinTimes(sysLogininfor.loginTime, filter.loginTime)];
  if (filter.ipaddr) conditions.push(containsText(sysLogininfor.ipaddr, filter.ipaddr));
  if (filter.userName) conditions.push(containsText(sysLogininfor.userName, filter.userName));
  if (filter.status) conditions.push(eq(sysLogininfor.status, filter.status));
  return conditions.length ? and(...conditions) : undefined;
}

/** `GET /monitor/logininfor/list`: one page of sign-in attempts matching the filter. */
export async function listLogininfor(db: Executor, filter: LogininforFilter, order: SQL[], page: Page) {
  const where = whereOf(filter);
  const [{ total }] = await db.select({ total: count() }).from(sysLogininfor).where(where);
  const rows = await db
    .select()
    .from(sysLogininfor)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows: rows.map((row) => wireRow(row)) };
}

/** Every matching line, for an export (which never pages). */
export async function allLogininfor(db: Executor, filter: LogininforFilter, order: SQL[]): Promise<LogininforRow[]> {
  return db
    .select()
    .from(sysLogininfor)
    .where(whereOf(filter))
    .orderBy(...order);
}

/** `DELETE /monitor/logininfor/{infoIds}`: all named lines or none. */
export async function removeLogininfor(db: Database, infoIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sysLogininfor)
      .where(inArray(sysLogininfor.infoId, infoIds))
      .returning({ infoId: sysLogininfor.infoId });
    if (deleted.length !== infoIds.length) throw new ServiceError(LOGININFOR_NOT_FOUND_MSG);
  });
}

/** `DELETE /monitor/logininfor/clean`: the whole log. */
export async function cleanLogininfor(db: Executor): Promise<void> {
  await db.delete(sysLogininfor);
}

/**
 * `GET /monitor/logininfor/unlock/{userName}`: forgets the account's failed attempts, so a
 * locked account can sign in again at once. The counter is kept under the stored user name
 * (`login-service.ts`), which is the name asked for here.
 */
export async function unlockAccount(deps: BackendDeps, userName: string): Promise<void> {
  const [user] = await deps.db
    .select({ userName: sysUser.userName })
    .from(sysUser)
    .where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')));
  if (!user) throw new ServiceError(USER_NOT_FOUND_MSG);
  await deps.kv.delete(retryCounterKey(user.userName));
}

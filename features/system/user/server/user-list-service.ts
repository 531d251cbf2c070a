import { and, asc, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysDept, sysUser } from '@/lib/backend/db/schema';
import { ADMIN_USER_ID } from '@/lib/backend/db/seed/system';
import { idParam } from '@/lib/backend/http/params';
import { containsText, dayRangeOf, orderOf, textFilter, withinDays, type DayRange } from '@/lib/backend/http/list-query';
import type { Page } from '@/lib/backend/http/paging';
import { toWireTime } from '@/lib/format/date-time';
import type { LoginUser } from '@/features/auth/server/login-user';
import { userScopeOf } from '@/features/system/server/data-scope';
import { belowDept } from '@/features/system/dept/server/dept-service';

/** The list filters of contract 5.1. */
export interface UserFilter {
  userId: number | null;
  userName: string;
  phonenumber: string;
  status: string;
  /** A department and everything below it. */
  deptId: number | null;
  created: DayRange;
}

/** An optional numeric filter: empty means none; anything else must be an id. */
function optionalId(query: URLSearchParams, name: string): number | null {
  const text = (query.get(name) ?? '').trim();
  return text === '' ? null : idParam(name, text);
}

export function userFilterOf(query: URLSearchParams): UserFilter {
  return {
    userId: optionalId(query, 'userId'),
    userName: textFilter(query, 'userName', 30),
    phonenumber: textFilter(query, 'phonenumber', 11),
    status: textFilter(query, 'status', 1),
    deptId: optionalId(query, 'deptId'),
    created: dayRangeOf(query),
  };
}

/** Sortable properties of the list (`orderByColumn`); nothing else reaches ORDER BY. */
const USER_SORTABLE = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  email: sysUser.email,
  phonenumber: sysUser.phonenumber,
  sex: sysUser.sex,
  status: sysUser.status,
  deptId: sysUser.deptId,
  loginDate: sysUser.loginDate,
  createTime: sysUser.createTime,
};

export function userOrderOf(query: URLSearchParams): SQL[] {
  return orderOf(query, USER_SORTABLE, [asc(sysUser.userId)]);
}

function whereOf(db: Executor, filter: UserFilter, scope: SQL | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(sysUser.delFlag, '0'), scope, ...withinDays(sysUser.createTime, filter.created)];
  if (filter.userId !== null) conditions.push(eq(sysUser.userId, filter.userId));
  if (filter.userName) conditions.push(containsText(sysUser.userName, filter.userName));
  if (filter.phonenumber) conditions.push(containsText(sysUser.phonenumber, filter.phonenumber));
  if (filter.status) conditions.push(eq(sysUser.status, filter.status));
  if (filter.deptId !== null) {
    const below = db.select({ deptId: sysDept.deptId }).from(sysDept).where(belowDept(filter.deptId));
    conditions.push(or(eq(sysUser.deptId, filter.deptId), inArray(sysUser.deptId, below))!);
  }
  return and(...conditions);
}

/** What a list row carries: the user without password and password date, with its department's name and leader. */
const listColumns = {
  userId: sysUser.userId,
  deptId: sysUser.deptId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  email: sysUser.email,
  phonenumber: sysUser.phonenumber,
  sex: sysUser.sex,
  avatar: sysUser.avatar,
  status: sysUser.status,
  delFlag: sysUser.delFlag,
  loginIp: sysUser.loginIp,
  loginDate: sysUser.loginDate,
  createBy: sysUser.createBy,
  createTime: sysUser.createTime,
  updateBy: sysUser.updateBy,
  updateTime: sysUser.updateTime,
  remark: sysUser.remark,
  deptName: sysDept.deptName,
  leader: sysDept.leader,
};

function selectUsers(db: Executor, where: SQL | undefined) {
  return db.select(listColumns).from(sysUser).leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId)).where(where);
}

export type UserListRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** A list row on the wire: SysUser with `dept` {deptId, deptName, leader} (null without a department) and `admin`. */
function wireUser(row: UserListRow) {
  const { deptName, leader, ...user } = row;
  return {
    ...user,
    loginDate: toWireTime(user.loginDate),
    createTime: toWireTime(user.createTime),
    updateTime: toWireTime(user.updateTime),
    dept: user.deptId !== null && deptName !== null ? { deptId: user.deptId, deptName, leader } : null,
    admin: user.userId === ADMIN_USER_ID,
  };
}

/** `GET /system/user/list`: one page of present users matching the filter, within the caller's data scope. */
export async function listUsers(db: Executor, caller: LoginUser, filter: UserFilter, order: SQL[], page: Page) {
  const where = whereOf(db, filter, await userScopeOf(db, caller, 'system:user:list'));
  const [{ total }] = await db.select({ total: count() }).from(sysUser).where(where);
  const rows = await selectUsers(db, where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows: rows.map(wireUser) };
}

/** Every matching user within the caller's export scope, for `POST /system/user/export` (never paged). */
export async function exportUsers(db: Executor, caller: LoginUser, filter: UserFilter, order: SQL[]): Promise<UserListRow[]> {
  return selectUsers(db, whereOf(db, filter, await userScopeOf(db, caller, 'system:user:export'))).orderBy(...order);
}

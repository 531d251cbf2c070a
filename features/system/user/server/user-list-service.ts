import { asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysDept, sysUser } from '@/lib/backend/db/schema';
import { ADMIN_USER_ID } from '@/lib/security/built-in';
import { idParam } from '@/lib/backend/http/params';
import { always, contains, daysOf, equals, idEquals, tableList } from '@/lib/backend/http/table-list';
import { toWireTime } from '@/lib/format/date-time';
import type { LoginUser } from '@/lib/security/caller';
import { userScopeOf } from '@/lib/security/data-scope';
import { belowDept } from '@/features/system/dept/server';
import { omitColumns } from '@/lib/backend/db/columns';
import type { UserListWire } from '../contract';

/** What a list row carries: the user without its type, password and password date, with its department's name and leader. */
const listColumns = {
  ...omitColumns(sysUser, ['userType', 'password', 'pwdUpdateDate']),
  deptName: sysDept.deptName,
  leader: sysDept.leader,
};

function selectUsers(db: Executor) {
  return db.select(listColumns).from(sysUser).leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId)).$dynamic();
}

export type UserListRow = Awaited<ReturnType<typeof selectUsers>>[number];

function wireUser(row: UserListRow): UserListWire {
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

/** The `deptId` filter: the department and every one below it. */
function inDeptOf(query: URLSearchParams): SQL[] {
  const text = (query.get('deptId') ?? '').trim();
  if (text === '') return [];
  const deptId = idParam('deptId', text);
  const below = sql`select ${sysDept.deptId} from ${sysDept} where ${belowDept(deptId)}`;
  return [or(eq(sysUser.deptId, deptId), sql`${sysUser.deptId} in (${below})`)!];
}

/**
 * `GET /system/user/list` and its export (contract 5.1): present users within the caller's data
 * scope; name and phone contain, id and status equal, within a department, created on the given
 * days. By id unless asked otherwise.
 */
export const userList = tableList(sysUser, selectUsers, {
  filters: [
    always(eq(sysUser.delFlag, '0')),
    idEquals('userId', sysUser.userId),
    contains('userName', sysUser.userName, 30),
    contains('phonenumber', sysUser.phonenumber, 11),
    equals('status', sysUser.status, 1),
    inDeptOf,
    daysOf(sysUser.createTime),
  ],
  sortable: ['userId', 'userName', 'nickName', 'email', 'phonenumber', 'sex', 'status', 'deptId', 'loginDate', 'createTime'],
  order: [asc(sysUser.userId)],
  wire: (rows) => rows.map(wireUser),
});

/** One page of the users the query asks for, within the caller's data scope. */
export function listUsers(db: Executor, caller: LoginUser, query: URLSearchParams) {
  return userList.page(db, query, () => userScopeOf(db, caller, 'system:user:list'));
}

/** Every matching user within the caller's export scope, for `POST /system/user/export` (never paged). */
export function exportUsers(db: Executor, caller: LoginUser, query: URLSearchParams): Promise<UserListRow[]> {
  return userList.all(db, query, () => userScopeOf(db, caller, 'system:user:export'));
}

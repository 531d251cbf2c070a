import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysDept, sysUser } from '@/lib/backend/db/schema';
import { sysNoticeRead } from '@/features/system/tables';
import { containsText, textFilter } from '@/lib/backend/http/list-query';
import { idParam, INT_ID_MAX } from '@/lib/backend/http/params';
import { tableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import { userScopeOf } from '@/lib/security/data-scope';
import type { NoticeReader } from '../contract';

const READ_USER_COLUMNS = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  deptName: sysDept.deptName,
  phonenumber: sysUser.phonenumber,
  readTime: sysNoticeRead.readTime,
};

/** Who has read a notice, latest reader first; the conditions come from `readUsersOf`, as they need the caller. */
export const readUserList = tableList(
  sysNoticeRead,
  (db) =>
    db
      .select(READ_USER_COLUMNS)
      .from(sysNoticeRead)
      .innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId))
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .$dynamic(),
  {
    filters: [],
    order: [desc(sysNoticeRead.readTime), desc(sysNoticeRead.readId)],
    wire: (rows): NoticeReader[] => rows.map((row) => wireRow(row)),
  },
);

/**
 * `GET /system/notice/readUsers/list?noticeId=&searchValue=` (RuoYi-Vue3's 阅读用户): the present
 * users who have read the notice, login or user name containing `searchValue`. Unlike the
 * reference, only the users the caller's data scope shows: the rows carry phone numbers.
 */
export function readUsersOf(db: Executor, caller: LoginUser, query: URLSearchParams) {
  const noticeId = idParam('noticeId', query.get('noticeId'), INT_ID_MAX);
  const search = textFilter(query, 'searchValue', 30);
  return readUserList.page(db, query, async () => {
    const readers = db
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(
        and(
          eq(sysUser.delFlag, '0'),
          search ? or(containsText(sysUser.userName, search), containsText(sysUser.nickName, search)) : undefined,
          await userScopeOf(db, caller, 'system:notice:list'),
        ),
      );
    return and(eq(sysNoticeRead.noticeId, noticeId), inArray(sysNoticeRead.userId, readers));
  });
}

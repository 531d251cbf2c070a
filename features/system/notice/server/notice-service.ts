import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysNotice, sysNoticeRead } from '@/features/system/tables';
import { wireRow } from '@/lib/backend/http/wire';
import type { NoticeHeadline } from '../contract';

/** How many notices the header bell shows, as the reference's `listTop` does. */
export const TOP_NOTICES = 5;

/** Of `noticeIds`, those `userId` has read. */
export async function readNoticeIds(db: Executor, userId: number, noticeIds: number[]): Promise<Set<number>> {
  if (noticeIds.length === 0) return new Set();
  const rows = await db
    .select({ noticeId: sysNoticeRead.noticeId })
    .from(sysNoticeRead)
    .where(and(eq(sysNoticeRead.userId, userId), inArray(sysNoticeRead.noticeId, noticeIds)));
  return new Set(rows.map((row) => row.noticeId));
}

/**
 * `GET /system/notice/listTop` (contract 5.9): the newest open notices, at most five, without
 * their content, each with whether the caller has read it, and how many of those five are unread
 * (the reference counts over the same rows, not over every notice).
 */
export async function topNotices(db: Executor, userId: number): Promise<{ data: NoticeHeadline[]; unreadCount: number }> {
  const rows = await db
    .select({
      noticeId: sysNotice.noticeId,
      noticeTitle: sysNotice.noticeTitle,
      noticeType: sysNotice.noticeType,
      status: sysNotice.status,
      createBy: sysNotice.createBy,
      createTime: sysNotice.createTime,
      isRead: isNotNull(sysNoticeRead.readId).mapWith(Boolean),
    })
    .from(sysNotice)
    .leftJoin(sysNoticeRead, and(eq(sysNoticeRead.noticeId, sysNotice.noticeId), eq(sysNoticeRead.userId, userId)))
    .where(eq(sysNotice.status, '0'))
    .orderBy(desc(sysNotice.noticeId))
    .limit(TOP_NOTICES);
  const data = rows.map((row) => wireRow(row));
  return { data, unreadCount: data.filter((row) => !row.isRead).length };
}

/**
 * `POST /system/notice/markRead` and `/markReadAll`: the caller has read these notices. Marks
 * already there stay as they are, and ids that name no notice are passed over, so a repeat (or
 * a bell showing a notice deleted meanwhile) changes nothing and is not refused.
 */
export async function markNoticesRead(db: Executor, userId: number, noticeIds: number[]): Promise<void> {
  if (noticeIds.length === 0) return;
  const existing = await db.select({ noticeId: sysNotice.noticeId }).from(sysNotice).where(inArray(sysNotice.noticeId, noticeIds));
  if (existing.length === 0) return;
  await db
    .insert(sysNoticeRead)
    .values(existing.map(({ noticeId }) => ({ noticeId, userId })))
    .onConflictDoNothing();
}

import { desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysNotice, sysNoticeRead } from '@/features/system/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { contains, equals, tableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import { sanitizeArticleHtml } from '@/lib/format/sanitize-article';
import type { LoginUser } from '@/lib/security/caller';
import type { noticeSchema, NoticeWire } from '../contract';
import { requireNoticeImages } from './notice-images';
import { readNoticeIds } from './notice-service';

export const NOTICE_NOT_FOUND_MSG = '公告不存在';

export type NoticeRow = typeof sysNotice.$inferSelect;
export type NoticeInput = z.output<typeof noticeSchema>;

/** A notice as the contract sends it, with whether the caller has read it (the reference's `isRead`). */
export const noticeWire = (row: NoticeRow, isRead = false): NoticeWire => ({ ...wireRow(row), isRead });

/**
 * `GET /system/notice/list` (contract 5.9): title and creator contain, type equals (the `status`
 * the reference's screen sends is ignored, as there); newest first. `isRead` is filled in for the
 * caller by `withReadMarks`.
 */
export const noticeList = tableList(sysNotice, {
  filters: [
    contains('noticeTitle', sysNotice.noticeTitle),
    equals('noticeType', sysNotice.noticeType, 1),
    contains('createBy', sysNotice.createBy),
  ],
  sortable: ['noticeId', 'noticeTitle', 'noticeType', 'status', 'createBy', 'createTime'],
  order: [desc(sysNotice.noticeId)],
  wire: (rows) => rows.map((row) => noticeWire(row)),
});

/** A page of notices with the caller's read marks. */
export async function withReadMarks<Row extends { noticeId: number; isRead: boolean }>(
  db: Executor,
  userId: number,
  rows: Row[],
): Promise<Row[]> {
  const read = await readNoticeIds(
    db,
    userId,
    rows.map((row) => row.noticeId),
  );
  return rows.map((row) => ({ ...row, isRead: read.has(row.noticeId) }));
}

/** `GET /system/notice/{noticeId}`: any notice, open or closed, with its content. */
export async function getNotice(db: Executor, userId: number, noticeId: number) {
  const [row] = await db.select().from(sysNotice).where(eq(sysNotice.noticeId, noticeId));
  if (!row) throw new ServiceError(NOTICE_NOT_FOUND_MSG);
  const read = await readNoticeIds(db, userId, [noticeId]);
  return noticeWire(row, read.has(noticeId));
}

/**
 * The stored form of a notice: the content cleaned by the article allow-list (the reference
 * stores it as sent and its bell shows it with `v-html`), none when nothing is left of it.
 */
function storedNotice(input: NoticeInput) {
  return { ...input, noticeContent: storedNoticeContent(input.noticeContent) };
}

/** A notice's content as stored: cleaned by the article allow-list, none when nothing is left. */
export function storedNoticeContent(html: string): string | null {
  const content = sanitizeArticleHtml(html).trim();
  return content === '' ? null : content;
}

/** `POST /system/notice`: a new notice by the caller; answers its id. */
export async function addNotice(db: Executor, user: LoginUser, input: NoticeInput): Promise<number> {
  const notice = storedNotice(input);
  await requireNoticeImages(db, user, notice.noticeContent);
  const [row] = await db
    .insert(sysNotice)
    .values({ ...notice, createBy: user.userName })
    .returning({ noticeId: sysNotice.noticeId });
  return row.noticeId;
}

/** `PUT /system/notice`: changes a notice. */
export async function editNotice(db: Database, user: LoginUser, noticeId: number, input: NoticeInput): Promise<void> {
  const notice = storedNotice(input);
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .select({ noticeContent: sysNotice.noticeContent })
      .from(sysNotice)
      .where(eq(sysNotice.noticeId, noticeId))
      .for('update');
    if (!saved) throw new ServiceError(NOTICE_NOT_FOUND_MSG);
    await requireNoticeImages(tx, user, notice.noticeContent, saved.noticeContent);
    await tx
      .update(sysNotice)
      .set({ ...notice, updateBy: user.userName, updateTime: new Date() })
      .where(eq(sysNotice.noticeId, noticeId));
  });
}

/**
 * `DELETE /system/notice/{noticeIds}`: all named notices or none, and with them everyone's read
 * marks of them (the reference deletes the marks first, in the same way).
 */
export async function removeNotices(db: Database, noticeIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ noticeId: sysNotice.noticeId })
      .from(sysNotice)
      .where(inArray(sysNotice.noticeId, noticeIds))
      .for('update');
    if (rows.length !== noticeIds.length) throw new ServiceError(NOTICE_NOT_FOUND_MSG);
    await tx.delete(sysNoticeRead).where(inArray(sysNoticeRead.noticeId, noticeIds));
    await tx.delete(sysNotice).where(inArray(sysNotice.noticeId, noticeIds));
  });
}

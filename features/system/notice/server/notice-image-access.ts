import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import type { StoredFile } from '@/lib/security/attachment-grant';
import { sysNotice } from '@/features/system/tables';
import { hasPermission, type LoginUser } from '@/lib/security/caller';
import { noticePicturesOf } from './notice-images';

/** Who reads a notice's content (the bell asks for it only with this permission), and so its pictures. */
const NOTICE_READER_PERMISSION = 'system:notice:query';
/** Who edits notices, and so sees the pictures of closed ones too. */
const NOTICE_EDITOR_PERMISSION = 'system:notice:edit';

/** The value of `sys_notice.status` of a notice that is shown (正常). */
const OPEN_NOTICE = '0';

/**
 * Whether `reader` reads a notice that shows `fileName` as a picture (`<img src>` of the stored,
 * cleaned content; saving checks the same pictures). A notice that only names the file in its
 * text grants nothing. Readers see open notices' pictures; editors those of closed ones too.
 */
export async function noticePictureGrant(db: Executor, reader: LoginUser, { fileName }: StoredFile): Promise<boolean> {
  if (!hasPermission(reader, NOTICE_READER_PERMISSION)) return false;
  const openOnly = hasPermission(reader, NOTICE_EDITOR_PERMISSION) ? undefined : eq(sysNotice.status, OPEN_NOTICE);
  // The text search only narrows the rows; the picture list decides.
  const candidates = await db
    .select({ noticeContent: sysNotice.noticeContent })
    .from(sysNotice)
    .where(and(sql`position(${fileName} in ${sysNotice.noticeContent}) > 0`, openOnly));
  return candidates.some((notice) => noticePicturesOf(notice.noticeContent).includes(fileName));
}

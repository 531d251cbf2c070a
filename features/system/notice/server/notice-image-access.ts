import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysNotice } from '@/lib/backend/db/schema';
import { hasPermission, type LoginUser } from '@/features/auth/server/login-user';

/** Who reads a notice's content (the bell asks for it only with this permission), and so its pictures. */
const NOTICE_READER_PERMISSION = 'system:notice:query';

/** Whether `user` reads notices and one of them shows the picture `fileName`. */
export async function noticeReaderSees(db: Executor, user: LoginUser, fileName: string): Promise<boolean> {
  if (!hasPermission(user, NOTICE_READER_PERMISSION)) return false;
  const [shown] = await db
    .select({ noticeId: sysNotice.noticeId })
    .from(sysNotice)
    .where(sql`position(${fileName} in ${sysNotice.noticeContent}) > 0`)
    .limit(1);
  return shown !== undefined;
}

import type { Executor } from '@/lib/backend/db/client';
import { hasAnyPermission, type LoginUser } from '@/features/auth/server/login-user';
import type { StoredFile } from '@/features/files/server/upload-service';
import { CONTENT_KIND, CONTENT_UPLOAD_PERMISSIONS } from './content-images';

/** Who opens drafts of articles and categories in the back office, besides those who write them. */
const CONTENT_READER_PERMISSIONS = [...CONTENT_UPLOAD_PERMISSIONS, 'bll:article:query', 'bll:articleType:query'];

/**
 * A content picture not yet published (kind `content`: only the content upload makes one, and only
 * for articles, categories and notices) is for the editors who open drafts, so a colleague's
 * draft shows its pictures; readers see it once a published article shows it.
 */
export async function contentPictureGrant(_db: Executor, reader: LoginUser, file: StoredFile): Promise<boolean> {
  return file.kind === CONTENT_KIND && hasAnyPermission(reader, CONTENT_READER_PERMISSIONS);
}

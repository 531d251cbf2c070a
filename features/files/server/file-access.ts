import type { Executor } from '@/lib/backend/db/client';
import type { LoginUser } from '@/lib/security/caller';
import { noticePictureGrant } from '@/features/system/notice/server/notice-image-access';
import { applicationFileGrant } from '@/features/member/application/server/application-file-access';
import { declarationFileGrant, templateFileGrant } from '@/features/member/declaration/server/declaration-file-access';
import { contentPictureGrant } from '@/features/content/article/server/content-image-access';
import { isShared } from './file-service';
import type { StoredFile } from './upload-service';

/**
 * Whether `reader` sees an attachment of the feature that holds `file`: a record the feature keeps
 * the file's name in as an attachment (a column or a picture's `src`), or a kind of file only that
 * feature makes, which the reader may open through that feature's own permission and data scope.
 * Text that merely mentions a name never counts: a grant reads the attachment's own field.
 */
export type AttachmentGrant = (db: Executor, reader: LoginUser, file: StoredFile) => Promise<boolean>;

/** Every feature that attaches stored files to what others read. A new attachment is readable only once it is listed here. */
const ATTACHMENT_GRANTS: AttachmentGrant[] = [
  contentPictureGrant,
  noticePictureGrant,
  declarationFileGrant,
  templateFileGrant,
  applicationFileGrant,
];

/**
 * The one rule for who may read a stored file; every read path (the API's download routes, the
 * BFF and `/prod-api/profile/upload` in front of them, and the image optimizer, which asks as
 * nobody) goes through it. A published article's picture and an avatar are for everyone; any
 * other upload for its uploader, and for others only through an attachment they may see. A
 * temporary export is its owner's alone.
 */
export async function mayRead(db: Executor, reader: LoginUser | null, file: StoredFile): Promise<boolean> {
  if (isShared(file)) return true;
  if (!reader) return false;
  if (file.ownerId === reader.userId) return true;
  if (file.kind === 'export') return false;
  for (const grant of ATTACHMENT_GRANTS) if (await grant(db, reader, file)) return true;
  return false;
}

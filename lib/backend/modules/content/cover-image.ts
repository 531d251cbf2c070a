import type { Executor } from '../../db/client';
import { ServiceError } from '../../http/errors';
import { IMAGE_TYPES } from '../../../upload-rules';
import { findFile, PUBLIC_KIND } from '../common/file-service';

const UPLOAD_KIND = 'upload';

export const COVER_NOT_IMAGE_MSG = `封面必须是上传的图片(${IMAGE_TYPES.join('/')})`;

/**
 * A cover is empty, or an image uploaded through `/common/upload` (found among the stored files,
 * whose type the upload checked by content). The cover a row already has is kept as it is, so
 * the seeded site pictures (`/covers/*.svg`) survive an edit that does not touch them.
 */
export async function requireCoverImage(db: Executor, cover: string, current: string | null = null): Promise<void> {
  if (cover === '' || cover === current) return;
  const file = await findFile(db, cover);
  if (!file || ![UPLOAD_KIND, PUBLIC_KIND].includes(file.kind) || !file.contentType.startsWith('image/')) throw new ServiceError(COVER_NOT_IMAGE_MSG);
}

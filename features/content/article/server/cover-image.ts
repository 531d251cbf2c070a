import type { Executor } from '@/lib/backend/db/client';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/lib/security/caller';
import { IMAGE_TYPES } from '@/lib/rules/upload-rules';
import { requireContentImages, storedImagesOf } from './content-images';

export const COVER_NOT_IMAGE_MSG = `封面必须是上传的图片(${IMAGE_TYPES.join('/')})`;

/**
 * A cover is empty, or a content picture (content-images.ts) the caller may use. The cover a row
 * already has is kept as it is, so the seeded site pictures (`/covers/*.svg`) survive an edit
 * that does not touch them.
 */
export async function requireCoverImage(db: Executor, caller: LoginUser, cover: string, current: string | null = null): Promise<void> {
  if (cover === '' || cover === current) return;
  const [stored] = storedImagesOf([cover]);
  if (!stored) throw new ServiceError(COVER_NOT_IMAGE_MSG);
  await requireContentImages(db, caller, [stored], [], { message: COVER_NOT_IMAGE_MSG });
}

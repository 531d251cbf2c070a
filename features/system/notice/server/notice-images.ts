import type { Executor } from '@/lib/backend/db/client';
import type { LoginUser } from '@/lib/security/caller';
import { CONTENT_KIND, imageSourcesOf, requireContentImages, storedImagesOf } from '@/features/content/article/server';

export const NOT_NOTICE_IMAGE_MSG = '公告只能使用本人上传的图片';

/** The stored pictures a notice's cleaned content shows. */
export const noticePicturesOf = (content: string | null): string[] => storedImagesOf(imageSourcesOf(content ?? ''));

/**
 * A notice shows only pictures its author uploaded (through our editor's content upload or the stock
 * clients' `/common/upload`), public ones, or those the saved version already showed: naming a
 * member's photo in a notice never shows it to the notice's readers.
 */
export async function requireNoticeImages(db: Executor, caller: LoginUser, content: string | null, alreadyShown: string | null = null) {
  await requireContentImages(db, caller, noticePicturesOf(content), noticePicturesOf(alreadyShown), {
    message: NOT_NOTICE_IMAGE_MSG,
    ownKinds: [CONTENT_KIND, 'upload'],
  });
}

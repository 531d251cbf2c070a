import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllArticle } from '@/features/content/tables';
import { sysFile } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/lib/security/caller';
import { isUploadName, PUBLIC_KIND } from '@/features/files/server';
import { ARTICLE_STATUS } from '../contract';

/**
 * Pictures of the public content. Only images uploaded for content (`POST /bll/content/upload`,
 * by someone who may edit articles or categories) are ever shown to readers: they stay private
 * (kind `content`) until an article that shows them is published, and become private again when
 * no published article shows them any more. A member's photo, an avatar or a declaration's
 * attachment can therefore never be made public by naming it in an article.
 */
export const CONTENT_KIND = 'content';
export const NOT_CONTENT_IMAGE_MSG = '文章和栏目只能使用通过内容图片上传的图片';

/** The content upload: anyone who may write articles, categories or notices (the same editor). */
export const CONTENT_UPLOAD_PERMISSIONS = [
  'bll:article:add',
  'bll:article:edit',
  'bll:articleType:add',
  'bll:articleType:edit',
  'system:notice:add',
  'system:notice:edit',
];

/** The stored files among an article's or category's picture sources (as stored names or through the API prefix). */
export function storedImagesOf(sources: string[]): string[] {
  return [...new Set(sources.map((source) => source.replace(/^\/prod-api(?=\/profile\/)/, '')).filter(isUploadName))];
}

/** The picture sources of cleaned HTML (the cleaner double-quotes every `src`). */
export const imageSourcesOf = (html: string): string[] => [...html.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/g)].map((match) => match[1]);

/** The stored pictures an article shows: its cover and the images of both bodies. */
export function picturesOf(article: { cover: string; content: string; contentEs: string }): string[] {
  return storedImagesOf([article.cover, ...imageSourcesOf(`${article.content}${article.contentEs}`)]);
}

/**
 * Refuses `names` unless each is a picture the caller may show: already public, one the caller
 * uploaded as one of `ownKinds` (content pictures by default), or one the saved version already
 * showed (an editor may keep a colleague's pictures, not take someone else's new ones).
 */
export async function requireContentImages(
  db: Executor,
  caller: LoginUser,
  names: string[],
  alreadyShown: string[],
  { message = NOT_CONTENT_IMAGE_MSG, ownKinds = [CONTENT_KIND] }: { message?: string; ownKinds?: string[] } = {},
): Promise<void> {
  const wanted = names.filter((name) => !alreadyShown.includes(name));
  if (wanted.length === 0) return;
  const usable = await db
    .select({ fileName: sysFile.fileName })
    .from(sysFile)
    .where(
      and(
        inArray(sysFile.fileName, wanted),
        sql`${sysFile.contentType} like 'image/%'`,
        or(eq(sysFile.kind, PUBLIC_KIND), and(inArray(sysFile.kind, ownKinds), eq(sysFile.ownerId, caller.userId))),
      ),
    );
  if (usable.length !== wanted.length) throw new ServiceError(message);
}

/** Whether a published article shows the picture, as its cover or in either body. */
function shownByPublished(name: string) {
  return and(
    eq(bllArticle.status, ARTICLE_STATUS.published),
    or(
      eq(bllArticle.cover, name),
      sql`position(${name} in ${bllArticle.content}) > 0`,
      sql`position(${name} in ${bllArticle.contentEs}) > 0`,
    ),
  );
}

/**
 * After articles were saved, withdrawn or deleted: each of `names` is public exactly while a
 * published article shows it. Only content pictures change; no other file ever becomes public.
 */
export async function settleImageVisibility(db: Executor, names: string[]): Promise<void> {
  for (const name of names) {
    const [shown] = await db.select({ id: bllArticle.id }).from(bllArticle).where(shownByPublished(name)).limit(1);
    await db
      .update(sysFile)
      .set({ kind: shown ? PUBLIC_KIND : CONTENT_KIND })
      .where(and(eq(sysFile.fileName, name), inArray(sysFile.kind, [PUBLIC_KIND, CONTENT_KIND])));
  }
}

import { or, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllArticle, bllArticleType } from '@/features/content/tables';
import { hasAnyPermission, type LoginUser } from '@/lib/security/caller';
import type { StoredFile } from '@/lib/security/attachment-grant';
import { CONTENT_KIND, picturesOf, storedImagesOf } from './content-images';

/** Who opens articles in the back office, drafts included, and so sees their pictures. */
const ARTICLE_READER_PERMISSIONS = ['bll:article:query', 'bll:article:edit'];
/** Who opens categories in the back office, and so sees their covers. */
const CATEGORY_READER_PERMISSIONS = ['bll:articleType:query', 'bll:articleType:edit'];

/**
 * A content picture not yet published (kind `content`) that an article (its cover or either body)
 * or a category (its cover) shows, for the editors who open those in the back office: a
 * colleague's draft then shows its pictures. A picture nothing shows stays its uploader's.
 */
export async function contentPictureGrant(db: Executor, reader: LoginUser, file: StoredFile): Promise<boolean> {
  if (file.kind !== CONTENT_KIND) return false;
  const name = file.fileName;
  // The text search only narrows the rows; the pictures each row shows decide.
  if (hasAnyPermission(reader, ARTICLE_READER_PERMISSIONS)) {
    const articles = await db
      .select({ cover: bllArticle.cover, content: bllArticle.content, contentEs: bllArticle.contentEs })
      .from(bllArticle)
      .where(
        or(
          sql`position(${name} in ${bllArticle.cover}) > 0`,
          sql`position(${name} in ${bllArticle.content}) > 0`,
          sql`position(${name} in ${bllArticle.contentEs}) > 0`,
        ),
      );
    if (articles.some((article) => picturesOf(article).includes(name))) return true;
  }
  if (hasAnyPermission(reader, CATEGORY_READER_PERMISSIONS)) {
    const categories = await db
      .select({ cover: bllArticleType.cover })
      .from(bllArticleType)
      .where(sql`position(${name} in ${bllArticleType.cover}) > 0`);
    if (categories.some((category) => storedImagesOf([category.cover]).includes(name))) return true;
  }
  return false;
}

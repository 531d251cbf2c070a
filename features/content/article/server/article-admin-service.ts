import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { bllActivity } from '@/features/member/tables';
import { bllArticle, bllArticleType } from '@/features/content/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { textFilter } from '@/lib/backend/http/list-query';
import { idParam } from '@/lib/backend/http/params';
import { contains, daysOf, equals, tableList } from '@/lib/backend/http/table-list';
import type { LoginUser } from '@/lib/security/caller';
import { articleView, articleWithBodies, type ArticleRow } from './article-service';
import { CATEGORY_NOT_FOUND_MSG, loadCategories, withDescendants } from '@/features/content/category/server';
import type { z } from 'zod';
import { dateOfWireTime } from '@/lib/contract/time-fields';
import { ARTICLE_STATUS, type articleSchema, type ArticleWire, type ArticleWithBodies } from '../contract';
import { picturesOf, requireContentImages, settleImageVisibility } from './content-images';
import { requireCoverImage } from './cover-image';
import { indexArticles } from '@/features/content/search/server';

export const ARTICLE_MISSING_MSG = '文章不存在';

/** An article's fields as the form sends them, parsed (and the bodies cleaned by the routes). */
export type ArticleInput = z.infer<typeof articleSchema>;
/** Contract 10.2: the answer to a save made from a version someone else has since changed. */
export const STALE_VERSION_MSG = '文章已被他人修改，请刷新后重试';

/** An exported row: the article and its category's name. */
export type ExportedArticle = ArticleRow & { typeName: string | null };

const withTypeName = { article: bllArticle, typeName: bllArticleType.bllName };

function selectWithTypeName(db: Executor) {
  return db.select(withTypeName).from(bllArticle).leftJoin(bllArticleType, eq(bllArticleType.id, bllArticle.typeId)).$dynamic();
}

/**
 * `GET /bll/article/list` and its export: articles of every status with their category's name,
 * bodies left out. Name contains, status equals, created on the given days (as the reference's
 * generated lists filter); the newest written first unless asked otherwise.
 */
const articleList = tableList(bllArticle, selectWithTypeName, {
  filters: [contains('articleName', bllArticle.articleName, 200), equals('status', bllArticle.status, 1), daysOf(bllArticle.createTime)],
  sortable: ['id', 'typeId', 'articleName', 'publishTime', 'status', 'isTop', 'viewCount', 'createTime', 'updateTime'],
  order: [desc(bllArticle.createTime), desc(bllArticle.id)],
  wire: (rows) => rows.map((row) => articleView(row.article, row.typeName)),
});

/**
 * The `typeId` filter, read before the list's others as it always was: a category covers those
 * below it, and one that does not exist matches nothing. Loading the tree waits until every
 * parameter has been checked.
 */
function inCategoryOf(db: Executor, query: URLSearchParams): () => Promise<SQL | undefined> {
  const text = textFilter(query, 'typeId', 20);
  const typeId = text ? idParam('typeId', text) : null;
  return async () => (typeId === null ? undefined : inArray(bllArticle.typeId, withDescendants(await loadCategories(db), typeId)));
}

/** One page of the articles the query asks for. */
export function listArticles(db: Executor, query: URLSearchParams): Promise<{ total: number; rows: ArticleWire[] }> {
  return articleList.page(db, query, inCategoryOf(db, query));
}

/** Every article matching the export's filters, with its category's name. */
export async function allArticles(db: Executor, query: URLSearchParams): Promise<ExportedArticle[]> {
  const rows = await articleList.all(db, query, inCategoryOf(db, query));
  return rows.map((row) => ({ ...row.article, typeName: row.typeName }));
}

/** `GET /bll/article/{id}`: one article of any status, with both bodies. */
export async function getArticle(db: Executor, id: number): Promise<ArticleWithBodies> {
  const [row] = await selectWithTypeName(db).where(eq(bllArticle.id, id));
  if (!row) throw new ServiceError(ARTICLE_MISSING_MSG);
  return articleWithBodies(row.article, row.typeName);
}

/**
 * The category an article is saved into, locked against deletion until the save commits (a
 * category delete locks it for update and refuses while articles remain).
 */
async function requireCategory(tx: Executor, typeId: number): Promise<void> {
  const [row] = await tx.select({ id: bllArticleType.id }).from(bllArticleType).where(eq(bllArticleType.id, typeId)).for('share');
  if (!row) throw new ServiceError(CATEGORY_NOT_FOUND_MSG);
}

/** Publishing an article without a publish time dates it now; drafts and withdrawn ones keep what they have. */
function publishTimeOf(input: ArticleInput, now: Date): Date | null {
  if (input.publishTime !== null) return dateOfWireTime(input.publishTime);
  return input.status === ARTICLE_STATUS.published ? now : null;
}

/**
 * The pictures of a version being saved: a new cover must be a content picture, and so must any
 * picture of the bodies the saved version did not already show.
 */
async function requirePictures(
  tx: Executor,
  user: LoginUser,
  input: ArticleInput,
  saved: { cover: string; content: string; contentEs: string } | null,
): Promise<void> {
  await requireCoverImage(tx, user, input.cover, saved?.cover ?? null);
  const shown = saved ? picturesOf(saved) : [];
  await requireContentImages(tx, user, picturesOf({ ...input, cover: '' }), shown);
}

/** `POST /bll/article`: a new article (body already cleaned by the form); answers its id. */
export async function addArticle(db: Database, user: LoginUser, input: ArticleInput): Promise<number> {
  return db.transaction(async (tx) => {
    await requireCategory(tx, input.typeId);
    await requirePictures(tx, user, input, null);
    const now = new Date();
    const [row] = await tx
      .insert(bllArticle)
      .values({ ...input, publishTime: publishTimeOf(input, now), createBy: user.userName, createTime: now })
      .returning({ id: bllArticle.id });
    // Readers of a published article see its pictures without signing in; drafts keep theirs private.
    await settleImageVisibility(tx, picturesOf(input));
    await indexArticles(tx, [row.id]);
    return row.id;
  });
}

/**
 * `PUT /bll/article`: saves over the version the editor loaded and answers the new one. The
 * version is compared only in the UPDATE itself, so of two saves from one version exactly one
 * wins (the other waits for its row lock, then finds the version moved on) and the other is
 * told, with nothing of either silently lost.
 */
export async function editArticle(
  db: Database,
  user: LoginUser,
  id: number,
  version: number,
  input: ArticleInput,
): Promise<{ id: number; version: number }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ cover: bllArticle.cover, content: bllArticle.content, contentEs: bllArticle.contentEs })
      .from(bllArticle)
      .where(eq(bllArticle.id, id));
    if (!current) throw new ServiceError(ARTICLE_MISSING_MSG);
    await requireCategory(tx, input.typeId);
    await requirePictures(tx, user, input, current);
    const [saved] = await tx
      .update(bllArticle)
      .set({
        ...input,
        publishTime: publishTimeOf(input, new Date()),
        version: sql`${bllArticle.version} + 1`,
        updateBy: user.userName,
        updateTime: new Date(),
      })
      .where(and(eq(bllArticle.id, id), eq(bllArticle.version, version)))
      .returning({ id: bllArticle.id, version: bllArticle.version });
    if (!saved) throw new ServiceError(STALE_VERSION_MSG);
    // A picture the new version dropped, or a withdrawn article's, is private again unless another published article shows it.
    await settleImageVisibility(tx, [...new Set([...picturesOf(current), ...picturesOf(input)])]);
    await indexArticles(tx, [id]);
    return saved;
  });
}

/**
 * `DELETE /bll/article/{ids}`: all named articles or none. An article an activity announces is
 * kept (601): the activity's page links to it; withdrawing hides it instead.
 */
export async function removeArticles(db: Database, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: bllArticle.id,
        articleName: bllArticle.articleName,
        cover: bllArticle.cover,
        content: bllArticle.content,
        contentEs: bllArticle.contentEs,
      })
      .from(bllArticle)
      .where(inArray(bllArticle.id, ids))
      .for('update');
    if (rows.length !== ids.length) throw new ServiceError(ARTICLE_MISSING_MSG);
    const [linked] = await tx
      .select({ articleId: bllActivity.articleId })
      .from(bllActivity)
      .where(inArray(bllActivity.articleId, ids))
      .limit(1);
    if (linked) {
      const name = rows.find((row) => row.id === linked.articleId)?.articleName;
      throw new ServiceError(`文章'${name}'已关联活动,不允许删除`, 601);
    }
    await tx.delete(bllArticle).where(inArray(bllArticle.id, ids));
    await settleImageVisibility(tx, [...new Set(rows.flatMap(picturesOf))]);
  });
}

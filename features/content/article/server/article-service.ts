import { and, asc, count, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { containsText } from '@/lib/backend/http/list-query';
import type { Executor } from '@/lib/backend/db/client';
import { bllArticle, bllArticleType } from '@/features/content/tables';
import { toWireTime } from '@/lib/format/date-time';
import { SEARCH_TEXT_MAX } from '@/lib/rules/search-rules';
import type { SitemapArticle } from '@/features/content/sitemap';
import type { ArticleStatus, ArticleWire, ArticleWithBodies } from '../contract';

export const PUBLISHED = '1';
export const PREVIEW_LIMIT = 10;

export type ArticleRow = typeof bllArticle.$inferSelect;

/** An article as the API answers it, without its bodies (lists), the status as the contract names it. */
export function articleView(row: ArticleRow, typeName: string | null): ArticleWire {
  const { content: _content, contentEs: _contentEs, ...rest } = row;
  return {
    ...rest,
    status: row.status as ArticleStatus,
    typeName,
    publishTime: toWireTime(row.publishTime),
    createTime: toWireTime(row.createTime),
    updateTime: toWireTime(row.updateTime),
  };
}

/** An article as the API answers one: with both bodies. */
export function articleWithBodies(row: ArticleRow, typeName: string | null): ArticleWithBodies {
  return { ...articleView(row, typeName), content: row.content, contentEs: row.contentEs };
}

const published = eq(bllArticle.status, PUBLISHED);
/** The English site's lists: only articles with an English title. */
const inEnglish = (englishOnly: boolean) => (englishOnly ? ne(bllArticle.articleEsName, '') : undefined);
const newestFirst = [desc(bllArticle.isTop), desc(bllArticle.publishTime), desc(bllArticle.id)];
const listColumns = {
  article: bllArticle,
  typeName: bllArticleType.bllName,
};

/** Published articles of some categories, optionally whose title contains a text or only those in English; top ones first, then newest. */
export async function listPublished(
  db: Executor,
  typeIds: number[],
  page: { pageSize: number; offset: number },
  filters: { titleContains?: string; englishOnly?: boolean } = {},
) {
  const wanted = (filters.titleContains ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  const where = and(
    published,
    inArray(bllArticle.typeId, typeIds),
    wanted ? containsText(bllArticle.articleName, wanted) : undefined,
    inEnglish(filters.englishOnly ?? false),
  );
  const [{ total }] = await db.select({ total: count() }).from(bllArticle).where(where);
  return { total, rows: await pageOfArticles(db, where, page) };
}

/** The newest published articles of some categories (only those in English, on the English site), for a home-page section. */
export function newestOf(db: Executor, typeIds: number[], limit: number, englishOnly = false) {
  return pageOfArticles(db, and(published, inArray(bllArticle.typeId, typeIds), inEnglish(englishOnly)), { pageSize: limit, offset: 0 });
}

async function pageOfArticles(db: Executor, where: SQL | undefined, page: { pageSize: number; offset: number }) {
  const rows = await db
    .select(listColumns)
    .from(bllArticle)
    .leftJoin(bllArticleType, eq(bllArticleType.id, bllArticle.typeId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.pageSize)
    .offset(page.offset);
  return rows.map((row) => articleView(row.article, row.typeName));
}

/** The headlines (isTop) of some categories, newest first: the home page's lead story and cards. */
export function headlinesOf(db: Executor, typeIds: number[], limit: number, englishOnly = false) {
  const where = and(published, eq(bllArticle.isTop, '1'), inArray(bllArticle.typeId, typeIds), inEnglish(englishOnly));
  return pageOfArticles(db, where, { pageSize: limit, offset: 0 });
}

/** Every published article of the categories given, by id, with its category and last change (the sitemap's lastmod). */
export async function sitemapEntries(db: Executor, typeIds: number[]): Promise<SitemapArticle[]> {
  if (typeIds.length === 0) return [];
  const rows = await db
    .select({
      id: bllArticle.id,
      typeId: bllArticle.typeId,
      // greatest() passes over a null: an article never edited changed when it was published.
      updated: sql<Date | null>`greatest(${bllArticle.publishTime}, ${bllArticle.updateTime})`.mapWith((value) =>
        value ? new Date(value) : null,
      ),
    })
    .from(bllArticle)
    .where(and(published, inArray(bllArticle.typeId, typeIds)))
    .orderBy(asc(bllArticle.id));
  return rows.map((row) => ({ ...row, updated: toWireTime(row.updated) }));
}

/** One published article with its category name, or undefined. */
export async function findPublished(db: Executor, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(bllArticle)
    .leftJoin(bllArticleType, eq(bllArticleType.id, bllArticle.typeId))
    .where(and(eq(bllArticle.id, id), published));
  return row;
}

/** Counts one reading of an article; answers how many there are now. */
export async function countView(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .update(bllArticle)
    .set({ viewCount: sql`${bllArticle.viewCount} + 1` })
    .where(eq(bllArticle.id, id))
    .returning({ viewCount: bllArticle.viewCount });
  return row?.viewCount ?? 0;
}

/** The published articles read most, public and member-only alike; one never read is not among them. */
export function mostRead(db: Executor, limit: number) {
  return db
    .select({ id: bllArticle.id, articleName: bllArticle.articleName, viewCount: bllArticle.viewCount })
    .from(bllArticle)
    .where(and(published, gt(bllArticle.viewCount, 0)))
    .orderBy(desc(bllArticle.viewCount), asc(bllArticle.id))
    .limit(limit);
}

import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllArticle, bllArticleSearch, bllArticleType } from '@/features/content/tables';
import { withinDays, type DayRange } from '@/lib/backend/http/list-query';
import type { Page } from '@/lib/backend/http/paging';
import { toWireTime } from '@/lib/format/date-time';
import type { SearchResult } from '@/features/content/article';
import { PREVIEW_LIMIT, PUBLISHED } from '@/features/content/article/server';
import { SEARCH_TEXT_MAX } from '@/lib/rules/search-rules';
import { marked, snippetOf, wordsPattern } from '../highlight';
import { plainText } from '@/lib/text/plain-text';
import { tsQuery } from './search-query';
import { queryWords } from './words';

export interface SearchFilters {
  /** The categories searched: those the reader may read, or one of them and everything under it. */
  typeIds: number[];
  days: DayRange;
  /** Only articles with an English title (the English site's default). */
  englishOnly: boolean;
  /** Which language's title and text the results show first. */
  lang: 'zh' | 'en';
}

const matches = (query: SQL) => sql`${bllArticleSearch.document} @@ ${query}`;

/**
 * Runs a search with the planner held to bitmap scans. It prices reading every document as cheap,
 * not counting that each comes whole out of its TOAST storage, and would rather read them all
 * than use the GIN index; the index answers plain words exactly, so a bitmap scan reads none.
 */
async function withBitmapScans<T>(db: Executor, search: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return search(tx);
  });
}

/** Title over summary over body: the best part of the article that holds every word. */
const tierOf = (query: SQL) =>
  sql<number>`case when ${bllArticleSearch.title} @@ ${query} then 3 when ${bllArticleSearch.summary} @@ ${query} then 2 else 1 end`;

/**
 * One page of the published articles whose titles, summaries or bodies hold every word of the
 * text: those found in the title first, then in the summary, then in the body; within each the
 * newer first. Each with its title and a snippet, the words found marked.
 */
export async function searchPublished(
  db: Executor,
  text: string,
  filters: SearchFilters,
  page: Page,
): Promise<{ total: number; rows: SearchResult[] }> {
  const words = queryWords(text.slice(0, SEARCH_TEXT_MAX));
  if (words.length === 0 || filters.typeIds.length === 0) return { total: 0, rows: [] };
  const query = tsQuery(words);
  const where = and(
    matches(query),
    eq(bllArticleSearch.published, true),
    inArray(bllArticleSearch.typeId, filters.typeIds),
    ...withinDays(bllArticleSearch.publishTime, filters.days),
    filters.englishOnly ? eq(bllArticleSearch.english, true) : undefined,
  );
  const matched = (tx: Executor) =>
    tx
      .select({ id: bllArticleSearch.articleId, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(bllArticleSearch)
      .where(where)
      .$dynamic();
  // The order is worked out on the search table alone, the count beside it; only the page's articles are then read whole.
  const ranked = await withBitmapScans(db, (tx) =>
    matched(tx)
      .orderBy(desc(tierOf(query)), sql`${bllArticleSearch.publishTime} desc nulls last`, desc(bllArticleSearch.articleId))
      .limit(page.pageSize)
      .offset(page.offset),
  );
  // A page past the last has no rows to carry the count.
  const total = ranked[0]?.total ?? (page.offset > 0 ? ((await withBitmapScans(db, (tx) => matched(tx).limit(1)))[0]?.total ?? 0) : 0);
  const ids = ranked.map((row) => row.id);
  const found = ids.length
    ? await db
        .select({ article: bllArticle, typeName: bllArticleType.bllName })
        .from(bllArticle)
        .leftJoin(bllArticleType, eq(bllArticleType.id, bllArticle.typeId))
        .where(inArray(bllArticle.id, ids))
    : [];
  const rows = ids.map((id) => found.find((row) => row.article.id === id)!);
  const pattern = wordsPattern(words);
  return { total, rows: rows.map(({ article, typeName }) => hitOf(article, typeName, pattern, filters.lang)) };
}

/** The texts a snippet is taken from, in the order of the page's language, each body made text only if it is reached. */
function* snippetTexts(article: typeof bllArticle.$inferSelect, lang: 'zh' | 'en') {
  const zh = [() => article.summary, () => plainText(article.content)];
  const en = [() => article.summaryEs, () => plainText(article.contentEs)];
  for (const text of lang === 'en' ? [...en, ...zh] : [...zh, ...en]) yield text();
}

function hitOf(article: typeof bllArticle.$inferSelect, typeName: string | null, pattern: RegExp | null, lang: 'zh' | 'en'): SearchResult {
  const title = lang === 'en' ? article.articleEsName || article.articleName : article.articleName;
  return {
    id: article.id,
    typeId: article.typeId,
    typeName,
    articleName: article.articleName,
    articleEsName: article.articleEsName,
    cover: article.cover,
    publishTime: toWireTime(article.publishTime),
    title: marked(title, pattern),
    snippet: snippetOf(snippetTexts(article, lang), pattern),
  };
}

/**
 * Search suggestions: at most ten published articles whose title holds the words typed, the last
 * one perhaps only begun; the newest first.
 */
export async function suggestTitles(db: Executor, text: string, typeIds: number[]) {
  const words = queryWords(text.trim().slice(0, SEARCH_TEXT_MAX));
  if (words.length === 0 || typeIds.length === 0) return [];
  const rows = await db
    .select({
      id: bllArticle.id,
      typeId: bllArticle.typeId,
      articleName: bllArticle.articleName,
      articleEsName: bllArticle.articleEsName,
      createTime: bllArticle.createTime,
    })
    .from(bllArticleSearch)
    .innerJoin(bllArticle, eq(bllArticle.id, bllArticleSearch.articleId))
    .where(
      and(
        sql`${bllArticleSearch.title} @@ ${tsQuery(words, { prefix: true })}`,
        eq(bllArticle.status, PUBLISHED),
        inArray(bllArticle.typeId, typeIds),
      ),
    )
    .orderBy(desc(bllArticle.isTop), desc(bllArticle.publishTime), desc(bllArticle.id))
    .limit(PREVIEW_LIMIT);
  return rows.map((row) => ({ ...row, createTime: toWireTime(row.createTime) }));
}

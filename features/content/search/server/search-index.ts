import 'server-only';
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllArticle, bllArticleSearch } from '@/features/content/tables';
import { PUBLISHED } from '@/features/content/article/server';
import { plainText } from '@/lib/text/plain-text';
import { indexWords } from './words';

/** How many articles one statement indexes when many are due (the first start of this version, a restore). */
const BATCH = 200;

type Indexed = Pick<
  typeof bllArticle.$inferSelect,
  | 'id'
  | 'version'
  | 'typeId'
  | 'status'
  | 'publishTime'
  | 'articleName'
  | 'articleEsName'
  | 'summary'
  | 'summaryEs'
  | 'content'
  | 'contentEs'
>;

const indexedColumns = {
  id: bllArticle.id,
  version: bllArticle.version,
  typeId: bllArticle.typeId,
  status: bllArticle.status,
  publishTime: bllArticle.publishTime,
  articleName: bllArticle.articleName,
  articleEsName: bllArticle.articleEsName,
  summary: bllArticle.summary,
  summaryEs: bllArticle.summaryEs,
  content: bllArticle.content,
  contentEs: bllArticle.contentEs,
};

const words = (text: string) => sql`to_tsvector('english', ${indexWords(text)})`;

function documentsOf(article: Indexed) {
  const title = `${article.articleName} ${article.articleEsName}`;
  const summary = `${article.summary} ${article.summaryEs}`;
  const body = `${plainText(article.content)} ${plainText(article.contentEs)}`;
  return {
    articleId: article.id,
    title: words(title),
    summary: words(summary),
    document: words(`${title} ${summary} ${body}`),
    typeId: article.typeId,
    published: article.status === PUBLISHED,
    publishTime: article.publishTime,
    english: article.articleEsName.trim() !== '',
    articleVersion: article.version,
  };
}

async function writeDocuments(tx: Executor, articles: Indexed[]): Promise<void> {
  if (articles.length === 0) return;
  await tx
    .insert(bllArticleSearch)
    .values(articles.map(documentsOf))
    .onConflictDoUpdate({
      target: bllArticleSearch.articleId,
      set: {
        title: sql`excluded.title`,
        summary: sql`excluded.summary`,
        document: sql`excluded.document`,
        typeId: sql`excluded.type_id`,
        published: sql`excluded.published`,
        publishTime: sql`excluded.publish_time`,
        english: sql`excluded.english`,
        articleVersion: sql`excluded.article_version`,
      },
    });
}

/** Indexes articles just saved, in the transaction that saves them: a search never finds an article's old words. */
export async function indexArticles(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await writeDocuments(tx, await tx.select(indexedColumns).from(bllArticle).where(inArray(bllArticle.id, ids)));
}

/**
 * Indexes every article without a current document: all of them on the first start of this
 * version, and any written without its document since (rows loaded by other means). Answers how many.
 */
export async function indexStaleArticles(tx: Executor): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const due = await tx
      .select(indexedColumns)
      .from(bllArticle)
      .leftJoin(bllArticleSearch, eq(bllArticleSearch.articleId, bllArticle.id))
      .where(and(gt(bllArticle.id, after), or(isNull(bllArticleSearch.articleId), ne(bllArticleSearch.articleVersion, bllArticle.version))))
      .orderBy(asc(bllArticle.id))
      .limit(BATCH);
    if (due.length === 0) {
      // The embedded database has no autovacuum to gather statistics; without them the planner
      // misjudges how many articles a word matches and searches slowly.
      if (done > 0) await tx.execute(sql`analyze bll_article, bll_article_search`);
      return done;
    }
    await writeDocuments(tx, due);
    done += due.length;
    after = due[due.length - 1].id;
  }
}

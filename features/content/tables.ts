import { bigint, boolean, customType, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, flag, remarkColumn } from '../../lib/backend/db/schema/audit';

/** PostgreSQL's full-text document, read and written as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Article categories, which are also the public navigation (contract 10.1). `bllType`: 1 article
 * list, 2 single page, 3 link to the path in `bllValue`, 4 special page. `indexArea` places the
 * category in a home-page section (0 none; 6 membership, 9 training events).
 */
export const bllArticleType = pgTable(
  'bll_article_type',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    parentId: bigint({ mode: 'number' }).notNull().default(0),
    ancestors: varchar({ length: 500 }).notNull().default('0'),
    bllName: varchar({ length: 50 }).notNull(),
    bllEsName: varchar({ length: 100 }).notNull().default(''),
    bllType: flag('1'),
    bllValue: varchar({ length: 200 }).notNull().default(''),
    indexArea: integer().notNull().default(0),
    orderNum: integer().notNull().default(0),
    menuFlag: flag('1'),
    status: flag('0'),
    cover: varchar({ length: 200 }).notNull().default(''),
    ...auditColumns,
    ...remarkColumn,
  },
  (t) => [index('bll_article_type_parent_idx').on(t.parentId, t.orderNum)],
);

/** Articles (contract 10.2): status "0" draft, "1" published, "2" withdrawn. */
export const bllArticle = pgTable(
  'bll_article',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    typeId: bigint({ mode: 'number' }).notNull(),
    articleName: varchar({ length: 200 }).notNull(),
    articleEsName: varchar({ length: 300 }).notNull().default(''),
    summary: varchar({ length: 500 }).notNull().default(''),
    summaryEs: varchar({ length: 1000 }).notNull().default(''),
    content: text().notNull().default(''),
    contentEs: text().notNull().default(''),
    cover: varchar({ length: 200 }).notNull().default(''),
    author: varchar({ length: 64 }).notNull().default(''),
    authorEs: varchar({ length: 100 }).notNull().default(''),
    source: varchar({ length: 100 }).notNull().default(''),
    sourceEs: varchar({ length: 200 }).notNull().default(''),
    publishTime: timestamp({ withTimezone: true }),
    status: flag('0'),
    isTop: flag('0'),
    viewCount: integer().notNull().default(0),
    version: integer().notNull().default(1),
    ...auditColumns,
  },
  (t) => [index('bll_article_type_status_idx').on(t.typeId, t.status, t.publishTime)],
);

/** Friendly links in the footer (contract 10.3). */
export const bllLinks = pgTable('bll_links', {
  id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  linkName: varchar({ length: 100 }).notNull(),
  linkEsName: varchar({ length: 200 }).notNull().default(''),
  linkUrl: varchar({ length: 500 }).notNull(),
  orderNum: integer().notNull().default(0),
  status: flag('0'),
  ...auditColumns,
});

/**
 * The full-text search documents of an article: its titles, its summaries, and everything (titles,
 * summaries and bodies), Chinese segmented into words, English stemmed. Results are ranked by the
 * best part that holds the words, which the small title and summary documents tell without
 * reading the whole. Beside them, copies of what a search filters and orders by, so a search
 * reads this table alone. Kept apart from the article so no read of an article carries them;
 * current while `articleVersion` is the article's `version` (every save of an article indexes it).
 */
export const bllArticleSearch = pgTable(
  'bll_article_search',
  {
    articleId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => bllArticle.id, { onDelete: 'cascade' }),
    title: tsvector().notNull(),
    summary: tsvector().notNull(),
    document: tsvector().notNull(),
    typeId: bigint({ mode: 'number' }).notNull(),
    published: boolean().notNull(),
    publishTime: timestamp({ withTimezone: true }),
    /** Whether the article has an English title: the English site's lists and searches show only those. */
    english: boolean().notNull(),
    articleVersion: integer().notNull(),
  },
  // Without fastupdate a write goes straight into the index: the embedded database has no
  // autovacuum to merge a pending list, which every search would otherwise read through.
  (t) => [
    index('bll_article_search_document_idx').using('gin', t.document).with({ fastupdate: false }),
    // The suggestions search titles alone, as the reader types.
    index('bll_article_search_title_idx').using('gin', t.title).with({ fastupdate: false }),
  ],
);

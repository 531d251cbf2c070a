import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { apiGet, ContentUnavailableError, logPath } from '@/lib/content/api-get';
import type { NavCategory } from '@/lib/rules/nav-rules';
import { CONTENT_TAGS } from '@/lib/content/content-tags';
import { englishOnlyQuery } from '@/lib/rules/language-scope';
import { publicArticle } from '@/features/content/article/contract';
import { publicCategory } from '@/features/content/category/contract';
import { publicLinks } from '@/features/content/links/contract';
import { portal } from '@/features/content/portal/contract';
import { memberActivity } from '@/features/member/activity/contract';
import { urlOf } from '@/lib/contract/router';
import type { SitemapArticle } from '@/features/content/sitemap/sitemap-document';

/**
 * What the public pages read, cached across requests and tagged, so a page view does not reach
 * the database and a content change revalidates exactly what shows it. Reads go through the
 * one API seam, anonymously: member-only content is never cached here. A failed read throws,
 * so a failure is never cached as an empty page.
 */
const REVALIDATE_SECONDS = 3600;

export interface ArticleSummary {
  id: number;
  typeId: number;
  typeName: string | null;
  articleName: string;
  articleEsName: string;
  summary: string;
  summaryEs: string;
  cover: string;
  author: string;
  authorEs: string;
  source: string;
  sourceEs: string;
  publishTime: string | null;
  createTime: string | null;
  viewCount: number;
  isTop: string;
}

export interface Article extends ArticleSummary {
  content: string;
  contentEs: string;
}

export interface HomeSection extends NavCategory {
  articles: ArticleSummary[];
}

export interface FriendlyLink {
  id: number;
  linkName: string;
  linkEsName: string;
  linkUrl: string;
}

async function dataOf<T>(path: string): Promise<T> {
  const body = await apiGet<T>(path);
  if (body.code !== 200) throw new ContentUnavailableError(`${logPath(path)}: ${body.code} ${body.msg}`);
  return body.data as T;
}

async function pageOf(path: string): Promise<{ rows: ArticleSummary[]; total: number }> {
  const body = await apiGet<ArticleSummary[]>(path);
  if (body.code !== 200) throw new ContentUnavailableError(`${logPath(path)}: ${body.code} ${body.msg}`);
  return { rows: body.rows ?? [], total: body.total ?? 0 };
}

/**
 * A read cached per arguments under its name, with the tags that revalidate it. Within one
 * render the same read is made once: a page's metadata and its body ask for the same article,
 * and on a cold cache both would otherwise reach the database.
 */
function cached<A extends unknown[], R>(name: string, read: (...args: A) => Promise<R>, tags: (...args: A) => string[]) {
  return cache((...args: A): Promise<R> =>
    unstable_cache(() => read(...args), [name, ...args.map(String)], { tags: tags(...args), revalidate: REVALIDATE_SECONDS })(),
  );
}

/** A cached read, taking no arguments, of one endpoint's data. */
function cachedData<T>(name: string, path: string, tags: string[]) {
  return cached(
    name,
    () => dataOf<T>(path),
    () => tags,
  );
}

/** The navigation: top categories with their children. */
export const getNavigation = cachedData<NavCategory[]>('navigation', urlOf(publicCategory.list, { query: { parentId: 0, menuFlag: 1 } }), [
  CONTENT_TAGS.categories,
]);

/** The whole public category tree. */
export const getCategoryTree = cachedData<NavCategory[]>('category-tree', urlOf(publicCategory.treeList), [CONTENT_TAGS.categories]);

/** Home-page sections with their newest articles (on the English site, those in English). */
export const getHomeSections = cached(
  'home-sections',
  (englishOnly: boolean) => dataOf<HomeSection[]>(urlOf(publicCategory.indexList, { query: englishOnlyQuery(englishOnly) })),
  () => [CONTENT_TAGS.categories, CONTENT_TAGS.articles],
);

/** The headlines (isTop) for the home page's lead story and cards, newest first (on the English site, those in English). */
export const getHeadlines = cached(
  'headlines',
  (englishOnly: boolean) => dataOf<ArticleSummary[]>(urlOf(publicArticle.headlines, { query: englishOnlyQuery(englishOnly) })),
  () => [CONTENT_TAGS.categories, CONTENT_TAGS.articles],
);

/** One page of a category's published articles (`englishOnly`: those with an English title). */
export const getArticlePage = cached(
  'article-page',
  (typeId: number, pageNum: number, pageSize: number, englishOnly: boolean) =>
    pageOf(urlOf(publicArticle.list, { query: { typeId, pageNum, pageSize, ...englishOnlyQuery(englishOnly) } })),
  () => [CONTENT_TAGS.categories, CONTENT_TAGS.articles],
);

/** One page of every public article, newest first (`/articleList` without search text): cached as a category's page is. */
export const getAllArticlesPage = cached(
  'all-articles-page',
  (pageNum: number, pageSize: number, englishOnly: boolean) => searchArticles('', pageNum, pageSize, englishOnly),
  () => [CONTENT_TAGS.categories, CONTENT_TAGS.articles],
);

/** One published article, or null when there is none with that id (or it is not public). */
export const getArticle = cached(
  'article',
  async (id: number): Promise<Article | null> => {
    const body = await apiGet<Article>(urlOf(publicArticle.get, { path: { id }, query: { countView: 'false' } }));
    if (body.code === 200) return body.data ?? null;
    if (body.code === 404 || body.code === 401) return null;
    throw new ContentUnavailableError(`article ${id}: ${body.code} ${body.msg}`);
  },
  (id: number) => [CONTENT_TAGS.articles, CONTENT_TAGS.article(id)],
);

/**
 * How many open activities an article announces: the page carries the sign-up island only then,
 * so reading any other article costs no API call from the browser.
 */
export const getArticleActivityCount = cached(
  'article-activities',
  async (id: number): Promise<number> => (await dataOf<unknown[]>(urlOf(memberActivity.getInfoList, { query: { articleId: id } }))).length,
  () => [CONTENT_TAGS.activities],
);

export const getFriendlyLinks = cachedData<FriendlyLink[]>('links', urlOf(publicLinks.list), [CONTENT_TAGS.links]);

/** Footer contact block and upgrade notice (the `portal.*` config entries, prefix removed). */
export const getPortalSettings = cachedData<Record<string, string>>('settings', urlOf(portal.settings), [CONTENT_TAGS.settings]);

/** Whether self-registration is open; a config change revalidates it with the settings. */
export const getRegistrationOpen = cachedData<boolean>('registration', urlOf(portal.registration), [CONTENT_TAGS.settings]);

/**
 * Published articles of all public categories, optionally whose title contains the text. Not
 * cached: the text is the reader's, and caching every text typed would fill the cache.
 */
export async function searchArticles(text: string, pageNum: number, pageSize: number, englishOnly: boolean) {
  return pageOf(urlOf(publicArticle.list, { query: { pageNum, pageSize, articleName: text, ...englishOnlyQuery(englishOnly) } }));
}

/**
 * How many articles a feed reads to find its newest: the list puts headlines (isTop) first, so it
 * reads more than the feed shows and orders them by time.
 */
const FEED_READ_SIZE = 60;

/** The newest published articles of all public categories (typeId 0) or of one and everything under it, newest first. */
export const getFeedArticles = cached(
  'feed-articles',
  async (typeId: number) => {
    const query = { pageNum: 1, pageSize: FEED_READ_SIZE, ...(typeId ? { typeId } : {}) };
    const { rows } = await pageOf(urlOf(publicArticle.list, { query }));
    return rows.sort((a, b) => (b.publishTime ?? '').localeCompare(a.publishTime ?? ''));
  },
  () => [CONTENT_TAGS.categories, CONTENT_TAGS.articles],
);

/** Every public article's id, category and last change, for the sitemap. */
export const getSitemapArticles = cachedData<SitemapArticle[]>('sitemap-articles', urlOf(publicArticle.sitemap), [
  CONTENT_TAGS.categories,
  CONTENT_TAGS.articles,
]);

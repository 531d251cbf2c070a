import { publicCategory } from '@/features/content/category';
import { publicArticle, type SearchHit, type Suggestion } from '@/features/content/article';
import { portal } from '@/features/content/portal/contract';
import { publicLinks } from '@/features/content/links';
import { fail, okData, table } from '@/lib/backend/http/envelope';
import { ServiceError, unauthenticatedMessage } from '@/lib/backend/http/errors';
import { pageOf } from '@/lib/backend/http/paging';
import { overRateLimit, TOO_MANY_REQUESTS_MSG, type RateLimit } from '@/lib/backend/http/rate-limit';
import { parseId } from '@/lib/http/ids';
import type { RequestContext } from '@/lib/backend/http/context';
import type { Route } from '@/lib/backend/http/router';
import {
  countView,
  headlinesOf,
  articleWithBodies,
  findPublished,
  listPublished,
  newestOf,
  isFirstReading,
  sitemapEntries,
} from '@/features/content/article/server';
import { searchPublished, suggestTitles } from '@/features/content/search/server';
import { dayRangeOf } from '@/lib/backend/http/list-query';
import {
  categoryTree,
  isMemberOnly,
  loadCategories,
  publicCategories,
  withDescendants,
  type CategoryRow,
} from '@/features/content/category/server';
import { listLinks } from '@/features/content/links/server';
import { portalSettings } from './portal-settings';
import { CONFIG_KEYS, getConfigFlag } from '@/features/system/config/server';

/** Counts a reading once per reader and article within the window; answers the live count either way. */
async function countReading(ctx: RequestContext, article: { id: number; viewCount: number }): Promise<number> {
  const first = await isFirstReading(ctx.deps.kv, article.id, { userId: ctx.user?.userId ?? null, ip: ctx.client.ip });
  return first ? countView(ctx.deps.db, article.id) : article.viewCount;
}

const HOME_SECTION_SIZE = 6;
/** The home page's lead story and the cards beside it. */
const HEADLINES = 5;
export const ARTICLE_NOT_FOUND_MSG = '文章不存在或已下线';
/** The search box asks as the reader types; a script asking faster is refused for a while. */
export const SUGGESTIONS_PER_IP: RateLimit = { name: 'suggestions', limit: 60, windowMs: 60 * 1000 };

/**
 * The categories of one call: all of them (the member-only rule holds whatever their status) and
 * those a reader may see at all.
 */
async function categoriesOf(ctx: RequestContext): Promise<{ all: CategoryRow[]; visible: CategoryRow[] }> {
  const all = await loadCategories(ctx.deps.db);
  return { all, visible: publicCategories(all) };
}

/** A search suggestion: member-only articles open in the member area, so the page says which they are. */
function suggestionOf({ typeId, ...row }: Awaited<ReturnType<typeof suggestTitles>>[number], all: CategoryRow[]): Suggestion {
  return { ...row, membersOnly: isMemberOnly(all, typeId) };
}

/** Member-only content answers only to a signed-in caller, as the spec's category 96 rule says. */
function requireReader(ctx: RequestContext, all: CategoryRow[], typeId: number): void {
  if (isMemberOnly(all, typeId) && !ctx.user) throw new ServiceError(unauthenticatedMessage(ctx.url.pathname), 401);
}

/** The categories whose articles this caller may read. */
function readableTypeIds(ctx: RequestContext, all: CategoryRow[], visible: CategoryRow[]): number[] {
  return visible.map((row) => row.id).filter((id) => ctx.user || !isMemberOnly(all, id));
}

/** `englishOnly=true`: the English site's lists and searches, of articles with an English title only. */
const englishOnly = (ctx: RequestContext) => ctx.query.get('englishOnly') === 'true';

/**
 * The categories a list or search covers: the one `typeId` names and everything under it
 * (member-only: signed in), or all the caller may read; null when it names no visible category.
 */
function askedTypeIds(ctx: RequestContext, all: CategoryRow[], visible: CategoryRow[]): number[] | null {
  const typeParam = ctx.query.get('typeId');
  if (!typeParam) return readableTypeIds(ctx, all, visible);
  const typeId = parseId(typeParam);
  if (typeId === null || !visible.some((row) => row.id === typeId)) return null;
  requireReader(ctx, all, typeId);
  return withDescendants(visible, typeId);
}

/** The published article the path names, in a visible category the caller may read; undefined when there is none. */
async function readableArticle(ctx: RequestContext) {
  const id = parseId(ctx.params.id);
  const found = id === null ? undefined : await findPublished(ctx.deps.db, id);
  const { all, visible } = await categoriesOf(ctx);
  if (!found || !visible.some((row) => row.id === found.article.typeId)) return undefined;
  requireReader(ctx, all, found.article.typeId);
  return found;
}

export const contentRoutes: Route[] = [
  {
    contract: publicCategory.list,
    handler: async (ctx) => {
      const rows = publicCategories(await loadCategories(ctx.deps.db));
      const parentParam = ctx.query.get('parentId');
      // 0 is the top of the tree; any other parent must be a real id.
      const parentId = !parentParam || parentParam === '0' ? 0 : parseId(parentParam);
      return okData(parentId === null ? [] : categoryTree(rows, parentId, ctx.query.get('menuFlag') === '1'));
    },
  },
  {
    contract: publicCategory.treeList,
    handler: async (ctx) => okData(categoryTree(publicCategories(await loadCategories(ctx.deps.db)), 0)),
  },
  {
    contract: publicCategory.indexList,
    handler: async (ctx) => {
      const { all, visible } = await categoriesOf(ctx);
      const readable = new Set(readableTypeIds(ctx, all, visible));
      const sections = visible.filter((row) => row.indexArea > 0 && readable.has(row.id)).sort((a, b) => a.indexArea - b.indexArea);
      return okData(
        await Promise.all(
          sections.map(async (row) => ({
            ...categoryTree(visible, row.parentId).find((c) => c.id === row.id),
            articles: await newestOf(
              ctx.deps.db,
              withDescendants(visible, row.id).filter((id) => readable.has(id)),
              HOME_SECTION_SIZE,
              englishOnly(ctx),
            ),
          })),
        ),
      );
    },
  },
  {
    contract: publicArticle.list,
    handler: async (ctx) => {
      const { all, visible } = await categoriesOf(ctx);
      const typeIds = askedTypeIds(ctx, all, visible);
      if (!typeIds) return table([], 0);
      const { total, rows: articles } = await listPublished(ctx.deps.db, typeIds, pageOf(ctx.query), {
        titleContains: ctx.query.get('articleName') ?? '',
        englishOnly: englishOnly(ctx),
      });
      return table(articles, total);
    },
  },
  {
    contract: publicArticle.listPreview,
    handler: async (ctx) => {
      if (await overRateLimit(ctx.deps.kv, SUGGESTIONS_PER_IP, ctx.client.ip)) return fail(TOO_MANY_REQUESTS_MSG, 429);
      const { all, visible } = await categoriesOf(ctx);
      const suggestions = await suggestTitles(ctx.deps.db, ctx.query.get('articleName') ?? '', readableTypeIds(ctx, all, visible));
      return okData(suggestions.map((row) => suggestionOf(row, all)));
    },
  },
  {
    contract: publicArticle.headlines,
    handler: async (ctx) => {
      const { all, visible } = await categoriesOf(ctx);
      return okData(await headlinesOf(ctx.deps.db, readableTypeIds(ctx, all, visible), HEADLINES, englishOnly(ctx)));
    },
  },
  {
    contract: publicArticle.search,
    handler: async (ctx) => {
      const { all, visible } = await categoriesOf(ctx);
      const typeIds = askedTypeIds(ctx, all, visible);
      if (!typeIds) return table([], 0);
      const filters = {
        typeIds,
        days: dayRangeOf(ctx.query),
        englishOnly: englishOnly(ctx),
        lang: ctx.query.get('lang') === 'en' ? ('en' as const) : ('zh' as const),
      };
      const { total, rows } = await searchPublished(ctx.deps.db, ctx.query.get('q') ?? '', filters, pageOf(ctx.query));
      return table(
        rows.map((row): SearchHit => ({ ...row, membersOnly: isMemberOnly(all, row.typeId) })),
        total,
      );
    },
  },
  {
    contract: publicArticle.sitemap,
    handler: async (ctx) => {
      const { all, visible } = await categoriesOf(ctx);
      const listed = visible.map((row) => row.id).filter((id) => !isMemberOnly(all, id));
      return okData(await sitemapEntries(ctx.deps.db, listed));
    },
  },
  {
    contract: publicArticle.get,
    handler: async (ctx) => {
      const found = await readableArticle(ctx);
      if (!found) return fail(ARTICLE_NOT_FOUND_MSG, 404);
      if (ctx.query.get('countView') !== 'false') await countReading(ctx, found.article);
      return okData(articleWithBodies(found.article, found.typeName));
    },
  },
  {
    contract: publicArticle.view,
    handler: async (ctx) => {
      const found = await readableArticle(ctx);
      if (!found) return fail(ARTICLE_NOT_FOUND_MSG, 404);
      return okData(await countReading(ctx, found.article));
    },
  },
  { contract: portal.settings, handler: async (ctx) => okData(await portalSettings(ctx.deps.db)) },
  {
    contract: portal.registration,
    handler: async (ctx) => okData(await getConfigFlag(ctx.deps.db, CONFIG_KEYS.registerUser, false)),
  },
  { contract: publicLinks.list, handler: async (ctx) => okData(await listLinks(ctx.deps.db)) },
];

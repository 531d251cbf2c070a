import 'server-only';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { getCategoryTree, getFeedArticles, getPortalSettings } from '@/features/content/public-content';
import { parseId } from '@/lib/http/ids';
import { notFoundAnswer } from '@/lib/http/not-found-answer';
import { categoryPath } from '@/lib/rules/category-tree';
import { navLabel } from '@/lib/rules/nav-rules';
import { MEMBER_ONLY_CATEGORY_ID } from '@/lib/seo/public-routes';
import { siteBase } from '@/lib/seo/seo';
import { feedDocument } from './feed-document';
import { FEED_FORMATS, type FeedFormat } from '@/lib/seo/feed-paths';

/** The feeds at the root get no params; those under [locale] have the prefix. */
type Context = { params?: Promise<{ locale?: string }> };

/**
 * A feed's GET: `/rss.xml` and `/atom.xml` in Chinese, `/en/rss.xml` and `/en/atom.xml` in
 * English, each with `?category={id}` for one public category and everything under it. Articles
 * are read anonymously, so member-only content never reaches a feed; its category is not found.
 */
export function feedRoute(format: FeedFormat) {
  return async function GET(request: Request, context: Context): Promise<Response> {
    // The Chinese feeds have no prefix; under [locale] only English is served.
    const prefix = (await context.params)?.locale;
    if (prefix !== undefined && (prefix === routing.defaultLocale || !(routing.locales as readonly string[]).includes(prefix)))
      return notFoundAnswer();
    const locale = prefix ?? routing.defaultLocale;
    const categoryParam = new URL(request.url).searchParams.get('category');
    const categoryId = categoryParam === null ? null : parseId(categoryParam);
    if (categoryParam !== null && categoryId === null) return notFoundAnswer();
    const [tree, settings, site] = await Promise.all([
      getCategoryTree(),
      getPortalSettings(),
      getTranslations({ locale, namespace: 'site' }),
    ]);
    const chain = categoryId === null ? [] : categoryPath(tree, categoryId);
    if (categoryId !== null && (chain.length === 0 || chain.some((category) => category.id === MEMBER_ONLY_CATEGORY_ID)))
      return notFoundAnswer();
    const category = chain.at(-1);
    const body = feedDocument(
      {
        locale,
        base: siteBase(),
        title: category ? `${navLabel(category, locale)} - ${site('name')}` : site('name'),
        description: site('tagline'),
        copyright: settings['footer.copyright'] ?? site('name'),
        categoryId: categoryId ?? undefined,
        articles: await getFeedArticles(categoryId ?? 0),
      },
      format,
    );
    return new Response(body, { headers: { 'content-type': FEED_FORMATS[format].contentType, 'cache-control': 'public, max-age=600' } });
  };
}

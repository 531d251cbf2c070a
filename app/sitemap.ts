import type { MetadataRoute } from 'next';
import { getCategoryTree, getSitemapArticles } from '@/lib/content/public-content';
import { categoryListHref, type NavCategory } from '@/lib/rules/nav-rules';
import { articlePath, FIXED_PAGES, MEMBER_ONLY_CATEGORY_ID } from '@/lib/seo/public-routes';
import { localisedPath, siteBase } from '@/lib/seo/seo';

// Built from the live content on request (and cached by its reads), never at build time.
export const dynamic = 'force-dynamic';

/** Next writes sitemap URLs into the XML as they are, so `&` in a query must be escaped here. */
const xmlUrl = (url: string) => url.replace(/&/g, '&amp;');

/** Categories with a list page of their own: not the member-only one, not links (type 3), at any depth. */
function listedCategories(tree: NavCategory[]): NavCategory[] {
  return tree
    .filter((c) => c.id !== MEMBER_ONLY_CATEGORY_ID)
    .flatMap((c) => [...(c.bllType === '3' ? [] : [c]), ...listedCategories(c.children)]);
}

/** sitemap.xml: home, fixed pages, every public category list and article, in both languages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteBase();
  const [tree, articles] = await Promise.all([getCategoryTree(), getSitemapArticles()]);
  // Each page once per language, each naming both versions.
  const entries = (path: string, lastModified?: string | null): MetadataRoute.Sitemap =>
    ['zh', 'en'].map((locale) => ({
      url: xmlUrl(`${base}${localisedPath(locale, path)}`),
      ...(lastModified ? { lastModified: `${lastModified.replace(' ', 'T')}+08:00` } : {}),
      alternates: {
        languages: { 'zh-CN': xmlUrl(`${base}${localisedPath('zh', path)}`), en: xmlUrl(`${base}${localisedPath('en', path)}`) },
      },
    }));
  return [
    ...entries('/'),
    ...FIXED_PAGES.flatMap((path) => entries(path)),
    ...listedCategories(tree).flatMap((category) => entries(categoryListHref(category))),
    ...articles.flatMap((article) => entries(articlePath(article.id), article.updated)),
  ];
}

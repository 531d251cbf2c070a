import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';
import { getCategoryTree, getSitemapArticles } from '@/lib/content/public-content';
import { categoryListHref, type NavCategory } from '@/lib/nav-rules';
import { articlePath, FIXED_PAGES, MEMBER_ONLY_CATEGORY_ID } from '@/lib/public-routes';
import { localisedPath } from '@/lib/seo';

// Built from the live content on request (and cached by its reads), never at build time.
export const dynamic = 'force-dynamic';

/** Next writes sitemap URLs into the XML as they are, so `&` in a query must be escaped here. */
const xmlUrl = (url: string) => url.replace(/&/g, '&amp;');

function publicCategories(tree: NavCategory[]): NavCategory[] {
  return tree.filter((c) => c.id !== MEMBER_ONLY_CATEGORY_ID && c.bllType !== '3').flatMap((c) => [c, ...publicCategories(c.children)]);
}

/** sitemap.xml: home, fixed pages, every public category list and article, in both languages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl, port } = getConfig();
  const base = siteUrl ?? `http://localhost:${port}`;
  const [tree, articles] = await Promise.all([getCategoryTree(), getSitemapArticles()]);
  const entry = (path: string, lastModified?: string | null): MetadataRoute.Sitemap[number] => ({
    url: xmlUrl(`${base}${path}`),
    ...(lastModified ? { lastModified: `${lastModified.replace(' ', 'T')}+08:00` } : {}),
    alternates: { languages: { 'zh-CN': xmlUrl(`${base}${localisedPath('zh', path)}`), en: xmlUrl(`${base}${localisedPath('en', path)}`) } },
  });
  return [
    entry('/'),
    ...FIXED_PAGES.map((path) => entry(path)),
    ...publicCategories(tree).map((category) => entry(categoryListHref(category))),
    ...articles.map((article) => entry(articlePath(article.id), article.updated)),
  ];
}

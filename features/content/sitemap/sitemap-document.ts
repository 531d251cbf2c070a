import { categoryListHref, type NavCategory } from '@/lib/rules/nav-rules';
import { articlePath, FIXED_PAGES, MEMBER_ONLY_CATEGORY_ID } from '@/lib/seo/public-routes';
import { localisedPath } from '@/lib/seo/locale-path';
import { escapeMarkup } from '@/lib/text/escape-markup';

/** The most URLs one sitemap may list (sitemaps.org); more go into child sitemaps under an index. */
export const MAX_SITEMAP_URLS = 50_000;

export interface SitemapArticle {
  id: number;
  typeId: number;
  /** When it last changed, as the API writes times (China time). */
  updated: string | null;
}

export interface SitemapUrl {
  loc: string;
  /** W3C date-time with the China offset; null only on a portal without a single article. */
  lastmod: string | null;
  alternates: { hreflang: string; href: string }[];
}

const LANGUAGES = [
  ['zh', 'zh-CN'],
  ['en', 'en'],
] as const;

const w3cTime = (time: string) => `${time.replace(' ', 'T')}+08:00`;
const newer = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** Categories with a list page of their own: not the member-only one, not links (type 3), at any depth. */
function listedCategories(tree: NavCategory[]): NavCategory[] {
  return tree
    .filter((c) => c.id !== MEMBER_ONLY_CATEGORY_ID)
    .flatMap((c) => [...(c.bllType === '3' ? [] : [c]), ...listedCategories(c.children)]);
}

/** The newest change under a category: its own articles' and its children's. */
function newestUnder(category: NavCategory, newestByType: Map<number, string>): string | null {
  return category.children.reduce(
    (newest, child) => newer(newest, newestUnder(child, newestByType)),
    newestByType.get(category.id) ?? null,
  );
}

/**
 * Every public page once per language, each naming both versions and its last change: an
 * article's own; a category's newest article; the home and fixed pages the site's newest.
 */
export function sitemapUrls(base: string, tree: NavCategory[], articles: SitemapArticle[]): SitemapUrl[] {
  const newestByType = new Map<number, string>();
  let siteNewest: string | null = null;
  for (const { typeId, updated } of articles) {
    if (updated === null) continue;
    newestByType.set(typeId, newer(newestByType.get(typeId) ?? null, updated)!);
    siteNewest = newer(siteNewest, updated);
  }
  const page = (path: string, updated: string | null): SitemapUrl[] => {
    const alternates = LANGUAGES.map(([locale, hreflang]) => ({ hreflang, href: `${base}${localisedPath(locale, path)}` }));
    const lastmod = updated === null ? null : w3cTime(updated);
    return alternates.map(({ href }) => ({ loc: href, lastmod, alternates }));
  };
  return [
    ...page('/', siteNewest),
    ...FIXED_PAGES.flatMap((path) => page(path, siteNewest)),
    ...listedCategories(tree).flatMap((category) => page(categoryListHref(category), newestUnder(category, newestByType) ?? siteNewest)),
    ...articles.flatMap((article) => page(articlePath(article.id), article.updated ?? siteNewest)),
  ];
}

/** The URLs split into sitemaps of at most MAX_SITEMAP_URLS each. */
export function sitemapChunks(urls: SitemapUrl[]): SitemapUrl[][] {
  const chunks: SitemapUrl[][] = [];
  for (let start = 0; start < urls.length; start += MAX_SITEMAP_URLS) chunks.push(urls.slice(start, start + MAX_SITEMAP_URLS));
  return chunks.length ? chunks : [[]];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const lastmodOf = (lastmod: string | null) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : '');

export function urlsetXml(urls: SitemapUrl[]): string {
  const entries = urls.map(
    (url) =>
      `<url><loc>${escapeMarkup(url.loc)}</loc>${url.alternates
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeMarkup(a.href)}"/>`)
        .join('')}${lastmodOf(url.lastmod)}</url>\n`,
  );
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('')}</urlset>\n`;
}

/** Where child sitemap `n` (from 1) lives. */
export const childSitemapPath = (n: number) => `/sitemap/${n}.xml`;

/** The index of the child sitemaps, each with the newest change it lists. */
export function sitemapIndexXml(base: string, chunks: SitemapUrl[][]): string {
  const entries = chunks.map((chunk, i) => {
    const newest = chunk.reduce<string | null>((latest, url) => newer(latest, url.lastmod), null);
    return `<sitemap><loc>${escapeMarkup(`${base}${childSitemapPath(i + 1)}`)}</loc>${lastmodOf(newest)}</sitemap>\n`;
  });
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

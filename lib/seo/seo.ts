import type { Metadata } from 'next';
import { getConfig } from '../config';
import { localisedPath } from './locale-path';
import { feedPath, type FeedFormat } from '@/lib/seo/feed-paths';

/** The site's public origin for absolute URLs: SITE_URL, or this server on localhost. */
export function siteBase(): string {
  const { siteUrl, port } = getConfig();
  return siteUrl ?? `http://localhost:${port}`;
}

export { localisedPath };

interface PageMetadataInput {
  locale: string;
  /** The page's Chinese path with its query, e.g. `/article?articleId=5`. */
  path: string;
  title: string;
  description: string;
  /** The title as it is, without the site name after it (the home page). */
  absoluteTitle?: boolean;
  type?: 'website' | 'article';
  image?: string;
  publishedTime?: string;
  /** A category whose own feeds the page names too (its list pages), with the feeds' title. */
  feedCategory?: { id: number; title: string };
}

/** The feeds a page names for feed readers to find: the site's in the page's language, and its category's. */
function feedLinks({ locale, feedCategory }: PageMetadataInput) {
  const links = (format: FeedFormat) => [
    { url: feedPath(locale, format) },
    ...(feedCategory ? [{ url: feedPath(locale, format, feedCategory.id), title: feedCategory.title }] : []),
  ];
  return { 'application/rss+xml': links('rss'), 'application/atom+xml': links('atom') };
}

/**
 * Title, description, canonical URL, hreflang alternates for zh and en, and OpenGraph. URLs are
 * relative here; the root layout's metadataBase (SITE_URL) makes them absolute.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = localisedPath(input.locale, input.path);
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: {
      canonical: url,
      languages: { 'zh-CN': localisedPath('zh', input.path), en: localisedPath('en', input.path), 'x-default': input.path },
      types: feedLinks(input),
    },
    openGraph: {
      type: input.type ?? 'website',
      url,
      title: input.title,
      description: input.description,
      locale: input.locale === 'en' ? 'en_US' : 'zh_CN',
      ...(input.image ? { images: [input.image] } : {}),
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    },
  };
}

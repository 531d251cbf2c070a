import type { Metadata } from 'next';
import { getConfig } from '../config';
import { localisedPath } from './locale-path';

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

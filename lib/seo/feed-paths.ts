import { localisedPath } from '@/lib/seo/locale-path';

/** The feeds' formats and where each lives: `/rss.xml` and `/atom.xml`, English under `/en`. */
export const FEED_FORMATS = {
  rss: { file: 'rss.xml', contentType: 'application/rss+xml; charset=utf-8' },
  atom: { file: 'atom.xml', contentType: 'application/atom+xml; charset=utf-8' },
} as const;

export type FeedFormat = keyof typeof FEED_FORMATS;

/** A feed's path in a language, for one category and everything under it when given. */
export function feedPath(locale: string, format: FeedFormat, categoryId?: number): string {
  return localisedPath(locale, `/${FEED_FORMATS[format].file}${categoryId ? `?category=${categoryId}` : ''}`);
}

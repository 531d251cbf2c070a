import { Feed } from 'feed';
import type { ArticleSummary } from '@/features/content/public-content';
import { imageSrc } from '@/lib/format/image-src';
import { articlePath } from '@/lib/seo/public-routes';
import { localisedPath } from '@/lib/seo/locale-path';
import { inLocale } from '@/lib/content/in-locale';
import { feedPath, type FeedFormat } from '@/lib/seo/feed-paths';

/** How many of the newest articles a feed carries. */
export const FEED_SIZE = 20;

export interface FeedInput {
  locale: string;
  /** The site's public origin (SITE_URL). */
  base: string;
  /** The feed's title: the site's name, with the category's after it for a category feed. */
  title: string;
  description: string;
  copyright: string;
  categoryId?: number;
  /** Public articles, newest first. */
  articles: ArticleSummary[];
}

/** A time the API writes (China time, `yyyy-MM-dd HH:mm:ss`) as an instant. */
const instantOf = (time: string) => new Date(`${time.replace(' ', 'T')}+08:00`);

/**
 * The newest articles as a feed, each with its summary, author, category and cover. The English
 * feed carries only articles with an English title, with their English texts where they have them.
 */
export function feedDocument(input: FeedInput, format: FeedFormat): string {
  const english = input.locale === 'en';
  const dated = input.articles.filter((article) => article.publishTime && (!english || article.articleEsName.trim()));
  const items = dated.slice(0, FEED_SIZE);
  const home = `${input.base}${localisedPath(input.locale, '/')}`;
  const feed = new Feed({
    id: `${input.base}${feedPath(input.locale, format, input.categoryId)}`,
    title: input.title,
    description: input.description,
    link: home,
    language: english ? 'en' : 'zh-CN',
    copyright: input.copyright,
    updated: items.length ? instantOf(items[0].publishTime!) : new Date(0),
    generator: input.title,
    feedLinks: {
      rss: `${input.base}${feedPath(input.locale, 'rss', input.categoryId)}`,
      atom: `${input.base}${feedPath(input.locale, 'atom', input.categoryId)}`,
    },
  });
  for (const article of items) {
    // A Chinese text is no English item's: an English article without an English summary or author goes without.
    const summary = english ? article.summaryEs : article.summary;
    const author = english ? article.authorEs : article.author;
    const link = `${input.base}${localisedPath(input.locale, articlePath(article.id))}`;
    feed.addItem({
      id: link,
      link,
      title: inLocale(article.articleName, article.articleEsName, input.locale),
      date: instantOf(article.publishTime!),
      ...(summary ? { description: summary } : {}),
      ...(author ? { author: [{ name: author }] } : {}),
      ...(!english && article.typeName ? { category: [{ name: article.typeName }] } : {}),
      ...(article.cover ? { image: new URL(imageSrc(article.cover), input.base).toString() } : {}),
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}

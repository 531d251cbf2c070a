import type { Article } from './public-content';
import { localisedPath } from '@/lib/seo/seo';

/**
 * JSON-LD for an article page, safe to put inside a <script> element: `<` is escaped, so no
 * title can close the script.
 */
export function articleJsonLd(article: Article, locale: string, base: string): string {
  const english = locale === 'en' && article.articleEsName;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: english ? article.articleEsName : article.articleName,
    description: article.summary,
    inLanguage: english ? 'en' : 'zh-CN',
    datePublished: article.publishTime ? `${article.publishTime.replace(' ', 'T')}+08:00` : undefined,
    author: article.author ? { '@type': 'Person', name: article.author } : undefined,
    publisher: { '@type': 'Organization', name: article.source || '录音师协会' },
    image: article.cover ? new URL(article.cover, base).href : undefined,
    mainEntityOfPage: new URL(localisedPath(locale, `/article?articleId=${article.id}`), base).href,
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

import type { ReactNode } from 'react';
import type { Article } from '@/features/content/public-content';
import { nestHeadings } from '@/lib/format/heading-levels';
import { CoverImage } from '@/components/portal/cover-image';
import { sanitizeArticleHtml } from '@/lib/format/sanitize-article';
import { inLocale } from '@/lib/content/in-locale';
import { articleTitle } from './article-link-list';
import styles from '@/components/portal/content.module.css';

/** What the page shows of an article: a published one, or the admin editor's values before saving. */
export type ShownArticle = Pick<
  Article,
  | 'articleName'
  | 'articleEsName'
  | 'publishTime'
  | 'author'
  | 'authorEs'
  | 'source'
  | 'sourceEs'
  | 'viewCount'
  | 'cover'
  | 'content'
  | 'contentEs'
>;

/** The words around the article: the `content` messages on the public page, the admin's own in its preview. */
type Translate = (key: 'author' | 'source' | 'views' | 'chineseOnly', values?: Record<string, string | number>) => string;

interface Props {
  article: ShownArticle;
  /** The reader's language: an English reader without an English body gets the Chinese one with a note. */
  locale: string;
  t: Translate;
  /** What follows the body (the public page's activity sign-up). */
  children?: ReactNode;
  /** The view count as shown; the count the article carries when not given (the admin's preview). */
  views?: ReactNode;
}

/**
 * An article as the public page draws it: title, facts, cover and the body cleaned by the article
 * allow-list. Plain markup with no state, so the server renders it for the public page and the
 * admin's preview draws the very same thing.
 */
export function ArticleContent({ article, locale, t, children, views }: Props) {
  const english = locale === 'en' && Boolean(article.contentEs);
  const day = article.publishTime?.slice(0, 10);
  const author = inLocale(article.author, article.authorEs, locale);
  const source = inLocale(article.source, article.sourceEs, locale);
  return (
    <article className={styles.article}>
      <h1>{articleTitle(article, locale)}</h1>
      <p className={styles.facts}>
        {day ? <time dateTime={day}>{day}</time> : null}
        {author ? <span>{t('author', { author })}</span> : null}
        {source ? <span>{t('source', { source })}</span> : null}
        {views ?? <span>{t('views', { count: article.viewCount })}</span>}
      </p>
      {locale === 'en' && !english ? <p className={styles.note}>{t('chineseOnly')}</p> : null}
      {article.cover ? <CoverImage className={styles.cover} cover={article.cover} sizes="(max-width: 860px) 100vw, 800px" first /> : null}
      <div
        className={styles.body}
        dangerouslySetInnerHTML={{ __html: nestHeadings(sanitizeArticleHtml(english ? article.contentEs : article.content)) }}
      />
      {children}
    </article>
  );
}

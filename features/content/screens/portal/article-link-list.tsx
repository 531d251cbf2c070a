import { Link } from '@/i18n/link';
import { inLocale } from '@/lib/content/in-locale';
import type { ArticleSummary } from '@/features/content/public-content';
import { articlePath } from '@/lib/seo/public-routes';
import styles from './article-link-list.module.css';

export function articleTitle(article: Pick<ArticleSummary, 'articleName' | 'articleEsName'>, locale: string): string {
  return inLocale(article.articleName, article.articleEsName, locale);
}

/** Article titles linking to their pages, with the publishing date. */
export function ArticleLinkList({ articles, locale }: { articles: ArticleSummary[]; locale: string }) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.id}>
          <Link href={articlePath(article.id)}>{articleTitle(article, locale)}</Link>
          <time dateTime={article.publishTime?.slice(0, 10)}>{article.publishTime?.slice(0, 10)}</time>
        </li>
      ))}
    </ul>
  );
}

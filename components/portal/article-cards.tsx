import { Link } from '@/i18n/link';
import type { ArticleSummary } from '@/lib/content/public-content';
import { articlePath } from '@/lib/seo/public-routes';
import { articleTitle } from './article-link-list';
import styles from './content.module.css';
import { imageSrc } from '@/lib/format/image-src';

/** Articles as cards: cover, title, summary and date. */
export function ArticleCards({
  articles,
  locale,
  membersOnly = false,
}: {
  articles: ArticleSummary[];
  locale: string;
  membersOnly?: boolean;
}) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.id} className={styles.item}>
          {article.cover ? <img src={imageSrc(article.cover)} alt="" width={200} height={112} loading="lazy" /> : null}
          <div>
            <h2>
              <Link href={articlePath(article.id, membersOnly)}>{articleTitle(article, locale)}</Link>
            </h2>
            <p>{article.summary}</p>
            <time dateTime={article.publishTime?.slice(0, 10)}>{article.publishTime?.slice(0, 10)}</time>
          </div>
        </li>
      ))}
    </ul>
  );
}

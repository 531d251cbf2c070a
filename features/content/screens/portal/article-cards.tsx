import { Link } from '@/i18n/link';
import type { ArticleSummary } from '@/features/content/public-content';
import { articlePath } from '@/lib/seo/public-routes';
import { articleTitle } from './article-link-list';
import styles from '@/components/portal/content.module.css';
import { CoverImage } from '@/components/portal/cover-image';
import { inLocale } from '@/lib/content/in-locale';

/** How wide a card's cover is drawn (content.module.css `.item img`). */
export const CARD_COVER_SIZES = '(max-width: 767px) 112px, 200px';

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
          {article.cover ? <CoverImage cover={article.cover} sizes={CARD_COVER_SIZES} /> : null}
          <div>
            <h2>
              <Link href={articlePath(article.id, membersOnly)}>{articleTitle(article, locale)}</Link>
            </h2>
            <p>{inLocale(article.summary, article.summaryEs, locale)}</p>
            <time dateTime={article.publishTime?.slice(0, 10)}>{article.publishTime?.slice(0, 10)}</time>
          </div>
        </li>
      ))}
    </ul>
  );
}

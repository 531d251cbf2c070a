import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { categoryPath } from '@/lib/category-tree';
import { getArticleActivityCount, type Article } from '@/lib/content/public-content';
import { categoryListHref, navHref, navLabel, type NavCategory } from '@/lib/nav-rules';
import { sanitizeArticleHtml } from '@/lib/sanitize-article';
import { ActivitySignup } from '../member/activity-signup';
import { articleTitle } from './article-link-list';
import styles from './content.module.css';
import { imageSrc } from '@/lib/image-src';

/** One article: breadcrumb, title, facts, cover and the sanitised body in the reader's language. */
export async function ArticleView({ article, category, tree, locale }: { article: Article; category: NavCategory | null; tree: NavCategory[]; locale: string }) {
  const [t, activityCount] = await Promise.all([getTranslations('content'), getArticleActivityCount(article.id)]);
  const english = locale === 'en' && Boolean(article.contentEs);
  const body = sanitizeArticleHtml(english ? article.contentEs : article.content);
  const trail = category ? categoryPath(tree, category.id) : [];
  return (
    <main className={styles.page}>
      <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
        <Link href="/">{t('home')}</Link>
        {trail.map((c) => (
          <span key={c.id}>
            {' › '}
            <Link href={c.parentId === 0 ? navHref(c) : categoryListHref(c)}>{navLabel(c, locale)}</Link>
          </span>
        ))}
      </nav>
      <article className={styles.article}>
        <h1>{articleTitle(article, locale)}</h1>
        <p className={styles.facts}>
          {article.publishTime ? <time dateTime={article.publishTime.slice(0, 10)}>{article.publishTime.slice(0, 10)}</time> : null}
          {article.author ? <span>{t('author', { author: article.author })}</span> : null}
          {article.source ? <span>{t('source', { source: article.source })}</span> : null}
          <span>{t('views', { count: article.viewCount })}</span>
        </p>
        {locale === 'en' && !english ? <p className={styles.note}>{t('chineseOnly')}</p> : null}
        {article.cover ? <img className={styles.cover} src={imageSrc(article.cover)} alt="" width={800} height={450} /> : null}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
        {activityCount > 0 ? <ActivitySignup articleId={article.id} /> : null}
      </article>
    </main>
  );
}

import { getArticle } from '@/features/content/public-content';
import { navLabel, type NavCategory } from '@/lib/rules/nav-rules';
import { sanitizeArticleHtml } from '@/lib/format/sanitize-article';
import { articleTitle } from './article-link-list';
import styles from '@/components/portal/content.module.css';

/** A category read as one page (about us): every article in full, oldest first, with a contents list. */
export async function SinglePageView({ category, articleIds, locale }: { category: NavCategory; articleIds: number[]; locale: string }) {
  const articles = (await Promise.all([...articleIds].reverse().map((id) => getArticle(id)))).filter((a) => a !== null);
  return (
    <main className={styles.page}>
      <article className={styles.article}>
        <h1>{navLabel(category, locale)}</h1>
        <nav className={styles.contents}>
          {articles.map((article) => (
            <a key={article.id} href={`#part-${article.id}`}>
              {articleTitle(article, locale)}
            </a>
          ))}
        </nav>
        {articles.map((article) => (
          <section key={article.id} id={`part-${article.id}`}>
            <h2>{articleTitle(article, locale)}</h2>
            <div
              className={styles.body}
              dangerouslySetInnerHTML={{
                __html: sanitizeArticleHtml(locale === 'en' && article.contentEs ? article.contentEs : article.content),
              }}
            />
          </section>
        ))}
      </article>
    </main>
  );
}

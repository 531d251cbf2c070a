import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { parseId } from '@/lib/http/ids';
import { ArticleView } from '@/features/content/screens/portal/article-view';
import { articleTitle } from '@/features/content/screens/portal/article-link-list';
import { getArticle, getArticleActivityCount, getCategoryTree } from '@/features/content/public-content';
import { articleJsonLd } from '@/features/content/article-json-ld';
import { pageMetadata, siteBase } from '@/lib/seo/seo';

type Props = { params: Promise<{ locale: string; articleId: string }> };

/** The article for this route, or the 404 page for an id that is not a public article. */
async function loadArticle(articleId: string) {
  const id = parseId(articleId) ?? 0;
  const article = id > 0 ? await getArticle(id) : null;
  if (!article) notFound();
  return article;
}

/** Rendered on the first request for each id, then served from the cache until its content changes. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, articleId } = await params;
  const article = await loadArticle(articleId);
  return pageMetadata({
    locale,
    path: `/article?articleId=${article.id}`,
    title: articleTitle(article, locale),
    description: article.summary,
    type: 'article',
    image: article.cover || undefined,
    publishedTime: article.publishTime ?? undefined,
  });
}

/** `/article?articleId=` (rewritten here by the proxy): one article, rendered and cached on the server. */
export default async function ArticlePage({ params }: Props) {
  const { locale, articleId } = await params;
  setRequestLocale(locale);
  const [article, tree] = await Promise.all([loadArticle(articleId), getCategoryTree()]);
  const activityCount = await getArticleActivityCount(article.id);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: articleJsonLd(article, locale, siteBase()) }} />
      <ArticleView article={article} activityCount={activityCount} tree={tree} locale={locale} />
    </>
  );
}

import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { parseId } from '@/lib/http/ids';
import { articleTitle } from '@/features/content/screens/portal/article-link-list';
import { ArticleView } from '@/features/content/screens/portal/article-view';
import { getMemberArticle, getMemberArticleActivityCount } from '@/features/content/member-content';
import { getCategoryTree } from '@/features/content/public-content';
import { articlePath } from '@/lib/seo/public-routes';
import { localisedPath } from '@/lib/seo/seo';

type Props = { params: Promise<{ locale: string; articleId: string }> };

// Rendered for each reader with their own token; never cached, never indexed.
export const dynamic = 'force-dynamic';

async function load(locale: string, articleId: string) {
  const id = parseId(articleId) ?? 0;
  const article = id > 0 ? await getMemberArticle(id) : undefined;
  if (article === null)
    redirect(`${localisedPath(locale, '/login')}?redirect=${encodeURIComponent(localisedPath(locale, articlePath(id, true)))}`);
  if (!article) notFound();
  return article;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, articleId } = await params;
  return { title: articleTitle(await load(locale, articleId), locale), robots: { index: false, follow: false } };
}

/** An article opened from the member-only list (`/article?articleId=&members=1`). */
export default async function MemberArticlePage({ params }: Props) {
  const { locale, articleId } = await params;
  setRequestLocale(locale);
  const [article, tree] = await Promise.all([load(locale, articleId), getCategoryTree()]);
  const activityCount = await getMemberArticleActivityCount(article.id);
  return <ArticleView article={article} activityCount={activityCount} tree={tree} locale={locale} />;
}

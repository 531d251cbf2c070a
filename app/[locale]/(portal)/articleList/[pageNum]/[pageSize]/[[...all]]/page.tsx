import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ArticleListView, articleListMetadata } from '@/features/content/screens/portal/article-list-view';
import { getAllArticlesPage } from '@/features/content/public-content';
import { allOfSegment, englishOnly } from '@/lib/rules/language-scope';
import { PAGE_SIZES } from '@/lib/seo/public-routes';

type Params = { locale: string; pageNum: string; pageSize: string; all?: string[] };
type Props = { params: Promise<Params> };

/** The page this route shows, or the 404 page for a page size the pager does not offer: each real page has one cache entry. */
function pageOf(params: Params) {
  const [pageNum, pageSize] = [params.pageNum, params.pageSize].map(Number);
  const all = allOfSegment(params.locale, params.all);
  if (!(PAGE_SIZES as readonly number[]).includes(pageSize) || !(pageNum >= 1) || !Number.isInteger(pageNum) || all === null) notFound();
  return { pageNum, pageSize, all };
}

/** Rendered on the first request for each page, then served from the cache until its content changes. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await params;
  pageOf(resolved);
  return articleListMetadata(resolved.locale, '');
}

/** `/articleList` without search text (rewritten here by the proxy): every public article, newest first, cached. */
export default async function ArticleListPage({ params }: Props) {
  const resolved = await params;
  setRequestLocale(resolved.locale);
  const page = pageOf(resolved);
  const { rows, total } = await getAllArticlesPage(page.pageNum, page.pageSize, englishOnly(resolved.locale, page.all));
  if (page.pageNum > 1 && rows.length === 0) notFound();
  return <ArticleListView locale={resolved.locale} text="" {...page} rows={rows} total={total} />;
}

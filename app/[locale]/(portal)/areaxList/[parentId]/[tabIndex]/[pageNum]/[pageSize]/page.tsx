import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryListView } from '@/components/portal/category-list-view';
import { resolveCategoryPage } from '@/lib/category-tree';
import { getArticlePage, getCategoryTree } from '@/lib/content/public-content';
import { navLabel } from '@/lib/nav-rules';
import { categoryListPath, MEMBER_ONLY_CATEGORY_ID } from '@/lib/public-routes';
import { pageMetadata } from '@/lib/seo';

type Params = { locale: string; parentId: string; tabIndex: string; pageNum: string; pageSize: string };
type Props = { params: Promise<Params> };

/** The page this route shows, or the 404 page (the proxy sends bad ids here as 0). */
async function loadPage(params: Params) {
  const [parentId, tabIndex, pageNum, pageSize] = [params.parentId, params.tabIndex, params.pageNum, params.pageSize].map(Number);
  const page = parentId === MEMBER_ONLY_CATEGORY_ID ? null : resolveCategoryPage(await getCategoryTree(), parentId, tabIndex);
  if (!page) notFound();
  return { ...page, pageNum, pageSize };
}

/** Rendered on the first request for each id, then served from the cache until its content changes. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await params;
  const { parent, active, pageNum, pageSize } = await loadPage(resolved);
  const t = await getTranslations({ locale: resolved.locale, namespace: 'site' });
  const title = active.id === parent.id ? navLabel(parent, resolved.locale) : `${navLabel(active, resolved.locale)} - ${navLabel(parent, resolved.locale)}`;
  return pageMetadata({ locale: resolved.locale, path: categoryListPath(parent.id, active.id, pageNum, pageSize), title, description: `${title} - ${t('name')}` });
}

/** `/areaxList?parentId=&tabIndex=` (rewritten here by the proxy): a category's articles, cached. */
export default async function CategoryListPage({ params }: Props) {
  const resolved = await params;
  setRequestLocale(resolved.locale);
  const page = await loadPage(resolved);
  const { rows, total } = await getArticlePage(page.active.id, page.pageNum, page.pageSize);
  return <CategoryListView {...page} rows={rows} total={total} locale={resolved.locale} />;
}

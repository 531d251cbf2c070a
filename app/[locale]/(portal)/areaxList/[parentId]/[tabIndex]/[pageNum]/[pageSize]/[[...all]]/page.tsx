import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryListView } from '@/features/content/screens/portal/category-list-view';
import { categoryPath, resolveCategoryPage } from '@/lib/rules/category-tree';
import { getArticlePage, getCategoryTree } from '@/features/content/public-content';
import { allOfSegment, englishOnly } from '@/lib/rules/language-scope';
import { navLabel } from '@/lib/rules/nav-rules';
import { categoryListPath, MEMBER_ONLY_CATEGORY_ID, PAGE_SIZES } from '@/lib/seo/public-routes';
import { localisedPath, pageMetadata } from '@/lib/seo/seo';

type Params = { locale: string; parentId: string; tabIndex: string; pageNum: string; pageSize: string; all?: string[] };
type Props = { params: Promise<Params> };

/**
 * The page this route shows, or the 404 page: for unknown categories (the proxy sends bad ids
 * here as 0), a tab that is not one of the category's, or a page size the pager does not offer.
 * Each real page therefore has exactly one cache entry. Categories under the member-only one are
 * sent to it, where the reader's session is checked.
 */
async function loadPage(params: Params) {
  const [parentId, tabIndex, pageNum, pageSize] = [params.parentId, params.tabIndex, params.pageNum, params.pageSize].map(Number);
  const tree = await getCategoryTree();
  if (categoryPath(tree, parentId).some((c) => c.id === MEMBER_ONLY_CATEGORY_ID)) {
    redirect(localisedPath(params.locale, categoryListPath(MEMBER_ONLY_CATEGORY_ID, parentId)));
  }
  const page = resolveCategoryPage(tree, parentId, tabIndex);
  const knownTab = tabIndex === parentId || page?.tabs.some((tab) => tab.id === tabIndex);
  const all = allOfSegment(params.locale, params.all);
  if (!page || !knownTab || !(PAGE_SIZES as readonly number[]).includes(pageSize) || !(pageNum >= 1) || all === null) notFound();
  return { ...page, pageNum, pageSize, all };
}

/** Rendered on the first request for each page, then served from the cache until its content changes. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await params;
  const { parent, active, pageNum, pageSize, all } = await loadPage(resolved);
  const t = await getTranslations({ locale: resolved.locale, namespace: 'site' });
  const title =
    active.id === parent.id
      ? navLabel(parent, resolved.locale)
      : `${navLabel(active, resolved.locale)} - ${navLabel(parent, resolved.locale)}`;
  return pageMetadata({
    locale: resolved.locale,
    path: categoryListPath(parent.id, active.id, pageNum, pageSize, all),
    title,
    description: `${title} - ${t('name')}`,
    feedCategory: { id: active.id, title: `${title} - ${t('name')}` },
  });
}

/** `/areaxList?parentId=&tabIndex=` (rewritten here by the proxy): a category's articles, cached. */
export default async function CategoryListPage({ params }: Props) {
  const resolved = await params;
  setRequestLocale(resolved.locale);
  const page = await loadPage(resolved);
  const { rows, total } = await getArticlePage(page.active.id, page.pageNum, page.pageSize, englishOnly(resolved.locale, page.all));
  if (page.pageNum > 1 && rows.length === 0) notFound();
  return <CategoryListView {...page} rows={rows} total={total} locale={resolved.locale} />;
}

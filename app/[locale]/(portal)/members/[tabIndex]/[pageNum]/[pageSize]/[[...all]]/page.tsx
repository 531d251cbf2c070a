import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CategoryListView } from '@/features/content/screens/portal/category-list-view';
import { resolveCategoryPage } from '@/lib/rules/category-tree';
import { getMemberArticlePage } from '@/features/content/member-content';
import { getCategoryTree } from '@/features/content/public-content';
import { allOfSegment, englishOnly } from '@/lib/rules/language-scope';
import { navLabel } from '@/lib/rules/nav-rules';
import { categoryListPath, MEMBER_ONLY_CATEGORY_ID } from '@/lib/seo/public-routes';
import { localisedPath } from '@/lib/seo/seo';

type Params = { locale: string; tabIndex: string; pageNum: string; pageSize: string; all?: string[] };

// Rendered for each reader with their own token; never cached, never indexed.
export const dynamic = 'force-dynamic';

/** `/areaxList?parentId=96` for a signed-in reader (the proxy sends signed-out ones to sign in). */
export default async function MemberListPage({ params }: { params: Promise<Params> }) {
  const { locale, all: segment, ...rest } = await params;
  setRequestLocale(locale);
  const [tabIndex, pageNum, pageSize] = [rest.tabIndex, rest.pageNum, rest.pageSize].map(Number);
  const page = resolveCategoryPage(await getCategoryTree(), MEMBER_ONLY_CATEGORY_ID, tabIndex);
  const all = allOfSegment(locale, segment);
  if (!page || all === null) notFound();
  const list = await getMemberArticlePage(page.active.id, pageNum, pageSize, englishOnly(locale, all));
  if (!list) {
    const back = localisedPath(locale, categoryListPath(MEMBER_ONLY_CATEGORY_ID, page.active.id, pageNum, pageSize, all));
    redirect(`${localisedPath(locale, '/login')}?redirect=${encodeURIComponent(back)}`);
  }
  return <CategoryListView {...page} {...list} pageNum={pageNum} pageSize={pageSize} all={all} locale={locale} membersOnly />;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params;
  const parent = resolveCategoryPage(await getCategoryTree(), MEMBER_ONLY_CATEGORY_ID, MEMBER_ONLY_CATEGORY_ID)?.parent;
  return { title: parent ? navLabel(parent, locale) : undefined, robots: { index: false, follow: false } };
}

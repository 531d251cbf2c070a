import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ArticleListView, articleListMetadata } from '@/features/content/screens/portal/article-list-view';
import { searchArticles } from '@/features/content/public-content';
import { pageNumOf, pageSizeOf } from '@/lib/seo/public-routes';
import { ALL_ARTICLES_PARAM, englishOnly } from '@/lib/rules/language-scope';
import { SEARCH_TEXT_MAX } from '@/lib/rules/search-rules';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Only a search reaches this page (the proxy sends the plain list to its cached route,
// articleList/[pageNum]/[pageSize]): the reader's text decides it, so it is rendered per request.
export const dynamic = 'force-dynamic';

function readQuery(query: Record<string, string | string[] | undefined>) {
  const one = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  const text = one('articleName').trim().slice(0, SEARCH_TEXT_MAX);
  const all = one(ALL_ARTICLES_PARAM) === '1';
  return { text, pageNum: pageNumOf(one('pageNum')), pageSize: pageSizeOf(one('pageSize')), all };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  return articleListMetadata(locale, readQuery(await searchParams).text);
}

/** `/articleList?articleName=`: the public articles whose title contains the text. */
export default async function ArticleSearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = readQuery(await searchParams);
  const { rows, total } = await searchArticles(query.text, query.pageNum, query.pageSize, englishOnly(locale, query.all));
  return <ArticleListView locale={locale} {...query} rows={rows} total={total} />;
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleCards } from '@/features/content/screens/portal/article-cards';
import { Pagination } from '@/components/portal/pagination';
import { searchArticles } from '@/features/content/public-content';
import { pageNumOf, pageSizeOf } from '@/lib/seo/public-routes';
import { pageMetadata } from '@/lib/seo/seo';
import { LanguageScope } from '@/components/portal/language-scope';
import { ALL_ARTICLES_PARAM, englishOnly } from '@/lib/rules/language-scope';
import { SEARCH_TEXT_MAX } from '@/lib/rules/search-rules';
import styles from '@/components/portal/content.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// The reader's search text decides the page, so it is rendered per request.
export const dynamic = 'force-dynamic';

function readQuery(query: Record<string, string | string[] | undefined>) {
  const one = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  const text = one('articleName').trim().slice(0, SEARCH_TEXT_MAX);
  const all = one(ALL_ARTICLES_PARAM) === '1';
  return { text, pageNum: pageNumOf(one('pageNum')), pageSize: pageSizeOf(one('pageSize')), all };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const { text } = readQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'content' });
  const title = text ? t('searchResults', { text }) : t('allArticles');
  return {
    ...pageMetadata({ locale, path: '/articleList', title, description: title }),
    robots: text ? { index: false, follow: true } : undefined,
  };
}

/** `/articleList`: every public article, newest first, or those whose title contains `articleName`. */
export default async function ArticleListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { text, pageNum, pageSize, all } = readQuery(await searchParams);
  const inEnglish = englishOnly(locale, all);
  const [t, { rows, total }] = await Promise.all([getTranslations('content'), searchArticles(text, pageNum, pageSize, inEnglish)]);
  const kept = { ...(text ? { articleName: text } : {}), ...(all ? { [ALL_ARTICLES_PARAM]: '1' } : {}) };
  const hrefOf = (page: number, size: number) =>
    `/articleList?${new URLSearchParams({ ...kept, pageNum: String(page), pageSize: String(size) })}`;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{text ? t('searchResults', { text }) : t('allArticles')}</h1>
      <LanguageScope
        locale={locale}
        all={all}
        hrefOf={(withChinese) =>
          `/articleList?${new URLSearchParams({ ...(text ? { articleName: text } : {}), ...(withChinese ? { [ALL_ARTICLES_PARAM]: '1' } : {}) })}`
        }
      />
      {rows.length === 0 ? (
        <p className={styles.empty}>{t(inEnglish ? 'emptyInEnglish' : 'noResults')}</p>
      ) : (
        <ArticleCards articles={rows} locale={locale} />
      )}
      <Pagination
        total={total}
        pageNum={pageNum}
        pageSize={pageSize}
        hrefOf={hrefOf}
        keep={{ ...kept, pageSize }}
        action={locale === 'en' ? '/en/articleList' : '/articleList'}
      />
    </main>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ArticleSummary } from '@/features/content/public-content';
import { ALL_ARTICLES_PARAM, englishOnly } from '@/lib/rules/language-scope';
import { pageMetadata } from '@/lib/seo/seo';
import { ArticleCards } from './article-cards';
import { LanguageScope } from '@/components/portal/language-scope';
import { Pagination } from '@/components/portal/pagination';
import styles from '@/components/portal/content.module.css';

export interface ArticleListViewProps {
  locale: string;
  /** The search text; '' lists every article. */
  text: string;
  pageNum: number;
  pageSize: number;
  /** The English site's list with the Chinese articles too. */
  all: boolean;
  rows: ArticleSummary[];
  total: number;
}

/** `/articleList`'s title and description; a search result is not for search engines. */
export async function articleListMetadata(locale: string, text: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'content' });
  const title = text ? t('searchResults', { text }) : t('allArticles');
  return {
    ...pageMetadata({ locale, path: '/articleList', title, description: title }),
    robots: text ? { index: false, follow: true } : undefined,
  };
}

/** Every public article, newest first, or those whose title contains the search text, paged. */
export async function ArticleListView({ locale, text, pageNum, pageSize, all, rows, total }: ArticleListViewProps) {
  const t = await getTranslations('content');
  const inEnglish = englishOnly(locale, all);
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

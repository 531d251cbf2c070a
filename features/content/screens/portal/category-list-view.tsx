import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { ArticleSummary } from '@/features/content/public-content';
import { navLabel, type NavCategory } from '@/lib/rules/nav-rules';
import { categoryListPath } from '@/lib/seo/public-routes';
import { ALL_ARTICLES_PARAM, englishOnly } from '@/lib/rules/language-scope';
import { ArticleCards } from './article-cards';
import { LanguageScope } from '@/components/portal/language-scope';
import { Pagination } from '@/components/portal/pagination';
import styles from '@/components/portal/content.module.css';

export interface CategoryListViewProps {
  parent: NavCategory;
  tabs: NavCategory[];
  active: NavCategory;
  rows: ArticleSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
  locale: string;
  /** Member-only lists link their articles into the member area. */
  membersOnly?: boolean;
  /** The English site's list with the Chinese articles too. */
  all: boolean;
}

/** A category's page: its child categories as tabs, and the chosen tab's articles, paged. */
export async function CategoryListView({
  parent,
  tabs,
  active,
  rows,
  total,
  pageNum,
  pageSize,
  locale,
  membersOnly = false,
  all,
}: CategoryListViewProps) {
  const t = await getTranslations('content');
  return (
    <main className={styles.page}>
      <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
        <Link href="/">{t('home')}</Link> › {navLabel(parent, locale)}
        {active.id !== parent.id ? ` › ${navLabel(active, locale)}` : null}
      </nav>
      <div className={styles.layout}>
        <aside>
          <h1 className={styles.title}>{navLabel(parent, locale)}</h1>
          <ul className={styles.tabs}>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <Link href={categoryListPath(parent.id, tab.id)} aria-current={tab.id === active.id ? 'page' : undefined}>
                  {navLabel(tab, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
        <section aria-label={navLabel(active, locale)}>
          <LanguageScope
            locale={locale}
            all={all}
            hrefOf={(withChinese) => categoryListPath(parent.id, active.id, 1, pageSize, withChinese)}
          />
          {rows.length === 0 ? (
            <p className={styles.empty}>{englishOnly(locale, all) ? t('emptyInEnglish') : t('empty')}</p>
          ) : (
            <ArticleCards articles={rows} locale={locale} membersOnly={membersOnly} />
          )}
          <Pagination
            total={total}
            pageNum={pageNum}
            pageSize={pageSize}
            hrefOf={(page, size) => categoryListPath(parent.id, active.id, page, size, all)}
            keep={{ parentId: parent.id, tabIndex: active.id, pageSize, ...(all ? { [ALL_ARTICLES_PARAM]: 1 } : {}) }}
            action={locale === 'en' ? '/en/areaxList' : '/areaxList'}
          />
        </section>
      </div>
    </main>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { LanguageScope } from '@/components/portal/language-scope';
import { Pagination } from '@/components/portal/pagination';
import type { Piece } from '@/features/content/article';
import { getCategoryTree } from '@/features/content/public-content';
import { CARD_COVER_SIZES } from '@/features/content/screens/portal/article-cards';
import { CoverImage } from '@/components/portal/cover-image';
import { navLabel, type NavCategory } from '@/lib/rules/nav-rules';
import { SEARCH_TEXT_MAX } from '@/lib/rules/search-rules';
import { localisedPath } from '@/lib/seo/locale-path';
import { articlePath } from '@/lib/seo/public-routes';
import { pageMetadata } from '@/lib/seo/seo';
import { readSearchQuery, searchFields, searchFor, type SearchQuery } from '../search-read';
import contentStyles from '@/components/portal/content.module.css';
import styles from './search-page.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function searchMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const { q } = readSearchQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'search' });
  const title = q ? t('resultsFor', { q }) : t('title');
  // Results pages are the reader's own question: search engines follow their links but list none of them.
  return { ...pageMetadata({ locale, path: '/search', title, description: t('title') }), robots: { index: false, follow: true } };
}

/** Text with the words found drawn in <mark>: pieces, never HTML. */
function Marked({ pieces }: { pieces: Piece[] }) {
  return pieces.map((piece, i) => (piece.mark ? <mark key={i}>{piece.text}</mark> : piece.text));
}

/** Every category, those under another indented below it. */
function categoryOptions(tree: NavCategory[], locale: string, depth = 0): { id: number; label: string }[] {
  return tree.flatMap((category) => [
    { id: category.id, label: `${'\u3000'.repeat(depth)}${navLabel(category, locale)}` },
    ...categoryOptions(category.children, locale, depth + 1),
  ]);
}

type Option = { id: number; label: string };

async function SearchForm({ query, categories, action }: { query: SearchQuery; categories: Option[]; action: string }) {
  const t = await getTranslations('search');
  return (
    <form role="search" method="get" action={action} className={styles.form}>
      <input type="search" name="q" defaultValue={query.q} maxLength={SEARCH_TEXT_MAX} aria-label={t('words')} placeholder={t('words')} />
      <span className={styles.field}>
        <label htmlFor="search-type">{t('category')}</label>
        <select id="search-type" name="typeId" defaultValue={query.typeId}>
          <option value="">{t('allCategories')}</option>
          {categories.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
      <span className={styles.field}>
        <span className={styles.field}>
          <label htmlFor="search-from">{t('from')}</label>
          <input id="search-from" type="date" name="beginTime" defaultValue={query.beginTime} />
        </span>
        <span className={styles.field}>
          <label htmlFor="search-to">{t('to')}</label>
          <input id="search-to" type="date" name="endTime" defaultValue={query.endTime} />
        </span>
      </span>
      {query.all ? <input type="hidden" name="all" value="1" /> : null}
      <button type="submit">{t('submit')}</button>
    </form>
  );
}

/** `/search?q=`: the full-text search of the articles the reader may read, with filters and pages. */
export async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = readSearchQuery(await searchParams);
  const t = await getTranslations('search');
  const outcome = query.q ? await searchFor(query, locale) : null;
  const fields = searchFields(query);
  const hrefOf = (pageNum: number, pageSize: number) =>
    `/search?${new URLSearchParams({ ...fields, pageNum: String(pageNum), pageSize: String(pageSize) })}`;
  const categories = categoryOptions(await getCategoryTree(), locale);
  const categoryName = (typeId: number) => categories.find((option) => option.id === typeId)?.label.trim();
  return (
    <main className={contentStyles.page}>
      <h1 className={contentStyles.title}>{query.q ? t('resultsFor', { q: query.q }) : t('title')}</h1>
      <SearchForm query={query} categories={categories} action={localisedPath(locale, '/search')} />
      {query.q ? (
        <LanguageScope
          locale={locale}
          all={query.all}
          hrefOf={(withChinese) => `/search?${new URLSearchParams(searchFields({ ...query, all: withChinese }))}`}
        />
      ) : null}
      {!outcome ? <p className={contentStyles.empty}>{t('prompt')}</p> : null}
      {outcome?.kind === 'signIn' ? (
        <p className={contentStyles.empty}>
          {t('signIn')}{' '}
          <Link href={`/login?redirect=${encodeURIComponent(localisedPath(locale, hrefOf(1, query.pageSize)))}`}>{t('toLogin')}</Link>
        </p>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <p className={contentStyles.empty} role="alert">
          {outcome.msg}
        </p>
      ) : null}
      {outcome?.kind === 'found' ? (
        <>
          <p className={styles.count}>{t('found', { total: outcome.total })}</p>
          {outcome.rows.length === 0 ? <p className={contentStyles.empty}>{t('none')}</p> : null}
          <ol className={`${contentStyles.list} ${styles.results}`}>
            {outcome.rows.map((hit) => (
              <li key={hit.id} className={contentStyles.item}>
                {hit.cover ? <CoverImage cover={hit.cover} sizes={CARD_COVER_SIZES} /> : null}
                <div>
                  <h2>
                    <Link href={articlePath(hit.id, hit.membersOnly)}>
                      <Marked pieces={hit.title} />
                    </Link>
                  </h2>
                  <p>
                    <Marked pieces={hit.snippet} />
                  </p>
                  <span className={styles.facts}>
                    <span>{categoryName(hit.typeId) ?? hit.typeName}</span>
                    <time dateTime={hit.publishTime?.slice(0, 10)}>{hit.publishTime?.slice(0, 10)}</time>
                  </span>
                </div>
              </li>
            ))}
          </ol>
          <Pagination
            total={outcome.total}
            pageNum={query.pageNum}
            pageSize={query.pageSize}
            hrefOf={hrefOf}
            keep={{ ...fields, pageSize: query.pageSize }}
            action={localisedPath(locale, '/search')}
          />
        </>
      ) : null}
    </main>
  );
}

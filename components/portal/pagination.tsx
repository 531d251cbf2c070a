import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { NARROW_PAGER_COUNT, pagerPages } from '@/lib/rules/pager';
import { PAGE_SIZES } from '@/lib/seo/public-routes';
import styles from './pagination.module.css';

export interface PaginationProps {
  total: number;
  pageNum: number;
  pageSize: number;
  /** The public URL of a page of this list. */
  hrefOf: (pageNum: number, pageSize: number) => string;
  /** Query fields the jump form must keep. */
  keep: Record<string, string | number>;
  /** The list's path, for the jump form. */
  action: string;
}

/**
 * The spec's pager (total, sizes, prev, pager, next, jumper) as plain links and a GET form, so
 * it works without JavaScript and every page is a cacheable URL. An empty list, which says so
 * itself, has none.
 */
export async function Pagination({ total, pageNum, pageSize, hrefOf, keep, action }: PaginationProps) {
  if (total === 0) return null;
  const t = await getTranslations('content');
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const narrow = new Set(pagerPages(pageNum, pageCount, NARROW_PAGER_COUNT));
  return (
    <nav className={styles.pager} aria-label={t('pagination')}>
      <span>{t('total', { total })}</span>
      <span className={styles.sizes}>
        {PAGE_SIZES.map((size) => (
          <Link key={size} href={hrefOf(1, size)} aria-current={size === pageSize ? 'true' : undefined}>
            {t('perPage', { size })}
          </Link>
        ))}
      </span>
      {pageNum > 1 ? <Link href={hrefOf(pageNum - 1, pageSize)}>{t('previous')}</Link> : <span aria-disabled="true">{t('previous')}</span>}
      {pagerPages(pageNum, pageCount).map((page) => (
        <Link
          key={page}
          href={hrefOf(page, pageSize)}
          aria-label={t('pageLabel', { page })}
          aria-current={page === pageNum ? 'page' : undefined}
          data-far={!narrow.has(page) || undefined}
        >
          {page}
        </Link>
      ))}
      {pageNum < pageCount ? <Link href={hrefOf(pageNum + 1, pageSize)}>{t('next')}</Link> : <span aria-disabled="true">{t('next')}</span>}
      <form action={action} method="get" className={styles.jumper}>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label>
          {t('goTo')} <input type="number" name="pageNum" min={1} max={pageCount} defaultValue={pageNum} /> {t('page')}
        </label>
      </form>
    </nav>
  );
}

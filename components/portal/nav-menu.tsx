'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useOnChange } from '../common/browser-state';
import { Link, usePagePath } from '@/i18n/link';
import { highlightedNavId, navHref, navLabel, type NavCategory } from '@/lib/rules/nav-rules';
import styles from './shell.module.css';

export interface NavMenuProps {
  items: NavCategory[];
  locale: string;
}

/** The list of navigation links; `highlighted` marks the current section. */
function NavList({ items, locale, highlighted, open }: NavMenuProps & { highlighted: number | null; open: boolean }) {
  return (
    <ul className={styles.navList} data-open={open}>
      {items.map((item) => (
        <li key={item.id} data-nav-id={item.id}>
          <Link href={navHref(item)} aria-current={item.id === highlighted ? 'page' : undefined}>
            {navLabel(item, locale)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The toggle and the list: the same markup while the server's copy shows and once the menu runs,
 * so nothing moves when it takes over.
 */
function NavFrame({
  items,
  locale,
  highlighted,
  open,
  onToggle,
}: NavMenuProps & { highlighted: number | null; open: boolean; onToggle?: () => void }) {
  const t = useTranslations('portal');
  return (
    <>
      <button type="button" className={styles.navToggle} aria-expanded={open} onClick={onToggle}>
        ☰ {t('menu')}
      </button>
      <NavList items={items} locale={locale} highlighted={highlighted} open={open} />
    </>
  );
}

/** The menu before its script runs (it reads the address in the browser): closed, unhighlighted. */
export function NavFallback({ items, locale }: NavMenuProps) {
  return <NavFrame items={items} locale={locale} highlighted={null} open={false} />;
}

/**
 * The navigation bar: the current section highlighted by the spec's rules, and under 768 px
 * collapsed behind a toggle that closes again on navigation.
 */
export function NavMenu({ items, locale }: NavMenuProps) {
  const pathname = usePagePath();
  const search = useSearchParams();
  const [open, setOpen] = useState(false);
  const query = search.toString();
  useOnChange(`${pathname}?${query}`, () => setOpen(false));
  return (
    <NavFrame
      items={items}
      locale={locale}
      highlighted={highlightedNavId(items, pathname, search)}
      open={open}
      onToggle={() => setOpen((o) => !o)}
    />
  );
}

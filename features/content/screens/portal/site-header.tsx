import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Link } from '@/i18n/link';
import { visibleNavItems, type NavCategory } from '@/lib/rules/nav-rules';
import { LanguageLinks } from '@/components/common/language-links';
import { LanguageToggle } from '@/components/common/language-toggle';
import { NavFallback, NavMenu } from '@/components/portal/nav-menu';
import { SearchBox } from './search-box';
import { UserArea } from '@/features/auth';
import styles from '@/components/portal/shell.module.css';

/** Logo, search, language, sign-in state and the navigation from the server. */
export async function SiteHeader({ locale, navigation }: { locale: string; navigation: NavCategory[] }) {
  const site = await getTranslations('site');
  const t = await getTranslations('portal');
  const language = await getTranslations('language');
  const items = visibleNavItems(navigation, locale);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          {/* A plain img: the logo is a small static SVG. */}
          <img src="/logo.svg" alt="" width={36} height={36} />
          {site('name')}
        </Link>
        <div className={styles.tools}>
          <SearchBox categories={navigation} />
          <Suspense
            fallback={<LanguageLinks locale={locale} label={language('label')} names={{ zh: language('zh'), en: language('en') }} />}
          >
            <LanguageToggle />
          </Suspense>
          <UserArea />
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('mainNav')}>
        <div className={styles.navInner}>
          <Suspense fallback={<NavFallback items={items} locale={locale} />}>
            <NavMenu items={items} locale={locale} />
          </Suspense>
          {/* Without JavaScript the toggle cannot open the list: under 768 px the links show instead. */}
          <noscript>
            <style>{`.${styles.navToggle}{display:none!important}.${styles.navList}{display:flex!important}`}</style>
          </noscript>
        </div>
      </nav>
    </header>
  );
}

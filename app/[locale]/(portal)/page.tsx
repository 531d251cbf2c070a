import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleLinkList } from '@/components/portal/article-link-list';
import { Link } from '@/i18n/link';
import { getHomeSections } from '@/lib/content/public-content';
import { navHref, navLabel, visibleNavItems } from '@/lib/rules/nav-rules';
import { pageMetadata } from '@/lib/seo/seo';
import styles from './home.module.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const site = await getTranslations({ locale, namespace: 'site' });
  return pageMetadata({ locale, path: '/', title: site('name'), description: site('tagline'), absoluteTitle: true });
}

/** Home: one section per category with a home area, each with its newest articles. */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, site, sections] = await Promise.all([getTranslations('portal'), getTranslations('site'), getHomeSections()]);
  return (
    <main className={styles.home}>
      <section className={styles.hero}>
        <h1>{site('name')}</h1>
        <p>{site('tagline')}</p>
      </section>
      <div className={styles.sections}>
        {visibleNavItems(sections, locale).map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={`section-${section.id}`}>
            <header>
              <h2 id={`section-${section.id}`}>{navLabel(section, locale)}</h2>
              <Link href={navHref(section)}>{t('more')} ›</Link>
            </header>
            <ArticleLinkList articles={section.articles} locale={locale} />
          </section>
        ))}
      </div>
    </main>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleLinkList, articleTitle } from '@/features/content/screens/portal/article-link-list';
import { headlineCardSpans } from '@/features/content/screens/portal/headline-cards';
import { CoverImage } from '@/components/portal/cover-image';
import { Link } from '@/i18n/link';
import { inLocale } from '@/lib/content/in-locale';
import { getHeadlines, getHomeSections, type ArticleSummary } from '@/features/content/public-content';
import { englishOnly } from '@/lib/rules/language-scope';
import { navHref, navLabel, visibleNavItems } from '@/lib/rules/nav-rules';
import { articlePath } from '@/lib/seo/public-routes';
import { pageMetadata } from '@/lib/seo/seo';
import styles from './home.module.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const site = await getTranslations({ locale, namespace: 'site' });
  return pageMetadata({ locale, path: '/', title: site('name'), description: site('tagline'), absoluteTitle: true });
}

const day = (article: ArticleSummary) => article.publishTime?.slice(0, 10);

/** The newest headline as the lead story, with its cover large; the next ones as cards, in rows with no empty cell. */
async function Headlines({ headlines, locale }: { headlines: ArticleSummary[]; locale: string }) {
  const t = await getTranslations('portal');
  const [lead, ...cards] = headlines;
  if (!lead) return null;
  const spans = headlineCardSpans(cards.length);
  return (
    <section className={styles.headlines} aria-label={t('headlines')}>
      <article className={styles.lead}>
        {lead.cover ? (
          <Link href={articlePath(lead.id)} tabIndex={-1} aria-hidden>
            <CoverImage cover={lead.cover} sizes="(max-width: 767px) 100vw, 720px" first />
          </Link>
        ) : null}
        <div>
          <h2>
            <Link href={articlePath(lead.id)}>{articleTitle(lead, locale)}</Link>
          </h2>
          <p>{inLocale(lead.summary, lead.summaryEs, locale)}</p>
          <time dateTime={day(lead)}>{day(lead)}</time>
        </div>
      </article>
      {cards.length ? (
        <ul className={styles.cards}>
          {cards.map((card, index) => (
            <li key={card.id} className={spans[index] === 'both' ? styles.wide : undefined}>
              {card.cover ? (
                <CoverImage
                  cover={card.cover}
                  sizes={spans[index] === 'both' ? '(max-width: 767px) 100vw, 460px' : '(max-width: 767px) 50vw, 220px'}
                />
              ) : null}
              <h3>
                <Link href={articlePath(card.id)}>{articleTitle(card, locale)}</Link>
              </h3>
              <time dateTime={day(card)}>{day(card)}</time>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Home: the headlines with their covers, then one section per category with a home area, each with its newest articles. */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const inEnglish = englishOnly(locale, false);
  const [t, site, headlines, sections] = await Promise.all([
    getTranslations('portal'),
    getTranslations('site'),
    getHeadlines(inEnglish),
    getHomeSections(inEnglish),
  ]);
  return (
    <main className={styles.home}>
      <section className={styles.hero}>
        <h1>{site('name')}</h1>
        <p>{site('tagline')}</p>
      </section>
      <Headlines headlines={headlines} locale={locale} />
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

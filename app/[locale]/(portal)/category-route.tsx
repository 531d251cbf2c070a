import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleCards } from '@/features/content/screens/portal/article-cards';
import { Link } from '@/i18n/link';
import { SinglePageView } from '@/features/content/screens/portal/single-page-view';
import { findCategory } from '@/lib/rules/category-tree';
import { getArticlePage, getCategoryTree } from '@/features/content/public-content';
import { LanguageScope } from '@/components/portal/language-scope';
import { englishOnly } from '@/lib/rules/language-scope';
import { navLabel } from '@/lib/rules/nav-rules';
import { categoryListPath, DEFAULT_PAGE_SIZE } from '@/lib/seo/public-routes';
import { pageMetadata } from '@/lib/seo/seo';
import styles from '@/components/portal/content.module.css';

/** A fixed page shows at most this many articles per section; the category list pages them all. */
const OVERVIEW_SIZE = 50;

type Props = { params: Promise<{ locale: string }> };

export interface CategoryRouteOptions {
  categoryId: number;
  /** The page's own path, also its canonical URL (several spellings share one page). */
  path: string;
  /** Show the articles' full bodies one after another (an "about" page) instead of cards. */
  fullText?: boolean;
  /** A link under the title to the page's action (membership: the sign-up), labelled from `content`. */
  action?: { href: string; labelKey: string };
}

async function categoryOf(categoryId: number) {
  const category = findCategory(await getCategoryTree(), categoryId);
  if (!category) notFound();
  return category;
}

/**
 * One of the spec's fixed content pages (/trainingEvent, /meritRating, /certificate, /AboutUs,
 * /memberShip, ...): a category with its sections, rendered on the server and cached.
 */
export function categoryRoute({ categoryId, path, fullText = false, action }: CategoryRouteOptions) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    const category = await categoryOf(categoryId);
    const site = await getTranslations({ locale, namespace: 'site' });
    return pageMetadata({
      locale,
      path,
      title: navLabel(category, locale),
      description: `${navLabel(category, locale)} - ${site('name')}`,
    });
  }

  async function Page({ params }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    const category = await categoryOf(categoryId);
    const sections = category.children.length ? category.children : [category];
    // On the English site the English articles; each section's list offers the Chinese ones too.
    const inEnglish = englishOnly(locale, false);
    const pages = await Promise.all(sections.map((section) => getArticlePage(section.id, 1, OVERVIEW_SIZE, inEnglish && !fullText)));
    if (fullText) return <SinglePageView category={category} articleIds={pages[0].rows.map((row) => row.id)} locale={locale} />;
    const t = await getTranslations('content');
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{navLabel(category, locale)}</h1>
        {action ? (
          <p>
            <Link className={styles.action} href={action.href}>
              {t(action.labelKey)}
            </Link>
          </p>
        ) : null}
        {sections.map((section, i) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`}>
            {sections.length > 1 ? (
              <h2 id={`section-${section.id}`} className={styles.sectionTitle}>
                {navLabel(section, locale)}
              </h2>
            ) : null}
            <LanguageScope
              locale={locale}
              all={false}
              hrefOf={() => categoryListPath(category.id, section.id, 1, DEFAULT_PAGE_SIZE, true)}
            />
            {pages[i].rows.length ? (
              <ArticleCards articles={pages[i].rows} locale={locale} />
            ) : (
              <p className={styles.empty}>{t(inEnglish ? 'emptyInEnglish' : 'empty')}</p>
            )}
          </section>
        ))}
      </main>
    );
  }

  return { generateMetadata, Page };
}

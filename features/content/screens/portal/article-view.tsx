import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { categoryPath, findCategory } from '@/lib/rules/category-tree';
import type { Article } from '@/features/content/public-content';
import { categoryListHref, navHref, navLabel, type NavCategory } from '@/lib/rules/nav-rules';
import { ActivitySignupIsland } from '@/features/member/activity/screens/activity-signup-island';
import type { ActivityTexts } from '@/features/member/activity/screens/activity-signup';
import { messageTemplates } from '@/lib/format/message-template';
import { publicArticle } from '@/features/content/article/public-contract';
import { API_BASE } from '@/lib/http/api-base';
import { pathOf } from '@/lib/contract/router';
import { ArticleContent } from './article-content';
import { LiveViews } from '@/components/portal/live-views';
import styles from '@/components/portal/content.module.css';

const VIEWS_MARK = '\u0000';

/**
 * One article: breadcrumb, then the article in the reader's language with its activity's sign-up.
 * The page counts the article's open activities as it read the article (cached for everyone, or
 * with the reader's token for a member-only one).
 */
export async function ArticleView({
  article,
  activityCount,
  tree,
  locale,
}: {
  article: Article;
  activityCount: number;
  tree: NavCategory[];
  locale: string;
}) {
  const category = findCategory(tree, article.typeId);
  const [t, member] = await Promise.all([getTranslations('content'), getTranslations('member')]);
  const trail = category ? categoryPath(tree, category.id) : [];
  // The message around a marker the number never contains, split where the number goes.
  const [before, after] = t('views', { count: VIEWS_MARK }).split(VIEWS_MARK);
  return (
    <main className={styles.page}>
      <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
        <Link href="/">{t('home')}</Link>
        {trail.map((c) => (
          <span key={c.id}>
            {' › '}
            <Link href={c.parentId === 0 ? navHref(c) : categoryListHref(c)}>{navLabel(c, locale)}</Link>
          </span>
        ))}
      </nav>
      <ArticleContent
        article={article}
        locale={locale}
        t={t}
        views={
          <LiveViews
            countUrl={`${API_BASE}${pathOf(publicArticle.view, { id: article.id })}`}
            initial={article.viewCount}
            label={[before, after ?? '']}
          />
        }
      >
        {activityCount > 0 ? (
          <ActivitySignupIsland articleId={article.id} locale={locale} texts={messageTemplates<ActivityTexts>(member.raw('activity'))} />
        ) : null}
      </ArticleContent>
    </main>
  );
}

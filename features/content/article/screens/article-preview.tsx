'use client';

import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ViewDialog, useShownWhileClosing } from '@/components/admin/list/view-dialog';
import { ancestorIdsOf } from '@/components/admin/tree/tree-filter';
import { ArticleContent, type ShownArticle } from '@/features/content/screens/portal/article-content';
import styles from '@/components/portal/content.module.css';
import { flattenTree, type TreeSelectNode } from '@/lib/tree-select';

/** What a preview draws: a saved article, or the editor's values before saving. */
export type PreviewArticle = ShownArticle & { typeId: number; typeName: string | null };

const LOCALES = ['zh', 'en'] as const;
type Locale = (typeof LOCALES)[number];

/** The names of the categories leading to the article's, as the page's breadcrumb shows them. */
function categoryTrail(categories: TreeSelectNode[], article: PreviewArticle): string[] {
  const labels = new Map(flattenTree(categories).map((node) => [String(node.id), node.label]));
  const trail = [...ancestorIdsOf(categories, article.typeId), String(article.typeId)].flatMap((id) => labels.get(id) ?? []);
  return trail.length ? trail : article.typeName ? [article.typeName] : [];
}

/**
 * An article as the public article page draws it (the same `ArticleContent` in the page's
 * styles, under its breadcrumb), in either language.
 */
export function ArticlePreview({
  article,
  categories,
  onClose,
}: {
  article: PreviewArticle | null;
  categories: TreeSelectNode[];
  onClose: () => void;
}) {
  const t = useTranslations('admin.article.publicView');
  const adminLocale = useLocale();
  const [locale, setLocale] = useState<Locale>(adminLocale === 'en' ? 'en' : 'zh');
  const shown = useShownWhileClosing(article);
  const languages = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      onChange={(_, next: Locale | null) => next && setLocale(next)}
      aria-label={t('language')}
    >
      {LOCALES.map((one) => (
        <ToggleButton key={one} value={one}>
          {t(`languages.${one}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );

  return (
    <ViewDialog
      open={article !== null}
      title={t('title')}
      namespace="admin.article.publicView"
      onClose={onClose}
      headerAction={languages}
      maxWidth="lg"
    >
      {shown ? (
        <Box className={styles.page} sx={{ bgcolor: '#f5f5f5' }}>
          <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
            {[t('home'), ...categoryTrail(categories, shown)].join(' › ')}
          </nav>
          <ArticleContent article={shown} locale={locale} t={t} />
        </Box>
      ) : null}
    </ViewDialog>
  );
}

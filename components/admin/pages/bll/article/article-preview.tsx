'use client';

import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { flattenTree, type TreeSelectNode } from '@/lib/api/tree-select';
import type { Article } from '@/lib/api/article';
import { ancestorIdsOf } from '@/components/admin/tree/tree-filter';
import { articleTitle } from '@/components/portal/article-link-list';
import styles from '@/components/portal/content.module.css';
import { imageSrc } from '@/lib/image-src';
import { sanitizeArticleHtml } from '@/lib/sanitize-article';

/** What a preview draws: a saved article, or the editor's values before saving. */
export type PreviewArticle = Pick<Article, 'typeId' | 'typeName' | 'articleName' | 'articleEsName' | 'summary' | 'cover' | 'author' | 'source' | 'publishTime' | 'viewCount' | 'content' | 'contentEs'>;

const LOCALES = ['zh', 'en'] as const;
type Locale = (typeof LOCALES)[number];

/** The names of the categories leading to the article's, as the page's breadcrumb shows them. */
function categoryTrail(categories: TreeSelectNode[], article: PreviewArticle): string[] {
  const labels = new Map(flattenTree(categories).map((node) => [String(node.id), node.label]));
  const trail = [...ancestorIdsOf(categories, article.typeId), String(article.typeId)].flatMap((id) => labels.get(id) ?? []);
  return trail.length ? trail : article.typeName ? [article.typeName] : [];
}

/**
 * An article as the public article page draws it (components/portal/article-view.tsx): the same
 * styles, breadcrumb, title, facts, cover and body cleaned by the same allow-list, in either
 * language (an English reader without an English body gets the Chinese one with a note).
 */
export function ArticlePreview({ article, categories, onClose }: { article: PreviewArticle | null; categories: TreeSelectNode[]; onClose: () => void }) {
  const t = useTranslations('admin.article.publicView');
  const adminLocale = useLocale();
  const titleId = useId();
  const [locale, setLocale] = useState<Locale>(adminLocale === 'en' ? 'en' : 'zh');
  if (!article) return null;
  const english = locale === 'en' && Boolean(article.contentEs);
  const day = article.publishTime?.slice(0, 10);

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <ToggleButtonGroup size="small" exclusive value={locale} onChange={(_, next: Locale | null) => next && setLocale(next)} aria-label={t('language')} sx={{ position: 'absolute', top: 12, right: 24 }}>
        {LOCALES.map((one) => (
          <ToggleButton key={one} value={one}>
            {t(`languages.${one}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <DialogContent dividers sx={{ bgcolor: '#f5f5f5' }}>
        <Box className={styles.page}>
          <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
            {[t('home'), ...categoryTrail(categories, article)].join(' › ')}
          </nav>
          <article className={styles.article}>
            <h1>{articleTitle(article, locale)}</h1>
            <p className={styles.facts}>
              {day ? <time dateTime={day}>{day}</time> : null}
              {article.author ? <span>{t('author', { author: article.author })}</span> : null}
              {article.source ? <span>{t('source', { source: article.source })}</span> : null}
              <span>{t('views', { count: article.viewCount })}</span>
            </p>
            {locale === 'en' && !english ? <p className={styles.note}>{t('chineseOnly')}</p> : null}
            {article.cover ? <img className={styles.cover} src={imageSrc(article.cover)} alt="" width={800} height={450} /> : null}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(english ? article.contentEs : article.content) }} />
          </article>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

'use client';

import { Chip } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { ARTICLE_STATUSES, type ArticleStatus } from '@/features/content/article/client/api';
import type { DictOption } from '@/features/member';

const COLOURS: Record<ArticleStatus, 'default' | 'success' | 'warning'> = { '0': 'default', '1': 'success', '2': 'warning' };

/** The statuses as the list's filter offers them (草稿, 已发布, 已撤回). */
export function useArticleStatusOptions(): DictOption[] {
  const t = useTranslations('admin.article');
  return useMemo(() => ARTICLE_STATUSES.map((status) => ({ dictValue: status, dictLabel: t(`statuses.${status}`) })), [t]);
}

/** An article's status in the list: a draft grey, a published one green, a withdrawn one orange. */
export function ArticleStatusTag({ status }: { status: ArticleStatus }) {
  const t = useTranslations('admin.article');
  return <Chip size="small" variant="outlined" color={COLOURS[status] ?? 'default'} label={t(`statuses.${status}`)} />;
}

'use client';

import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/components/admin/permission';
import { articleRows, type ArticleRow } from '@/features/content/article';

/** How long typing pauses before the titles are searched. */
const SEARCH_DELAY_MS = 300;
/** How many titles the picker offers at once. */
const OFFERED = 10;

type ArticleChoice = Pick<ArticleRow, 'id' | 'articleName'>;

interface Props {
  label: string;
  value: number | null;
  onChange: (articleId: number | null) => void;
  error?: string;
}

/**
 * 关联文章: the article whose page shows the activity's sign-up form. Searched by title for
 * those who may list articles; anyone else types the article's number. The API checks it exists.
 */
export function ArticlePicker({ label, value, onChange, error }: Props) {
  const auth = useAuth();
  const t = useTranslations('admin.activity');
  if (!auth.hasPermi('bll:article:list')) {
    return (
      <TextField
        fullWidth
        label={label}
        value={value ?? ''}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          onChange(digits ? Number(digits) : null);
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={Boolean(error)}
        helperText={error ?? t('articleIdHint')}
      />
    );
  }
  return <ArticleSearch label={label} value={value} onChange={onChange} error={error} />;
}

function ArticleSearch({ label, value, onChange, error }: Props) {
  const t = useTranslations('admin.activity');
  // What was typed, not the label MUI writes into the box after a choice.
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  // Remembers the chosen article's title; an activity loaded for editing knows only the number.
  const [chosen, setChosen] = useState<ArticleChoice | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ['activity-article-search', text],
    queryFn: async (): Promise<ArticleChoice[]> => (await articleRows.list({ articleName: text, pageNum: 1, pageSize: OFFERED })).rows,
    placeholderData: keepPreviousData,
  });
  // One object per value: MUI takes a new value object for a new choice and rewrites the box.
  const current = useMemo(() => (value === null ? null : chosen?.id === value ? chosen : { id: value, articleName: '' }), [value, chosen]);

  return (
    <Autocomplete<ArticleChoice>
      options={found.data ?? []}
      value={current}
      filterOptions={(options) => options}
      getOptionLabel={(article) =>
        article.articleName ? t('articleOption', { id: article.id, title: article.articleName }) : t('articleNumber', { id: article.id })
      }
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, next, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(reason === 'clear' ? '' : next);
      }}
      onChange={(_, article) => {
        setChosen(article);
        onChange(article?.id ?? null);
      }}
      loading={found.isFetching}
      loadingText={t('articleSearching')}
      noOptionsText={t('articleNone')}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={t('articlePlaceholder')} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

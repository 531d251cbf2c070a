'use client';

import { Box } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { ListScreen } from '@/components/admin/list/list-screen';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { TreeSelectField } from '@/components/admin/tree/tree-select-field';
import { articleRows, getArticle, type ArticleRow } from '@/features/content/article/client/api';
import { categoryTreeSelect, categoryTree } from '@/features/content/category';
import { ArticleEditor } from './article-editor';
import { emptyArticle, valuesOf, wireValuesOf, type ArticleFormValues } from './article-form-values';
import { ArticlePreview, type PreviewArticle } from './article-preview';
import { ArticleStatusTag, useArticleStatusOptions } from './article-status';
import { RowButton } from '@/components/admin/list/row-actions';

/** The list leaves the bodies out: editing and previewing load the whole article (at its current version); null when refused. */
const wholeArticle = (row: ArticleRow) => unlessRefused(() => getArticle(row.id));
const editingOf = async (row: ArticleRow | null) => {
  if (!row) return emptyArticle();
  const article = await wholeArticle(row);
  return article ? valuesOf(article) : null;
};

/** `/bll/article` (文章管理): every article of every status, with the full-screen editor and the public page's preview. */
export default function ArticlePage() {
  const t = useTranslations('admin.article');
  const statusOptions = useArticleStatusOptions();
  // Under the categories' key, so a change on the category screen refreshes the pickers too.
  const categories = useQuery({ queryKey: [categoryTree.key, 'treeselect'], queryFn: categoryTreeSelect });
  const [preview, setPreview] = useState<PreviewArticle | null>(null);

  const openPreview = useCallback(async (row: ArticleRow) => {
    const article = await wholeArticle(row);
    if (article) setPreview(article);
  }, []);
  const previewDraft = (values: ArticleFormValues) => {
    const shown = wireValuesOf(values);
    setPreview({ ...shown, typeId: values.typeId ?? 0, typeName: null, publishTime: shown.publishTime || null, viewCount: 0 });
  };

  const columns = useMemo<ColumnSpec<ArticleRow>[]>(
    () => [
      {
        key: 'articleName',
        align: 'left',
        render: (row) => (
          <Box sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={row.articleName}>
            {row.articleName}
          </Box>
        ),
      },
      'typeName',
      { key: 'status', label: t('status'), render: (row) => <ArticleStatusTag status={row.status} /> },
      { key: 'isTop', label: t('isTop'), render: (row) => t(row.isTop === '1' ? 'yes' : 'no') },
      'publishTime',
      'viewCount',
    ],
    [t],
  );
  const previewButton = useCallback(
    (row: ArticleRow) => (
      <RowButton permission={'bll:article:query'} icon={<PreviewIcon />} onClick={() => void openPreview(row)}>
        {t('preview')}
      </RowButton>
    ),
    [t, openPreview],
  );
  const categoryOptions = categories.data ?? [];

  return (
    <>
      <ListScreen
        namespace="admin.article"
        api={articleRows}
        columns={columns}
        rowButtons={previewButton}
        queryFields={[
          (list) => (
            <Box sx={{ width: 220 }}>
              <TreeSelectField
                label={t('typeId')}
                value={list.filters.typeId ? Number(list.filters.typeId) : null}
                onChange={(id) => list.setFilter('typeId', id === null ? '' : String(id))}
                options={categoryOptions}
              />
            </Box>
          ),
          'articleName',
          { name: 'status', options: statusOptions },
          { dateRange: 'createTime' },
        ]}
        editingOf={editingOf}
        form={({ editing, onClose, onSave }) => (
          <ArticleEditor initial={editing} categories={categoryOptions} onClose={onClose} onSave={onSave} onPreview={previewDraft} />
        )}
        exportName="article"
      />
      <ArticlePreview article={preview} categories={categoryOptions} onClose={() => setPreview(null)} />
    </>
  );
}

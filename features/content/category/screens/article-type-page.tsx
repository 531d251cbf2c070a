'use client';

import { Chip } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Column } from '@/components/admin/list/data-table';
import { TreeCrudScreen } from '@/components/admin/list/tree-crud-screen';
import {
  addArticleType,
  deleteArticleType,
  listArticleType,
  updateArticleType,
  type ArticleType,
} from '@/features/content/category/client/api';
import { MEMBER_ONLY_CATEGORY_ID } from '@/lib/http/ids';
import type { TreeNode } from '@/lib/tree';
import { ARTICLE_TYPE_LIST_KEY } from './article-type-keys';
import { ArticleTypeForm } from './article-type-form';
import { emptyArticleType, valuesOf } from './article-type-form-values';

/** The member-only category carries the member-only rule: it is never deleted. */
const isRemovable = (row: ArticleType) => row.id !== MEMBER_ONLY_CATEGORY_ID;

/** `/bll/articleType` (栏目管理): the categories, which are also the public navigation, as a tree opened at first. */
export default function ArticleTypePage() {
  const t = useTranslations('admin.articleType');
  const columns = useMemo<Column<TreeNode<ArticleType>>[]>(
    () => [
      { key: 'bllEsName', label: t('bllEsName') },
      { key: 'bllType', label: t('bllType'), render: (row) => t(`types.${row.bllType}`) },
      { key: 'bllValue', label: t('bllValue') },
      { key: 'indexArea', label: t('indexArea'), render: (row) => (row.indexArea > 0 ? row.indexArea : '') },
      { key: 'orderNum', label: t('orderNum') },
      {
        key: 'menuFlag',
        label: t('menuFlag'),
        render: (row) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.menuFlag === '1' ? 'success' : 'default'}
            label={t(`menuFlags.${row.menuFlag === '1' ? '1' : '0'}`)}
          />
        ),
      },
    ],
    [t],
  );
  return (
    <TreeCrudScreen
      namespace="admin.articleType"
      listKey={ARTICLE_TYPE_LIST_KEY}
      fetch={listArticleType}
      idKey="id"
      nameKey="bllName"
      permission="bll:articleType"
      columns={columns}
      initiallyExpanded
      emptyValues={emptyArticleType}
      valuesOf={valuesOf}
      canRemove={isRemovable}
      add={addArticleType}
      update={updateArticleType}
      remove={deleteArticleType}
      form={ArticleTypeForm}
    />
  );
}

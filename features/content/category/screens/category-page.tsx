'use client';

import { Chip } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { TreeCrudScreen } from '@/components/admin/list/tree-crud-screen';
import { categoryTree, type Category } from '@/features/content/category/client/api';
import { MEMBER_ONLY_CATEGORY_ID } from '@/lib/http/ids';
import type { TreeNode } from '@/lib/tree';
import { CategoryForm } from './category-form';
import { emptyCategory, valuesOf } from './category-form-values';

/** The member-only category carries the member-only rule: it is never deleted. */
const isRemovable = (row: Category) => row.id !== MEMBER_ONLY_CATEGORY_ID;

/** `/bll/articleType` (栏目管理): the categories, which are also the public navigation, as a tree opened at first. */
export default function CategoryPage() {
  const t = useTranslations('admin.articleType');
  const columns = useMemo<ColumnSpec<TreeNode<Category>>[]>(
    () => [
      'bllEsName',
      { key: 'bllType', render: (row) => t(`types.${row.bllType}`) },
      'bllValue',
      { key: 'indexArea', render: (row) => (row.indexArea > 0 ? row.indexArea : '') },
      'orderNum',
      {
        key: 'menuFlag',
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
      api={categoryTree}
      nameKey="bllName"
      columns={columns}
      initiallyExpanded
      emptyValues={emptyCategory}
      valuesOf={valuesOf}
      canRemove={isRemovable}
      form={CategoryForm}
    />
  );
}

'use client';

import { Box, Button, TextField } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { DataTable, useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { ListButtons } from '@/components/admin/list/list-buttons';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { RowActions } from '@/components/admin/list/row-actions';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useEditableList } from '@/components/admin/list/use-editable-list';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { HasPermi } from '@/components/admin/permission';
import { TreeSelectField } from '@/components/admin/tree/tree-select-field';
import {
  ARTICLE_EXPORT_PATH,
  addArticle,
  deleteArticles,
  getArticle,
  listArticles,
  updateArticle,
  type ArticleRow,
} from '@/features/content/article/client/api';
import { articleTypeTreeSelect } from '@/features/content/category/client/api';
import { downloadExport } from '@/lib/http/download';
import { ARTICLE_TYPE_LIST_KEY } from '@/features/content/category/screens/article-type-keys';
import { ArticleEditor } from './article-editor';
import { emptyArticle, inputOf, valuesOf, type ArticleFormValues } from './article-form-values';
import { ArticlePreview, type PreviewArticle } from './article-preview';
import { ArticleStatusTag, useArticleStatusOptions } from './article-status';

const LIST_KEY = 'bll-article';
const FILTERS = { typeId: '', articleName: '', status: '' };

/** The list leaves the bodies out: editing and previewing load the whole article (at its current version); null when refused. */
const wholeArticle = (row: ArticleRow) => unlessRefused(() => getArticle(row.id));

/** `/bll/article` (文章管理): every article of every status, with the full-screen editor and the public page's preview. */
export default function ArticlePage() {
  const t = useTranslations('admin.article');
  const common = useTranslations('admin.common');
  const statusOptions = useArticleStatusOptions();
  const list = useListQuery<ArticleRow, typeof FILTERS>({ key: LIST_KEY, fetch: listArticles, filters: FILTERS });
  // Under the categories' key, so a change on the category screen refreshes the pickers too.
  const categories = useQuery({ queryKey: [ARTICLE_TYPE_LIST_KEY, 'treeselect'], queryFn: articleTypeTreeSelect });
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<ArticleFormValues | null>(null);
  const [preview, setPreview] = useState<PreviewArticle | null>(null);

  const rows = useEditableList({
    listKey: LIST_KEY,
    namespace: 'admin.article',
    idOf: (row: ArticleRow) => row.id,
    idKey: 'id',
    add: addArticle,
    update: updateArticle,
    remove: deleteArticles,
    onSaved: () => setEditing(null),
  });
  const { remove } = rows;
  const openEditor = useCallback(async (row: ArticleRow) => {
    const article = await wholeArticle(row);
    if (article) setEditing(valuesOf(article));
  }, []);
  const openPreview = useCallback(async (row: ArticleRow) => {
    const article = await wholeArticle(row);
    if (article) setPreview(article);
  }, []);
  const previewDraft = (values: ArticleFormValues) => {
    const input = inputOf(values);
    setPreview({ ...input, typeId: values.typeId ?? 0, typeName: null, publishTime: input.publishTime || null, viewCount: 0 });
  };

  const columns = useMemo<Column<ArticleRow>[]>(
    () => [
      {
        key: 'articleName',
        label: t('articleName'),
        align: 'left',
        render: (row) => (
          <Box sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={row.articleName}>
            {row.articleName}
          </Box>
        ),
      },
      { key: 'typeName', label: t('typeName') },
      { key: 'status', label: t('status'), render: (row) => <ArticleStatusTag status={row.status} /> },
      { key: 'isTop', label: t('isTop'), render: (row) => t(row.isTop === '1' ? 'yes' : 'no') },
      { key: 'publishTime', label: t('publishTime') },
      { key: 'viewCount', label: t('viewCount') },
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => (
          <RowActions permission="bll:article" onEdit={() => void openEditor(row)} onRemove={() => void remove([row])}>
            <HasPermi value={['bll:article:query']}>
              <Button size="small" startIcon={<PreviewIcon />} onClick={() => void openPreview(row)}>
                {t('preview')}
              </Button>
            </HasPermi>
          </RowActions>
        ),
      },
    ],
    [t, common, openEditor, openPreview, remove],
  );
  const columnChoice = useColumnChoice(columns);
  const chosen = rows.chosenOf(list.rows);
  const categoryOptions = categories.data ?? [];

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <Box sx={{ width: 220 }}>
          <TreeSelectField
            label={t('typeId')}
            value={list.filters.typeId ? Number(list.filters.typeId) : null}
            onChange={(id) => list.setFilter('typeId', id === null ? '' : String(id))}
            options={categoryOptions}
          />
        </Box>
        <TextField
          label={t('articleName')}
          value={list.filters.articleName}
          onChange={(e) => list.setFilter('articleName', e.target.value)}
        />
        <DictSelectFilter
          label={t('status')}
          options={statusOptions}
          value={list.filters.status}
          onChange={(status) => list.setFilter('status', status)}
        />
        <DateRangeField label={t('createTime')} value={list.dateRange} onChange={list.setDateRange} />
      </QueryForm>

      <ListButtons
        permission="bll:article"
        chosen={chosen.length}
        onAdd={() => setEditing(emptyArticle())}
        onEdit={() => void openEditor(chosen[0])}
        onRemove={() => void remove(chosen)}
        onExport={() => void downloadExport(ARTICLE_EXPORT_PATH, list.params, `article_${Date.now()}.xlsx`)}
      >
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={list.refresh}
          columns={columnChoice.choices}
          onToggleColumn={columnChoice.toggle}
        />
      </ListButtons>

      <DataTable
        label={t('title')}
        columns={columnChoice.visible}
        rows={list.rows}
        rowKey={(row) => row.id}
        loading={list.loading}
        selected={rows.selected}
        onSelectedChange={rows.setSelected}
      />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <ArticleEditor
        initial={editing}
        categories={categoryOptions}
        onClose={() => setEditing(null)}
        onSave={rows.save}
        onPreview={previewDraft}
      />
      <ArticlePreview article={preview} categories={categoryOptions} onClose={() => setPreview(null)} />
    </Box>
  );
}

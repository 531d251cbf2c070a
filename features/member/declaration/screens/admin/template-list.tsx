'use client';

import { Box, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { DataTable, type Column } from '@/components/admin/list/data-table';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ListButtons } from '@/components/admin/list/list-buttons';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { RowActions } from '@/components/admin/list/row-actions';
import { useDict } from '@/components/admin/list/use-dict';
import { useEditableList } from '@/components/admin/list/use-editable-list';
import { useListQuery } from '@/components/admin/list/use-list-query';
import {
  addTemplate,
  deleteTemplates,
  listTemplates,
  updateTemplate,
  type DeclareTemplate,
} from '@/features/member/declaration/client/api';
import { FileLink } from '@/features/member/screens/detail-parts';
import { TemplateForm } from './template-form';

const LIST_KEY = 'declare-templates';
const FILTERS = { title: '', status: '' };
/** Publishing templates is part of running declarations, so every change needs the reviewers' permission. */
const MANAGE = { all: 'bll:declare:review' };

/** 申报模板: the forms members download on the fileDownload page, in its order, with add, edit and delete. */
export function TemplateList() {
  const t = useTranslations('admin.declareReview.template');
  const common = useTranslations('admin.common');
  const statuses = useDict('sys_show_hide');
  const list = useListQuery<DeclareTemplate, typeof FILTERS>({ key: LIST_KEY, fetch: listTemplates, filters: FILTERS });
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<{ template: DeclareTemplate | null } | null>(null);
  const rows = useEditableList({
    listKey: LIST_KEY,
    namespace: 'admin.declareReview.template',
    idOf: (template: DeclareTemplate) => template.id,
    idKey: 'id',
    add: addTemplate,
    update: updateTemplate,
    remove: deleteTemplates,
    onSaved: () => setEditing(null),
  });
  const { remove } = rows;

  const columns = useMemo<Column<DeclareTemplate>[]>(
    () => [
      { key: 'id', label: t('id') },
      { key: 'title', label: t('title'), align: 'left' },
      {
        key: 'fileName',
        label: t('file'),
        render: (row) => (
          <FileLink fileName={row.fileName} originalFilename={row.originalFilename} size={row.size} missing={t('fileMissing')} />
        ),
      },
      { key: 'orderNum', label: t('orderNum') },
      { key: 'status', label: t('status'), render: (row) => <DictTag options={statuses} value={row.status} /> },
      { key: 'createTime', label: t('createTime') },
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => (
          <RowActions permission={MANAGE} onEdit={() => setEditing({ template: row })} onRemove={() => void remove([row])} />
        ),
      },
    ],
    [t, common, statuses, remove],
  );
  const chosen = rows.chosenOf(list.rows);

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('title')} value={list.filters.title} onChange={(e) => list.setFilter('title', e.target.value)} />
        <DictSelectFilter
          label={t('status')}
          options={statuses}
          value={list.filters.status}
          onChange={(status) => list.setFilter('status', status)}
        />
      </QueryForm>

      <ListButtons
        permission={MANAGE}
        chosen={chosen.length}
        onAdd={() => setEditing({ template: null })}
        onRemove={() => void remove(chosen)}
      >
        <RightToolbar showSearch={showSearch} onToggleSearch={() => setShowSearch(!showSearch)} onRefresh={list.refresh} />
      </ListButtons>

      <DataTable
        label={t('table')}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.id}
        loading={list.loading}
        selected={rows.selected}
        onSelectedChange={rows.setSelected}
      />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <TemplateForm target={editing} onClose={() => setEditing(null)} onSave={rows.save} />
    </Box>
  );
}

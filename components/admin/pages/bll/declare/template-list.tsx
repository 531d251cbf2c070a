'use client';

import { Box, Button, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { DataTable, type Column } from '@/components/admin/list/data-table';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { useDict } from '@/components/admin/list/use-dict';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { useRemoveRows } from '@/components/admin/list/use-remove-rows';
import { useSaveRow } from '@/components/admin/list/use-save-row';
import { HasPermi } from '@/components/admin/permission';
import { addTemplate, deleteTemplates, listTemplates, updateTemplate, type DeclareTemplate } from '@/lib/api/declare-admin';
import { FileLink } from '../member-services/detail-parts';
import { TemplateForm } from './template-form';

const LIST_KEY = 'declare-templates';
const FILTERS = { title: '', status: '' };
/** Publishing templates is part of running declarations, so every change needs the reviewers' permission. */
const MANAGE = ['bll:declare:review'];

/** 申报模板: the forms members download on the fileDownload page, in its order, with add, edit and delete. */
export function TemplateList() {
  const t = useTranslations('admin.declareReview.template');
  const common = useTranslations('admin.common');
  const queryClient = useQueryClient();
  const statuses = useDict('sys_show_hide');
  const list = useListQuery<DeclareTemplate, typeof FILTERS>({ key: LIST_KEY, fetch: listTemplates, filters: FILTERS });
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [editing, setEditing] = useState<{ template: DeclareTemplate | null } | null>(null);

  const reload = () => {
    setSelected([]);
    return queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
  };
  const remove = useRemoveRows<DeclareTemplate>({ namespace: 'admin.declareReview.template', idOf: (template) => template.id, remove: deleteTemplates, after: reload });
  const save = useSaveRow({
    namespace: 'admin.declareReview.template',
    idKey: 'id',
    add: addTemplate,
    update: updateTemplate,
    after: () => {
      setEditing(null);
      return reload();
    },
  });

  const columns = useMemo<Column<DeclareTemplate>[]>(
    () => [
      { key: 'id', label: t('id') },
      { key: 'title', label: t('title'), align: 'left' },
      { key: 'fileName', label: t('file'), render: (row) => <FileLink fileName={row.fileName} originalFilename={row.originalFilename} size={row.size} missing={t('fileMissing')} /> },
      { key: 'orderNum', label: t('orderNum') },
      { key: 'status', label: t('status'), render: (row) => <DictTag options={statuses} value={row.status} /> },
      { key: 'createTime', label: t('createTime') },
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => (
          <HasPermi value={MANAGE}>
            <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
              <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing({ template: row })}>
                {common('edit')}
              </Button>
              <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => void remove([row])}>
                {common('remove')}
              </Button>
            </Box>
          </HasPermi>
        ),
      },
    ],
    // The row actions call only stable helpers, so the columns follow the language and dictionary alone.
    [t, common, statuses],
  );
  const chosen = list.rows.filter((row) => selected.includes(row.id));

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('title')} value={list.filters.title} onChange={(e) => list.setFilter('title', e.target.value)} />
        <DictSelectFilter label={t('status')} options={statuses} value={list.filters.status} onChange={(status) => list.setFilter('status', status)} />
      </QueryForm>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <HasPermi value={MANAGE}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ template: null })}>
            {common('add')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={chosen.length === 0} onClick={() => void remove(chosen)}>
            {common('remove')}
          </Button>
        </HasPermi>
        <RightToolbar showSearch={showSearch} onToggleSearch={() => setShowSearch(!showSearch)} onRefresh={list.refresh} />
      </Box>

      <DataTable label={t('table')} columns={columns} rows={list.rows} rowKey={(row) => row.id} loading={list.loading} selected={selected} onSelectedChange={setSelected} />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <TemplateForm target={editing} onClose={() => setEditing(null)} onSave={save} />
    </Box>
  );
}

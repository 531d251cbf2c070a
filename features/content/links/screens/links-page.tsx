'use client';

import { Box, Link, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { DataTable, useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { ListButtons } from '@/components/admin/list/list-buttons';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { RowActions } from '@/components/admin/list/row-actions';
import { StatusSwitch } from '@/components/admin/list/status-switch';
import { useDict } from '@/components/admin/list/use-dict';
import { useEditableList } from '@/components/admin/list/use-editable-list';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { useAuth } from '@/components/admin/permission';
import { addLink, deleteLinks, listLinks, updateLink, type FriendlyLink } from '@/features/content/links/client/api';
import { LinkForm } from './link-form';
import { emptyLink, inputOf, valuesOf, type LinkFormValues } from './link-form-values';

const LIST_KEY = 'bll-links';
const FILTERS = { linkName: '', status: '' };

/** `/bll/links` (友情链接): the footer's links, in their order, with their status as a switch. */
export default function LinksPage() {
  const t = useTranslations('admin.links');
  const common = useTranslations('admin.common');
  const auth = useAuth();
  const normalDisable = useDict('sys_normal_disable');
  const list = useListQuery<FriendlyLink, typeof FILTERS>({ key: LIST_KEY, fetch: listLinks, filters: FILTERS });
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<LinkFormValues | null>(null);
  const rows = useEditableList({
    listKey: LIST_KEY,
    namespace: 'admin.links',
    idOf: (row: FriendlyLink) => row.id,
    idKey: 'id',
    add: addLink,
    update: updateLink,
    remove: deleteLinks,
    onSaved: () => setEditing(null),
  });
  const { remove, reload } = rows;
  const mayEdit = auth.hasPermi('bll:links:edit');

  const columns = useMemo<Column<FriendlyLink>[]>(
    () => [
      { key: 'linkName', label: t('linkName') },
      {
        key: 'linkUrl',
        label: t('linkUrl'),
        align: 'left',
        render: (row) => (
          <Link href={row.linkUrl} target="_blank" rel="noopener noreferrer">
            {row.linkUrl}
          </Link>
        ),
      },
      { key: 'orderNum', label: t('orderNum') },
      {
        key: 'status',
        label: t('status'),
        render: (row) => (
          <StatusSwitch
            namespace="admin.links"
            name={row.linkName}
            status={row.status}
            disabled={!mayEdit}
            change={(status) => updateLink({ ...inputOf(valuesOf(row)), status })}
            onChanged={reload}
          />
        ),
      },
      { key: 'createTime', label: t('createTime') },
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => <RowActions permission="bll:links" onEdit={() => setEditing(valuesOf(row))} onRemove={() => void remove([row])} />,
      },
    ],
    [t, common, mayEdit, reload, remove],
  );
  const columnChoice = useColumnChoice(columns);
  const chosen = rows.chosenOf(list.rows);

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('linkName')} value={list.filters.linkName} onChange={(e) => list.setFilter('linkName', e.target.value)} />
        <DictSelectFilter
          label={t('status')}
          options={normalDisable}
          value={list.filters.status}
          onChange={(status) => list.setFilter('status', status)}
        />
      </QueryForm>

      <ListButtons
        permission="bll:links"
        chosen={chosen.length}
        onAdd={() => setEditing(emptyLink())}
        onEdit={() => setEditing(valuesOf(chosen[0]))}
        onRemove={() => void remove(chosen)}
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
      <LinkForm initial={editing} normalDisable={normalDisable} onClose={() => setEditing(null)} onSave={rows.save} />
    </Box>
  );
}

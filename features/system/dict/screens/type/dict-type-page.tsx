'use client';

import { Box, Button, Link as MuiLink, TextField } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { HasPermi } from '@/components/admin/permission';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { DataTable, useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { DateRangeField } from '@/components/admin/list/date-range-field';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ListButtons } from '@/components/admin/list/list-buttons';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { RowActions } from '@/components/admin/list/row-actions';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict, useInvalidateAllDicts, useInvalidateDict } from '@/components/admin/list/use-dict';
import { useEditableList } from '@/components/admin/list/use-editable-list';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { Link } from '@/i18n/navigation';
import {
  DICT_TYPE_EXPORT_PATH,
  addType,
  deleteType,
  getType,
  listType,
  refreshDictCache,
  updateType,
  type DictType,
} from '@/features/system/dict/client/api';
import { downloadExport } from '@/lib/http/download';
import { notify } from '@/lib/notify';
import { DictTypeForm } from './dict-type-form';
import { DICT_TYPE_KEY } from './query-keys';

const FILTERS = { dictName: '', dictType: '', status: '' };

/** `/system/dict`: the dictionary types; each type's name leads to its data page. */
export default function DictTypePage() {
  const t = useTranslations('admin.dict');
  const common = useTranslations('admin.common');
  const invalidateDict = useInvalidateDict();
  const invalidateAllDicts = useInvalidateAllDicts();
  const statuses = useDict('sys_normal_disable');
  const list = useListQuery<DictType, typeof FILTERS>({ key: DICT_TYPE_KEY, fetch: listType, filters: FILTERS });
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<{ entry: DictType | null } | null>(null);

  // The form starts from the stored type, not from a row that may be older than the last change.
  const edit = useCallback(async (row: DictType) => {
    const entry = await unlessRefused(() => getType(row.dictId));
    if (entry) setEditing({ entry });
  }, []);
  const rows = useEditableList({
    listKey: DICT_TYPE_KEY,
    namespace: 'admin.dict',
    idOf: (entry: DictType) => entry.dictId,
    idKey: 'dictId',
    add: addType,
    update: updateType,
    remove: deleteType,
    onSaved: async (input) => {
      // A renamed type takes its data along: the options cached under either name are out of date.
      const renamedFrom = editing?.entry?.dictType;
      if (renamedFrom && renamedFrom !== input.dictType) await invalidateDict(renamedFrom);
      await invalidateDict(input.dictType);
      setEditing(null);
    },
  });
  const { remove } = rows;
  const exportList = () => downloadExport(DICT_TYPE_EXPORT_PATH, list.params, `dict_type_${Date.now()}.xlsx`);
  const refreshCache = async () => {
    if ((await unlessRefused(refreshDictCache)) === null) return;
    await invalidateAllDicts();
    notify('success', t('cacheRefreshed'));
  };

  const columns = useMemo<Column<DictType>[]>(
    () => [
      { key: 'dictId', label: t('dictId') },
      { key: 'dictName', label: t('dictName') },
      {
        key: 'dictType',
        label: t('dictType'),
        render: (row) => (
          <MuiLink component={Link} href={`/system/dict-data/index/${row.dictId}`}>
            {row.dictType}
          </MuiLink>
        ),
      },
      { key: 'status', label: t('status'), render: (row) => <DictTag options={statuses} value={row.status} /> },
      { key: 'remark', label: t('remark') },
      { key: 'createTime', label: t('createTime') },
      {
        key: 'actions',
        label: common('actions'),
        render: (row) => <RowActions permission="system:dict" onEdit={() => void edit(row)} onRemove={() => void remove([row])} />,
      },
    ],
    [t, common, statuses, edit, remove],
  );
  const columnChoice = useColumnChoice(columns);
  const chosen = rows.chosenOf(list.rows);

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={t('dictName')} value={list.filters.dictName} onChange={(e) => list.setFilter('dictName', e.target.value)} />
        <TextField label={t('dictType')} value={list.filters.dictType} onChange={(e) => list.setFilter('dictType', e.target.value)} />
        <DictSelectFilter
          label={t('status')}
          options={statuses}
          value={list.filters.status}
          onChange={(status) => list.setFilter('status', status)}
        />
        <DateRangeField label={t('createTime')} value={list.dateRange} onChange={list.setDateRange} />
      </QueryForm>

      <ListButtons
        permission="system:dict"
        chosen={chosen.length}
        onAdd={() => setEditing({ entry: null })}
        onEdit={() => void edit(chosen[0])}
        onRemove={() => void remove(chosen)}
        onExport={() => void exportList()}
      >
        <HasPermi value={['system:dict:remove']}>
          <Button variant="outlined" color="error" startIcon={<SyncIcon />} onClick={() => void refreshCache()}>
            {t('refreshCache')}
          </Button>
        </HasPermi>
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
        rowKey={(row) => row.dictId}
        loading={list.loading}
        selected={rows.selected}
        onSelectedChange={rows.setSelected}
      />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <DictTypeForm
        open={editing !== null}
        entry={editing?.entry ?? null}
        statuses={statuses}
        onClose={() => setEditing(null)}
        onSave={rows.save}
      />
    </Box>
  );
}

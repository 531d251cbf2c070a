'use client';

import { Box, Button, MenuItem, TextField } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { AdminPagination } from '@/components/admin/list/admin-pagination';
import { DataTable, useColumnChoice, type Column } from '@/components/admin/list/data-table';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ListButtons } from '@/components/admin/list/list-buttons';
import { QueryForm } from '@/components/admin/list/query-form';
import { RightToolbar } from '@/components/admin/list/right-toolbar';
import { RowActions } from '@/components/admin/list/row-actions';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict, useInvalidateDict } from '@/components/admin/list/use-dict';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { useRemoveRows } from '@/components/admin/list/use-remove-rows';
import { useSaveRow } from '@/components/admin/list/use-save-row';
import {
  DICT_DATA_EXPORT_PATH,
  addData,
  deleteData,
  getData,
  listData,
  updateData,
  type DictData,
  type DictTypeOption,
} from '@/features/system/dict/client/api';
import { downloadExport } from '@/lib/http/download';
import { DICT_DATA_KEY } from '../type/query-keys';
import { DictDataForm } from './dict-data-form';

interface Props {
  /** The type the page was opened for, which the type select starts from and returns to on reset. */
  defaultType: string;
  types: DictTypeOption[];
  onClose: () => void;
}

/** The values of one dictionary type, with the choice of another type in the query form. */
export function DictDataList({ defaultType, types, onClose }: Props) {
  const t = useTranslations('admin.dictData');
  const common = useTranslations('admin.common');
  const queryClient = useQueryClient();
  const invalidateDict = useInvalidateDict();
  const statuses = useDict('sys_normal_disable');
  const filters = useMemo(() => ({ dictType: defaultType, dictLabel: '', status: '' }), [defaultType]);
  const list = useListQuery<DictData, typeof filters>({ key: DICT_DATA_KEY, fetch: listData, filters });
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [editing, setEditing] = useState<{ entry: DictData | null } | null>(null);
  // New values join the type the table shows, not one chosen in the form but not yet searched.
  const shownType = String(list.params.dictType);

  // Every form that offers a changed type's options shows the change without a reload.
  const afterChange = async (dictTypes: string[]) => {
    setSelected([]);
    await Promise.all([...new Set(dictTypes)].map(invalidateDict));
    await queryClient.invalidateQueries({ queryKey: [DICT_DATA_KEY] });
  };
  // The form starts from the stored value, not from a row that may be older than the last change.
  const edit = useCallback(async (row: DictData) => {
    const entry = await unlessRefused(() => getData(row.dictCode));
    if (entry) setEditing({ entry });
  }, []);
  const remove = useRemoveRows<DictData>({
    namespace: 'admin.dictData',
    idOf: (entry) => entry.dictCode,
    remove: deleteData,
    after: (entries) => afterChange(entries.map((entry) => entry.dictType)),
  });
  const save = useSaveRow({
    namespace: 'admin.dictData',
    idKey: 'dictCode',
    add: addData,
    update: updateData,
    after: (input) => {
      setEditing(null);
      return afterChange([input.dictType]);
    },
  });
  const exportList = () => downloadExport(DICT_DATA_EXPORT_PATH, list.params, `data_${Date.now()}.xlsx`);

  const columns = useMemo<Column<DictData>[]>(
    () => [
      { key: 'dictCode', label: t('dictCode') },
      // DictTag reads a comma in a value as a list of values; the row's own option is shown whole.
      { key: 'dictLabel', label: t('dictLabel'), render: (row) => <DictTag options={[{ ...row, dictValue: 'row' }]} value="row" /> },
      { key: 'dictValue', label: t('dictValue') },
      { key: 'dictSort', label: t('dictSort') },
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
  const chosen = list.rows.filter((row) => selected.includes(row.dictCode));

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField
          select
          label={t('dictName')}
          value={list.filters.dictType}
          onChange={(e) => list.setFilter('dictType', e.target.value)}
          sx={{ minWidth: 200 }}
        >
          {types.map((type) => (
            <MenuItem key={type.dictId} value={type.dictType}>
              {type.dictName}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('dictLabel')} value={list.filters.dictLabel} onChange={(e) => list.setFilter('dictLabel', e.target.value)} />
        <DictSelectFilter
          label={t('status')}
          options={statuses}
          value={list.filters.status}
          onChange={(status) => list.setFilter('status', status)}
        />
      </QueryForm>

      <ListButtons
        permission="system:dict"
        chosen={chosen.length}
        onAdd={() => setEditing({ entry: null })}
        onEdit={() => void edit(chosen[0])}
        onRemove={() => void remove(chosen)}
        onExport={() => void exportList()}
      >
        <Button variant="outlined" color="warning" startIcon={<CloseIcon />} onClick={onClose}>
          {t('close')}
        </Button>
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
        rowKey={(row) => row.dictCode}
        loading={list.loading}
        selected={selected}
        onSelectedChange={setSelected}
      />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
      <DictDataForm
        open={editing !== null}
        entry={editing?.entry ?? null}
        dictType={shownType}
        statuses={statuses}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </Box>
  );
}

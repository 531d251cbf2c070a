'use client';

import { Button, MenuItem, TextField } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { DictSelectFilter } from '@/components/admin/list/dict-select-filter';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ListScreen } from '@/components/admin/list/list-screen';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict, useInvalidateDict } from '@/components/admin/list/use-dict';
import { dictDataRows, getData, type DictData, type DictTypeOption } from '@/features/system/dict/client/api';
import { DICT_DATA_KEY } from '../type/query-keys';
import { DictDataForm } from './dict-data-form';

interface Props {
  /** The type the page was opened for, which the type select starts from and returns to on reset. */
  defaultType: string;
  types: DictTypeOption[];
  onClose: () => void;
}


/** The form starts from the stored value, not from a row that may be older than the last change. */
const editingOf = async (row: DictData | null) => {
  if (!row) return { entry: null };
  const entry = await unlessRefused(() => getData(row.dictCode));
  return entry ? { entry } : null;
};

/** The values of one dictionary type, with the choice of another type in the query form. */
export function DictDataList({ defaultType, types, onClose }: Props) {
  const t = useTranslations('admin.dictData');
  const invalidateDict = useInvalidateDict();
  const statuses = useDict('sys_normal_disable');
  const filters = useMemo(() => ({ dictType: defaultType, dictLabel: '', status: '' }), [defaultType]);
  // Every form that offers a changed type's options shows the change without a reload.
  const refreshOptions = (dictTypes: string[]) => Promise.all([...new Set(dictTypes)].map(invalidateDict));

  const columns = useMemo<ColumnSpec<DictData>[]>(
    () => [
      'dictCode',
      // DictTag reads a comma in a value as a list of values; the row's own option is shown whole.
      { key: 'dictLabel', label: t('dictLabel'), render: (row) => <DictTag options={[{ ...row, dictValue: 'row' }]} value="row" /> },
      'dictEsLabel',
      'dictValue',
      'dictSort',
      { key: 'status', dict: statuses },
      'remark',
      'createTime',
    ],
    [t, statuses],
  );

  return (
    <ListScreen
      namespace="admin.dictData"
      listKey={DICT_DATA_KEY}
      api={dictDataRows}
      filters={filters}
      columns={columns}
      queryFields={(list) => (
        <>
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
        </>
      )}
      editingOf={editingOf}
      onSaved={(input) => refreshOptions([input.dictType])}
      onRemoved={(entries) => refreshOptions(entries.map((entry) => entry.dictType))}
      form={({ editing, onClose: close, onSave }, list) => (
        <DictDataForm
          open={editing !== null}
          entry={editing?.entry ?? null}
          // New values join the type the table shows, not one chosen in the form but not yet searched.
          dictType={String(list.params.dictType)}
          statuses={statuses}
          onClose={close}
          onSave={onSave}
        />
      )}
      exportName="data"
      buttons={
        <Button variant="outlined" color="warning" startIcon={<CloseIcon />} onClick={onClose}>
          {t('close')}
        </Button>
      }
    />
  );
}

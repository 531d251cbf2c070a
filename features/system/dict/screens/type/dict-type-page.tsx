'use client';

import { Link as MuiLink } from '@mui/material';
import { useMemo } from 'react';
import type { ColumnSpec } from '@/components/admin/list/columns';
import { ListScreen } from '@/components/admin/list/list-screen';
import { RefreshCacheButton } from '@/components/admin/list/refresh-cache-button';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useDict, useInvalidateAllDicts, useInvalidateDict } from '@/components/admin/list/use-dict';
import { Link } from '@/i18n/link';
import { dictTypeRows, getType, refreshDictCache, type DictType } from '@/features/system/dict/client/api';
import { DictTypeForm } from './dict-type-form';
import { DICT_TYPE_KEY } from './query-keys';

/** The form starts from the stored type, not from a row that may be older than the last change. */
const editingOf = async (row: DictType | null) => {
  if (!row) return { entry: null };
  const entry = await unlessRefused(() => getType(row.dictId));
  return entry ? { entry } : null;
};

/** `/system/dict`: the dictionary types; each type's name leads to its data page. */
export default function DictTypePage() {
  const invalidateDict = useInvalidateDict();
  const invalidateAllDicts = useInvalidateAllDicts();
  const statuses = useDict('sys_normal_disable');

  const columns = useMemo<ColumnSpec<DictType>[]>(
    () => [
      'dictId',
      'dictName',
      {
        key: 'dictType',
        render: (row) => (
          <MuiLink component={Link} href={`/system/dict-data/index/${row.dictId}`}>
            {row.dictType}
          </MuiLink>
        ),
      },
      { key: 'status', dict: statuses },
      'remark',
      'createTime',
    ],
    [statuses],
  );

  return (
    <ListScreen
      namespace="admin.dict"
      listKey={DICT_TYPE_KEY}
      api={dictTypeRows}
      columns={columns}
      queryFields={['dictName', 'dictType', { name: 'status', options: statuses }, { dateRange: 'createTime' }]}
      editingOf={editingOf}
      onSaved={async (input, editing) => {
        // A renamed type takes its data along: the options cached under either name are out of date.
        const renamedFrom = editing?.entry?.dictType;
        if (renamedFrom && renamedFrom !== input.dictType) await invalidateDict(renamedFrom);
        await invalidateDict(input.dictType);
      }}
      form={({ editing, onClose, onSave }) => (
        <DictTypeForm open={editing !== null} entry={editing?.entry ?? null} statuses={statuses} onClose={onClose} onSave={onSave} />
      )}
      exportName="dict_type"
      buttons={
        <RefreshCacheButton namespace="admin.dict" permission="system:dict:remove" refresh={refreshDictCache} after={invalidateAllDicts} />
      }
    />
  );
}

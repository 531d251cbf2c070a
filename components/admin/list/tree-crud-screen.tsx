'use client';

import { Box, Button, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type ComponentType } from 'react';
import { HasPermi } from '@/components/admin/permission';
import type { Filters } from '@/lib/http/list';
import type { TreeCalls } from '@/lib/http/row-calls';
import type { TreeNode } from '@/lib/tree';
import { columnsOf, type ColumnSpec } from './columns';
import { ACTIONS_COLUMN, type Column } from './data-table';
import { DictSelectFilter } from './dict-select-filter';
import { DictTag } from './dict-tag';
import { ButtonRow } from './list-buttons';
import { QueryForm } from './query-form';
import { RightToolbar } from './right-toolbar';
import { RowActions } from './row-actions';
import { ExpandAllButton, TreeTable } from './tree-table';
import { useDict } from './use-dict';
import { useRemoveRows } from './use-remove-rows';
import { useSaveRow } from './use-save-row';
import { useTreeExpansion } from './use-tree-expansion';
import { useTreeList } from './use-tree-list';

type Row = Record<string, unknown>;

export interface TreeFormProps<Values, Input> {
  /** The form's starting values; null while closed. */
  initial: Values | null;
  onClose: () => void;
  onSave: (input: Input) => Promise<unknown>;
}

interface Props<R extends Row, Values, Input extends Row> {
  /**
   * The screen's messages: `title` (the table's name), the name field's label, `status`,
   * `createTime`, `removeConfirm` (with `{name}`), `added`, `updated`, `removed`.
   */
  namespace: string;
  /** The rows' calls, from their contracts (`treeCalls`); the list's path names it in the query cache, and the form's own lists start with it too. */
  api: TreeCalls<R, Input>;
  /** The name: first column, query field, and what the delete question names. */
  nameKey: keyof R & string;
  /** The columns between the name and the status, headed with the namespace's messages. */
  columns: ColumnSpec<TreeNode<R>>[];
  initiallyExpanded: boolean;
  /** New values under a parent; `null` is the toolbar's 新增, where no row was chosen. */
  emptyValues: (parentId: number | null) => Values;
  valuesOf: (row: R) => Values;
  canRemove?: (row: R) => boolean;
  form: ComponentType<TreeFormProps<Values, Input>>;
}

/**
 * A screen of rows kept as a tree (menus, departments): name and status filters, 新增 and
 * 展开/折叠, the tree table with 修改 / 新增 (a child) / 删除 per row, and the add/edit dialog.
 * The lists are never paged. Delete refusals (code 601) are shown by the request helper.
 */
export function TreeCrudScreen<R extends Row, Values, Input extends Row>({
  namespace,
  api,
  nameKey,
  columns: ownColumns,
  initiallyExpanded,
  emptyValues,
  valuesOf,
  canRemove,
  form: Form,
}: Props<R, Values, Input>) {
  const t = useTranslations(namespace);
  const common = useTranslations('admin.common');
  const queryClient = useQueryClient();
  const normalDisable = useDict('sys_normal_disable');
  const nameLabel = t(String(nameKey));
  const [initialFilters] = useState<Filters>(() => ({ [nameKey]: '', status: '' }));
  const { key: listKey, permission, idKey } = api;
  const list = useTreeList<R, Filters>({ key: listKey, fetch: api.list, filters: initialFilters, idKey, parentKey: 'parentId' });
  const expansion = useTreeExpansion(initiallyExpanded);
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Values | null>(null);

  const reload = () => queryClient.invalidateQueries({ queryKey: [listKey] });
  // One row at a time, asked by its name; a refusal (rows below it, or rows using it) is told by the request helper.
  const removeRows = useRemoveRows<R>({
    namespace,
    idOf: (row) => Number(row[idKey]),
    remove: ([id]) => api.remove(id),
    after: reload,
    question: ([row]) => t('removeConfirm', { name: String(row[nameKey]) }),
  });
  const save = useSaveRow({
    namespace,
    idKey,
    add: api.add,
    update: api.update,
    after: () => {
      setEditing(null);
      return reload();
    },
  });

  const columns = useMemo<Column<TreeNode<R>>[]>(
    () => [
      { key: nameKey, label: nameLabel },
      ...columnsOf(t, ownColumns),
      { key: 'status', label: t('status'), render: (row) => <DictTag options={normalDisable} value={String(row.status ?? '')} /> },
      { key: 'createTime', label: t('createTime') },
      {
        key: ACTIONS_COLUMN,
        label: common('actions'),
        render: (row) => (
          <RowActions
            permission={permission}
            onEdit={() => setEditing(valuesOf(row))}
            onAdd={() => setEditing(emptyValues(Number(row[idKey])))}
            onRemove={canRemove && !canRemove(row) ? undefined : () => void removeRows([row])}
          />
        ),
      },
    ],
    [t, common, normalDisable, ownColumns, nameKey, nameLabel, idKey, permission, valuesOf, emptyValues, canRemove, removeRows],
  );

  return (
    <Box>
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        <TextField label={nameLabel} value={list.filters[nameKey] ?? ''} onChange={(e) => list.setFilter(nameKey, e.target.value)} />
        <DictSelectFilter
          label={t('status')}
          options={normalDisable}
          value={String(list.filters.status ?? '')}
          onChange={(status) => list.setFilter('status', status)}
        />
      </QueryForm>

      <ButtonRow>
        <HasPermi value={[`${permission}:add`]}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing(emptyValues(null))}>
            {common('add')}
          </Button>
        </HasPermi>
        <ExpandAllButton expansion={expansion} />
        <RightToolbar showSearch={showSearch} onToggleSearch={() => setShowSearch(!showSearch)} onRefresh={list.refresh} />
      </ButtonRow>

      <TreeTable
        label={t('title')}
        columns={columns}
        rows={list.tree}
        rowKey={(row) => Number(row[idKey])}
        rowName={(row) => String(row[nameKey])}
        expansion={expansion}
        loading={list.loading}
      />
      <Form initial={editing} onClose={() => setEditing(null)} onSave={save} />
    </Box>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Filters } from '@/lib/http/list';
import type { RowCalls } from '@/lib/http/row-calls';
import { downloadExport } from '@/lib/http/download';
import type { ActionPermission } from './action-permission';
import { columnsOf, type ColumnSpec } from './columns';
import { ACTIONS_COLUMN, type Column } from './data-table';
import { ListFrame } from './list-frame';
import { ListButtons } from './list-buttons';
import { filtersOf, queryFieldsOf, type QueryFieldsSpec } from './query-fields';
import { RowActions } from './row-actions';
import { useEditableList } from './use-editable-list';
import { useListQuery } from './use-list-query';
import { useStableCallback } from './use-stable-callback';

/** The list state a screen's query fields read and set (`useListQuery`). */
export type ListState<Row, F extends Filters> = ReturnType<typeof useListQuery<Row, F>>;

/** What the screen's dialog gets: what it edits (null while closed), and how to close and save. */
export interface ListFormProps<Editing, Input> {
  editing: Editing | null;
  onClose: () => void;
  onSave: (input: Input) => Promise<unknown>;
}

interface Props<Row, F extends Filters, Input, Editing> {
  /** The screen's messages: `title` (the table's name), `removeConfirm` (with `{ids}`), `added`, `updated`, `removed`. */
  namespace: string;
  /** Where in the namespace the columns' and filters' labels are (`fields` for `fields.title`); omitted: at its top. */
  labels?: string;
  /** The rows' calls, from their contracts (`rowCalls`): the page, add, edit, delete, the export's path. */
  api: RowCalls<Row, Input>;
  /** The list's name in the query cache, when other screens reload it by another name; omitted: the list's path. */
  listKey?: string;
  /** The starting filters, when not each query field empty. */
  filters?: F;
  /** The field the date range filters on (`params[begin<X>]`); omitted: `beginTime`/`endTime`. */
  dateField?: string;
  /** Who may use the buttons, when not the list's own permission prefix (`system:config` for `:add`, `:edit`, `:remove`, `:export`). */
  permission?: ActionPermission;
  /** The columns before the row actions, headed with the namespace's messages; memoised by the screen. */
  columns: ColumnSpec<Row>[];
  /** The query form's fields: as data, or drawn by the screen. */
  queryFields: QueryFieldsSpec<F, ListState<Row, F>>;
  /**
   * What the dialog starts from: a row's values, or a new row's (`null`). A promise when the
   * screen loads the stored row first; `null` from it keeps the dialog closed (the load failed).
   */
  editingOf: (row: Row | null) => Editing | Promise<Editing | null>;
  /** After a save, before the dialog closes and the list reloads (a screen refreshes what else shows the row). */
  onSaved?: (input: Input, editing: Editing | null) => unknown;
  /** After a removal, before the list reloads. */
  onRemoved?: (rows: Row[]) => unknown;
  form: (props: ListFormProps<Editing, Input>, list: ListState<Row, F>) => ReactNode;
  /** The downloaded export's name without the time stamp (`config`), for a list with an export. */
  exportName?: string;
  /** The table's name, when it is not the namespace's `title`. */
  tableLabel?: string;
  /** False for a list whose rows are edited from the row alone: no 修改 above the table. */
  toolbarEdit?: boolean;
  /** False for a list whose columns are all always shown. */
  chooseColumns?: boolean;
  /** The screen's own buttons, between the shared ones and the right toolbar. */
  buttons?: ReactNode;
  /** A row's actions other than 修改 and 删除, after them. */
  rowButtons?: (row: Row) => ReactNode;
}

/**
 * A paged screen of rows a dialog adds and edits (config entries, dictionaries, links, ...),
 * sibling of `TreeCrudScreen`: the query form, 新增 / 修改 / 删除 / 导出 and the right toolbar,
 * the table with 修改 and 删除 per row, the pager and the dialog. The screen gives its
 * columns, query fields and dialog; the rest is the same everywhere, and so is written once.
 */
export function ListScreen<Row, F extends Filters, Input, Editing>(props: Props<Row, F, Input, Editing>) {
  const { namespace, api, filters, queryFields, editingOf, exportName, chooseColumns = true } = props;
  const listKey = props.listKey ?? api.key;
  const { exportPath } = api;
  const permission = props.permission ?? api.permission;
  const { idKey } = api;
  const idOf = useCallback((row: Row) => Number(row[idKey]), [idKey]);
  const t = useTranslations(namespace);
  const common = useTranslations('admin.common');
  const { labels } = props;
  const label = useCallback((key: string) => t(labels ? `${labels}.${key}` : key), [t, labels]);
  // Read once: the query fields are the screen's to write inline.
  const [initialFilters] = useState(() => filters ?? filtersOf(queryFields));
  const list = useListQuery<Row, F>({ key: listKey, fetch: api.list, filters: initialFilters, dateField: props.dateField });
  const [editing, setEditing] = useState<Editing | null>(null);
  const open = useStableCallback(async (row: Row | null) => {
    const next = await editingOf(row);
    if (next !== null) setEditing(next);
  });
  const rows = useEditableList({
    listKey,
    namespace,
    idOf,
    idKey,
    add: api.add,
    update: api.update,
    remove: api.remove,
    onSaved: async (input) => {
      await props.onSaved?.(input, editing);
      setEditing(null);
    },
    onRemoved: props.onRemoved,
  });
  const { remove } = rows;

  const { columns: ownColumns, rowButtons } = props;
  const columns = useMemo<Column<Row>[]>(
    () => [
      ...columnsOf(label, ownColumns),
      {
        key: ACTIONS_COLUMN,
        label: common('actions'),
        render: (row) => (
          <RowActions permission={permission} onEdit={() => void open(row)} onRemove={() => void remove([row])}>
            {rowButtons?.(row)}
          </RowActions>
        ),
      },
    ],
    [label, ownColumns, common, permission, open, remove, rowButtons],
  );
  const chosen = rows.chosenOf(list.rows);

  return (
    <ListFrame
      list={list}
      label={props.tableLabel ?? t('title')}
      columns={columns}
      chooseColumns={chooseColumns}
      rowKey={idOf}
      selection={rows}
      queryFields={queryFieldsOf(queryFields, list, label)}
      buttons={(toolbar) => (
        <ListButtons
          permission={permission}
          chosen={chosen.length}
          onAdd={() => void open(null)}
          onEdit={props.toolbarEdit === false ? undefined : () => void open(chosen[0])}
          onRemove={() => void remove(chosen)}
          onExport={
            exportPath && exportName ? () => void downloadExport(exportPath, list.params, `${exportName}_${Date.now()}.xlsx`) : undefined
          }
        >
          {props.buttons}
          {toolbar}
        </ListButtons>
      )}
    >
      {props.form({ editing, onClose: () => setEditing(null), onSave: rows.save }, list)}
    </ListFrame>
  );
}

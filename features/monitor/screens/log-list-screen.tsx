'use client';

import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { columnsOf, type ColumnSpec } from '@/components/admin/list/columns';
import { ListFrame } from '@/components/admin/list/list-frame';
import type { ListState } from '@/components/admin/list/list-screen';
import { queryFieldsOf, type QueryFieldsSpec } from '@/components/admin/list/query-fields';
import { useListQuery } from '@/components/admin/list/use-list-query';
import type { Filters, ListAnswer } from '@/lib/http/list';
import { downloadExport } from '@/lib/http/download';
import { LogButtons } from './log-buttons';
import { useLogRows } from './use-log-rows';

interface Props<Row, F extends Filters> {
  /** The screen's messages: `title`, `removeConfirm` (with `{ids}`), `removed`, `cleanConfirm`, `cleaned`. */
  namespace: string;
  listKey: string;
  fetch: (params: Filters) => Promise<ListAnswer<Row>>;
  filters: F;
  idOf: (row: Row) => number;
  /** The permission prefix (`monitor:operlog` for `:remove` and `:export`). */
  permission: string;
  /** Every column, the row actions (a 详细 button) included, headed with the namespace's messages; memoised by the screen. */
  columns: ColumnSpec<Row>[];
  queryFields: QueryFieldsSpec<F, ListState<Row, F>>;
  remove: (ids: number[]) => Promise<unknown>;
  clean: () => Promise<unknown>;
  /** The export: its path, the downloaded file's name without the time stamp, and the list's query as the export takes it. */
  exportTo: { path: string; fileName: string; params?: (params: Filters) => Filters };
  /** Buttons between 清空 and 导出 that act on the chosen rows (登录日志's 解锁). */
  beforeExport?: (chosen: Row[]) => ReactNode;
  /** The screen's own buttons, before the right toolbar. */
  buttons?: ReactNode;
  /** What the screen says above its query form (the job a run log is for). */
  heading?: ReactNode;
  /** The screen's dialogs (a row's details). */
  children?: ReactNode;
}

/**
 * A log of the back office (operations, sign-ins, job runs), which nobody adds to or edits: the
 * query form, 删除 / 清空 / 导出 and the right toolbar, the table and the pager.
 */
export function LogListScreen<Row, F extends Filters>(props: Props<Row, F>) {
  const { namespace, listKey, idOf, exportTo } = props;
  const t = useTranslations(namespace);
  const list = useListQuery<Row, F>({ key: listKey, fetch: props.fetch, filters: props.filters });
  const rows = useLogRows({ listKey, namespace, idOf, remove: props.remove, clean: props.clean });
  const chosen = rows.chosenOf(list.rows);
  const { columns } = props;
  const framed = useMemo(() => columnsOf(t, columns), [t, columns]);
  const exportParams = exportTo.params ?? ((params: Filters) => params);

  return (
    <ListFrame
      list={list}
      label={t('title')}
      columns={framed}
      rowKey={idOf}
      selection={rows}
      heading={props.heading}
      queryFields={queryFieldsOf(props.queryFields, list, t)}
      buttons={(toolbar) => (
        <LogButtons
          permission={props.permission}
          namespace={namespace}
          chosen={chosen.length}
          onRemove={() => void rows.remove(chosen)}
          onClean={() => void rows.clean()}
          onExport={() => void downloadExport(exportTo.path, exportParams(list.params), `${exportTo.fileName}_${Date.now()}.xlsx`)}
          beforeExport={props.beforeExport?.(chosen)}
        >
          {props.buttons}
          {toolbar}
        </LogButtons>
      )}
    >
      {props.children}
    </ListFrame>
  );
}

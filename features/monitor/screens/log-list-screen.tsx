'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { columnsOf, type ColumnSpec } from '@/components/admin/list/columns';
import { ACTIONS_COLUMN } from '@/components/admin/list/data-table';
import { ListFrame } from '@/components/admin/list/list-frame';
import type { ListState } from '@/components/admin/list/list-screen';
import { filtersOf, queryFieldsOf, type QueryFieldsSpec } from '@/components/admin/list/query-fields';
import { useListQuery } from '@/components/admin/list/use-list-query';
import { useStableCallback } from '@/components/admin/list/use-stable-callback';
import type { LogCalls } from '@/features/monitor/client/log-calls';
import type { Filters } from '@/lib/http/list';
import { downloadExport } from '@/lib/http/download';
import { DetailButton } from './detail-dialog';
import { LogButtons } from './log-buttons';
import { useLogRows } from './use-log-rows';

interface Props<Row, F extends Filters> {
  /** The screen's messages: `title`, `removeConfirm` (with `{ids}`), `removed`, `cleanConfirm`, `cleaned`. */
  namespace: string;
  /** The log's calls, from its contracts (`logCalls`): the page, delete, clean, the export's path. */
  api: LogCalls<Row>;
  /** The starting filters, when not each query field empty. */
  filters?: F;
  /** The columns before a row's 详细, headed with the namespace's messages; memoised by the screen. */
  columns: ColumnSpec<Row>[];
  queryFields: QueryFieldsSpec<F, ListState<Row, F>>;
  /** The downloaded export's name without the time stamp (`operlog`). */
  exportName: string;
  /** A row's 详细 (the namespace's `detail.open`), shown with its permission, and what it opens. */
  detail?: { permission: string; open: (row: Row) => void };
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
  const { namespace, api, columns, detail } = props;
  const t = useTranslations(namespace);
  const common = useTranslations('admin.common');
  const idOf = useCallback((row: Row) => Number(row[api.idKey]), [api.idKey]);
  // Read once: the query fields are the screen's to write inline.
  const [initialFilters] = useState(() => props.filters ?? filtersOf(props.queryFields));
  const list = useListQuery<Row, F>({ key: api.key, fetch: api.list, filters: initialFilters });
  const rows = useLogRows({ listKey: api.key, namespace, idOf, remove: api.remove, clean: api.clean });
  const chosen = rows.chosenOf(list.rows);
  // The page's `detail` is a new object each render; its permission and a stable opener are what the columns follow.
  const detailPermission = detail?.permission;
  const openDetail = useStableCallback((row: Row) => detail?.open(row));
  const framed = useMemo(
    () => [
      ...columnsOf(t, columns),
      ...(detailPermission
        ? [
            {
              key: ACTIONS_COLUMN,
              label: common('actions'),
              render: (row: Row) => <DetailButton permission={detailPermission} label={t('detail.open')} onClick={() => openDetail(row)} />,
            },
          ]
        : []),
    ],
    [t, common, columns, detailPermission, openDetail],
  );

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
          permission={api.permission}
          namespace={namespace}
          chosen={chosen.length}
          onRemove={() => void rows.remove(chosen)}
          onClean={() => void rows.clean()}
          onExport={() => void downloadExport(api.exportPath, api.exportQuery(list.params), `${props.exportName}_${Date.now()}.xlsx`)}
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

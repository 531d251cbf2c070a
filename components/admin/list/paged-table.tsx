'use client';

import { AdminPagination } from './admin-pagination';
import { DataTable, type Column } from './data-table';

/** What a paged table reads of its list (`useListQuery`). */
export interface PagedList<Row> {
  rows: Row[];
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  setPage: (pageNum: number, pageSize: number) => void;
}

interface Props<Row> {
  list: PagedList<Row>;
  label: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** The chosen rows, for a list whose rows can be ticked. */
  selection?: { selected: (string | number)[]; setSelected: (keys: (string | number)[]) => void };
}

/** One page of a list's rows in its table, the pager below. */
export function PagedTable<Row>({ list, label, columns, rowKey, selection }: Props<Row>) {
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={list.rows}
        rowKey={rowKey}
        loading={list.loading}
        selected={selection?.selected}
        onSelectedChange={selection?.setSelected}
      />
      <AdminPagination total={list.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
    </>
  );
}

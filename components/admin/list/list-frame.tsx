'use client';

import { Box } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useColumnChoice, type Column } from './data-table';
import { PagedTable, type PagedList } from './paged-table';
import { QueryForm } from './query-form';
import { RightToolbar } from './right-toolbar';

/** What the frame reads of its list (`useListQuery`): the page, and how to search, reset and refresh. */
interface FramedList<Row> extends PagedList<Row> {
  search: () => void;
  reset: () => void;
  refresh: () => void;
}

interface Props<Row> {
  list: FramedList<Row>;
  /** The table's name. */
  label: string;
  /** Every column, the row actions included; memoised by the screen. */
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  selection?: { selected: (string | number)[]; setSelected: (keys: (string | number)[]) => void };
  queryFields: ReactNode;
  /** The button row above the table, given the right toolbar (search toggle, refresh, columns) to end it with. */
  buttons: (toolbar: ReactNode) => ReactNode;
  /** False for a list whose columns are all always shown. */
  chooseColumns?: boolean;
  /** What the screen says above its query form. */
  heading?: ReactNode;
  /** The screen's dialogs. */
  children?: ReactNode;
}

/**
 * The frame of every paged back-office list: the query form (hidden and shown by the toolbar),
 * the button row ending with the right toolbar, the table with the columns chosen, the pager.
 */
export function ListFrame<Row>({ list, label, columns, rowKey, selection, chooseColumns = true, ...screen }: Props<Row>) {
  const [showSearch, setShowSearch] = useState(true);
  const columnChoice = useColumnChoice(columns);
  const toolbar = (
    <RightToolbar
      showSearch={showSearch}
      onToggleSearch={() => setShowSearch(!showSearch)}
      onRefresh={list.refresh}
      columnChoice={chooseColumns ? columnChoice : undefined}
    />
  );
  return (
    <Box>
      {screen.heading}
      <QueryForm show={showSearch} onSearch={list.search} onReset={list.reset}>
        {screen.queryFields}
      </QueryForm>
      {screen.buttons(toolbar)}
      <PagedTable
        list={list}
        label={label}
        columns={chooseColumns ? columnChoice.visible : columns}
        rowKey={rowKey}
        selection={selection}
      />
      {screen.children}
    </Box>
  );
}

'use client';

import { Box, Checkbox, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import type { ColumnChoice } from './right-toolbar';
import { usePinnedScrollPadding } from './use-pinned-scroll-padding';

export interface Column<Row> {
  key: string;
  label: string;
  render?: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number;
}

/** Which columns show; the toolbar's column chooser toggles them. */
export function useColumnChoice<Row>(columns: Column<Row>[]) {
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const choices: ColumnChoice[] = columns.map((column) => ({ key: column.key, label: column.label, visible: !hidden.has(column.key) }));
  const visible = useMemo(() => columns.filter((column) => !hidden.has(column.key)), [columns, hidden]);
  const toggle = (key: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return { choices, visible, toggle };
}

interface Props<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  /** With selection: the keys chosen and how to change them (for batch actions). */
  selected?: (string | number)[];
  onSelectedChange?: (keys: (string | number)[]) => void;
  label: string;
}

/** The key of a list's row-actions column (修改, 删除, ...): it keeps to the table's right edge. */
export const ACTIONS_COLUMN = 'actions';

/**
 * Nothing in a row wraps, so a row stays one line high and no column is narrower than its
 * heading: a wide table scrolls sideways instead. From the `sm` width up, the selection and the
 * row actions stay at the table's edges as it scrolls; on a phone they scroll with the rest, as
 * pinned they would cover most of the table.
 */
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const pinned = (edge: 'left' | 'right', background: string) =>
  ({
    ...NOWRAP,
    position: { sm: 'sticky' },
    [edge]: 0,
    zIndex: 1,
    bgcolor: background,
    boxShadow: { sm: `${edge === 'left' ? 4 : -4}px 0 4px -2px rgba(0, 0, 0, 0.08)` },
  }) as const;
const HEAD_BACKGROUND = '#f8f8f9';

/** Text longer than this ends in an ellipsis; its whole text shows on hover. */
const ELLIPSIS = { display: 'inline-block', maxWidth: '15em', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' };

/** A cell's content: text cut to one line with its whole text as the hover title, anything else as drawn. */
function cellContent(content: ReactNode): ReactNode {
  if (typeof content !== 'string' && typeof content !== 'number') return content;
  const text = String(content);
  return (
    <Box component="span" title={text} sx={ELLIPSIS}>
      {text}
    </Box>
  );
}

/** A list's table: optional row selection, a loading bar, and an empty-state line. */
export function DataTable<Row>({ columns, rows, rowKey, loading, selected, onSelectedChange, label }: Props<Row>) {
  const t = useTranslations('admin.common');
  const selectable = Boolean(selected && onSelectedChange);
  const container = usePinnedScrollPadding<HTMLDivElement>();
  const keys = rows.map(rowKey);
  const chosen = new Set(selected ?? []);
  const allChosen = keys.length > 0 && keys.every((key) => chosen.has(key));
  const flip = (key: string | number) => onSelectedChange?.(chosen.has(key) ? [...chosen].filter((k) => k !== key) : [...chosen, key]);
  return (
    // A region a keyboard can reach and scroll: a wide table scrolls sideways, loaded or not (WCAG 2.1.1).
    <TableContainer ref={container} tabIndex={0} sx={{ bgcolor: 'background.paper', position: 'relative' }}>
      {loading ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} aria-label={t('loading')} /> : null}
      <Table aria-label={label}>
        <TableHead>
          <TableRow sx={{ bgcolor: HEAD_BACKGROUND }}>
            {selectable ? (
              <TableCell padding="checkbox" sx={pinned('left', HEAD_BACKGROUND)}>
                <Checkbox
                  checked={allChosen}
                  indeterminate={!allChosen && keys.some((key) => chosen.has(key))}
                  onChange={() => onSelectedChange?.(allChosen ? [] : keys)}
                  slotProps={{ input: { 'aria-label': t('selectAll') } }}
                />
              </TableCell>
            ) : null}
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align ?? 'center'}
                sx={{
                  ...(column.key === ACTIONS_COLUMN ? pinned('right', HEAD_BACKGROUND) : NOWRAP),
                  fontWeight: 600,
                  width: column.width,
                }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <TableRow key={key} hover selected={chosen.has(key)}>
                {selectable ? (
                  <TableCell padding="checkbox" sx={pinned('left', 'background.paper')}>
                    <Checkbox
                      checked={chosen.has(key)}
                      onChange={() => flip(key)}
                      slotProps={{ input: { 'aria-label': t('selectRow', { key }) } }}
                    />
                  </TableCell>
                ) : null}
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align ?? 'center'}
                    sx={column.key === ACTIONS_COLUMN ? pinned('right', 'background.paper') : NOWRAP}
                  >
                    {cellContent(column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? ''))}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {rows.length === 0 && !loading ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('empty')}</Typography>
        </Box>
      ) : null}
    </TableContainer>
  );
}

'use client';

import { Box, Button, IconButton } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { useTranslations } from 'next-intl';
import type { TreeNode } from '@/lib/tree';
import { DataTable, type Column } from './data-table';
import type { TreeExpansion } from './use-tree-expansion';

interface Props<Row extends Record<string, unknown>> {
  label: string;
  columns: Column<TreeNode<Row>>[];
  rows: TreeNode<Row>[];
  rowKey: (row: Row) => string | number;
  /** What a row's open/close button names (e.g. the menu's name). */
  rowName: (row: Row) => string;
  expansion: TreeExpansion;
  loading?: boolean;
}

interface VisibleRow<Row extends Record<string, unknown>> {
  node: TreeNode<Row>;
  depth: number;
}

/** The rows a person sees: each root, and the children of every open row, depth first. */
function visibleRows<Row extends Record<string, unknown>>(
  nodes: TreeNode<Row>[],
  rowKey: (row: Row) => string | number,
  expansion: TreeExpansion,
  depth = 0,
): VisibleRow<Row>[] {
  return nodes.flatMap((node) => [
    { node, depth },
    ...(node.children.length && expansion.isExpanded(rowKey(node)) ? visibleRows(node.children, rowKey, expansion, depth + 1) : []),
  ]);
}

/**
 * A list drawn as a tree (menus, departments) on `DataTable`: the first column is indented by
 * depth and carries the row's open/close button; the other columns are as the screen gives them.
 */
export function TreeTable<Row extends Record<string, unknown>>({ label, columns, rows, rowKey, rowName, expansion, loading }: Props<Row>) {
  const t = useTranslations('admin.tree');
  const cell = (column: Column<TreeNode<Row>>, node: TreeNode<Row>) =>
    column.render ? column.render(node) : String(node[column.key] ?? '');
  const [first, ...rest] = columns;
  const shown: Column<VisibleRow<Row>>[] = [
    ...(first
      ? [
          {
            ...first,
            align: 'left' as const,
            render: ({ node, depth }: VisibleRow<Row>) => {
              const open = expansion.isExpanded(rowKey(node));
              return (
                <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 2.5, whiteSpace: 'nowrap' }}>
                  {node.children.length ? (
                    <IconButton
                      size="small"
                      aria-expanded={open}
                      aria-label={t(open ? 'collapseRow' : 'expandRow', { name: rowName(node) })}
                      onClick={() => expansion.toggle(rowKey(node))}
                    >
                      {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                    </IconButton>
                  ) : (
                    <Box component="span" sx={{ width: 34, flexShrink: 0 }} />
                  )}
                  {cell(first, node)}
                </Box>
              );
            },
          },
        ]
      : []),
    ...rest.map((column) => ({ ...column, render: ({ node }: VisibleRow<Row>) => cell(column, node) })),
  ];
  return (
    <DataTable
      label={label}
      columns={shown}
      rows={visibleRows(rows, rowKey, expansion)}
      rowKey={({ node }) => rowKey(node)}
      loading={loading}
    />
  );
}

/** The button row's 展开/折叠: opens every row, or closes them all. */
export function ExpandAllButton({ expansion }: { expansion: TreeExpansion }) {
  const t = useTranslations('admin.tree');
  return (
    <Button variant="outlined" color="info" startIcon={<UnfoldMoreIcon />} onClick={expansion.toggleAll}>
      {t('toggleAll')}
    </Button>
  );
}

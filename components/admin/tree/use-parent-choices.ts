'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TreeSelectNode } from '@/lib/tree-select';
import { toTreeSelect } from './to-tree-select';

interface Options<Row extends Record<string, unknown>> {
  /** The tree's calls (`treeCalls`): its whole list, its rows' id and its cache key. */
  tree: { key: string; idKey: keyof Row & string; list: () => Promise<Row[]> };
  /** The row being edited (its own branch is left out), or undefined for a new one. */
  editingId: number | undefined;
  /** Every row but this one and those below it: where it may move to. */
  listExcept: (id: number) => Promise<Row[]>;
  label: (row: Row) => string;
  /** A node above the top-level rows (主类目, 顶级栏目), when a row may be top-level. */
  root?: { id: number; label: string };
  /** Loaded only while the dialog is open. */
  open: boolean;
}

/**
 * The parents a tree row may have in its form: every row for a new one, every row outside its own
 * branch for an edited one. Cached under the tree's key, so every change to the tree refreshes them.
 */
export function useParentChoices<Row extends Record<string, unknown>>({ tree, editingId, listExcept, label, root, open }: Options<Row>) {
  const rows = useQuery({
    queryKey: [tree.key, 'options', editingId ?? 'all'],
    queryFn: () => (editingId === undefined ? tree.list() : listExcept(editingId)),
    enabled: open,
  });
  const rootId = root?.id;
  const rootLabel = root?.label;
  return useMemo<TreeSelectNode[]>(() => {
    const nodes = toTreeSelect(rows.data ?? [], { id: tree.idKey, parentId: 'parentId' as keyof Row & string, label });
    return rootId === undefined ? nodes : [{ id: rootId, label: rootLabel ?? '', children: nodes }];
  }, [rows.data, tree.idKey, label, rootId, rootLabel]);
}

'use client';

import { useCallback, useState } from 'react';

type Key = string | number;

/**
 * Which rows of a tree table are open: a mode for all rows (the 展开/折叠 button flips it) and
 * the rows opened or closed one by one since. Rows loaded later follow the mode, so a reload
 * keeps what the person opened.
 */
export function useTreeExpansion(initiallyExpanded: boolean) {
  const [state, setState] = useState<{ all: boolean; rows: Map<Key, boolean> }>({ all: initiallyExpanded, rows: new Map() });
  const isExpanded = useCallback((key: Key) => state.rows.get(key) ?? state.all, [state]);
  const toggle = useCallback(
    (key: Key) =>
      setState((current) => {
        const rows = new Map(current.rows);
        rows.set(key, !(current.rows.get(key) ?? current.all));
        return { ...current, rows };
      }),
    [],
  );
  const toggleAll = useCallback(() => setState((current) => ({ all: !current.all, rows: new Map() })), []);
  return { isExpanded, toggle, toggleAll };
}

export type TreeExpansion = ReturnType<typeof useTreeExpansion>;

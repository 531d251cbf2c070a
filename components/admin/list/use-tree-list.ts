'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { buildTree } from '@/lib/tree';
import type { Filters } from './use-list-query';

interface Options<Row, F extends Filters> {
  /** The list's name in the query cache; every mutation of its rows invalidates it. */
  key: string;
  /** The flat rows for the filters (these lists are never paged). */
  fetch: (params: F) => Promise<Row[]>;
  filters: F;
  idKey: keyof Row & string;
  parentKey: keyof Row & string;
}

/**
 * The state of a query form + tree table screen (menus, departments): the form's values, the
 * filters last searched, and the flat rows the API gave, built into a tree by id and parent id.
 */
export function useTreeList<Row extends Record<string, unknown>, F extends Filters>({ key, fetch, filters: initial, idKey, parentKey }: Options<Row, F>) {
  const [filters, setFilters] = useState<F>(initial);
  const [applied, setApplied] = useState<F>(initial);
  const answer = useQuery({ queryKey: [key, applied], queryFn: () => fetch(applied), placeholderData: keepPreviousData });
  const tree = useMemo(() => buildTree(answer.data ?? [], idKey, parentKey), [answer.data, idKey, parentKey]);

  const setFilter = useCallback(<K extends keyof F>(name: K, value: F[K]) => setFilters((current) => ({ ...current, [name]: value })), []);
  const search = useCallback(() => setApplied(filters), [filters]);
  const reset = useCallback(() => {
    setFilters(initial);
    setApplied(initial);
  }, [initial]);

  return { filters, setFilter, search, reset, tree, loading: answer.isFetching, refresh: () => void answer.refetch() };
}

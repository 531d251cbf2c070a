'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Filters } from '@/lib/http/list';
import { buildTree } from '@/lib/tree';
import { useFilters } from './use-filters';

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
export function useTreeList<Row extends Record<string, unknown>, F extends Filters>({
  key,
  fetch,
  filters: initial,
  idKey,
  parentKey,
}: Options<Row, F>) {
  const { filters, setFilter, applied, search, reset } = useFilters(initial);
  const answer = useQuery({ queryKey: [key, applied.filters], queryFn: () => fetch(applied.filters), placeholderData: keepPreviousData });
  const tree = useMemo(() => buildTree(answer.data ?? [], idKey, parentKey), [answer.data, idKey, parentKey]);

  return { filters, setFilter, search, reset, tree, loading: answer.isFetching, refresh: () => void answer.refetch() };
}

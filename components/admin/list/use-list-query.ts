'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Filters, ListAnswer } from '@/lib/http/list';
import { addDateRange } from '@/lib/http/date-range';
import { DEFAULT_PAGE_SIZE } from '@/lib/seo/public-routes';
import { useFilters } from './use-filters';

// The list types live with the API calls; the monitor screens' calls still import them from here.
export type { Filters, ListAnswer } from '@/lib/http/list';

interface Options<Row, F extends Filters> {
  /** The list's name in the query cache; every mutation of its rows invalidates it. */
  key: string;
  fetch: (params: Filters) => Promise<ListAnswer<Row>>;
  filters: F;
  /** The field a date range filters on (`params[begin<X>]`); omitted: `beginTime`/`endTime`. */
  dateField?: string;
}

/**
 * The state of a query form + table + pager screen: the form's values, the filters last searched
 * (page 1, size 20 to start), the date range, and the rows, fetched and cached by react-query.
 * `params` is what the list call received, which an export sends again.
 */
export function useListQuery<Row, F extends Filters>({ key, fetch, filters: initial, dateField }: Options<Row, F>) {
  const form = useFilters(initial);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const { applied } = form;

  const params = useMemo(
    () =>
      addDateRange(
        { ...applied.filters, pageNum: page.pageNum, pageSize: page.pageSize } as Filters,
        applied.dateRange,
        dateField,
      ) as Filters,
    [applied, page, dateField],
  );
  const answer = useQuery({ queryKey: [key, params], queryFn: () => fetch(params), placeholderData: keepPreviousData });

  // A new search, or a reset, starts again at the first page.
  const { search: applyFilters, reset: resetFilters } = form;
  const search = useCallback(
    (patch?: Partial<F>) => {
      applyFilters(patch);
      setPage((current) => ({ ...current, pageNum: 1 }));
    },
    [applyFilters],
  );
  const reset = useCallback(() => {
    resetFilters();
    setPage((current) => ({ ...current, pageNum: 1 }));
  }, [resetFilters]);

  return {
    filters: form.filters,
    setFilter: form.setFilter,
    dateRange: form.dateRange,
    setDateRange: form.setDateRange,
    search,
    reset,
    params,
    rows: answer.data?.rows ?? [],
    total: answer.data?.total ?? 0,
    loading: answer.isFetching,
    failed: answer.isError,
    refresh: () => void answer.refetch(),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    setPage: (pageNum: number, pageSize: number) => setPage({ pageNum, pageSize }),
  };
}

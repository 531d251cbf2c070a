'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { addDateRange, type DateRange } from '@/lib/date-range';
import { DEFAULT_PAGE_SIZE } from '@/lib/public-routes';
import type { QueryValue } from '@/lib/query-string';

export type Filters = Record<string, QueryValue>;

export interface ListAnswer<Row> {
  rows: Row[];
  total: number;
}

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
  const [filters, setFilters] = useState<F>(initial);
  const [dateRange, setDateRange] = useState<DateRange>(null);
  const [applied, setApplied] = useState<{ filters: F; dateRange: DateRange }>({ filters: initial, dateRange: null });
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });

  const params = useMemo(
    () => addDateRange({ ...applied.filters, pageNum: page.pageNum, pageSize: page.pageSize } as Filters, applied.dateRange, dateField) as Filters,
    [applied, page, dateField],
  );
  const answer = useQuery({ queryKey: [key, params], queryFn: () => fetch(params), placeholderData: keepPreviousData });

  const setFilter = useCallback(<K extends keyof F>(name: K, value: F[K]) => setFilters((current) => ({ ...current, [name]: value })), []);
  const search = useCallback(() => {
    setApplied({ filters, dateRange });
    setPage((current) => ({ ...current, pageNum: 1 }));
  }, [filters, dateRange]);
  const reset = useCallback(() => {
    setFilters(initial);
    setDateRange(null);
    setApplied({ filters: initial, dateRange: null });
    setPage((current) => ({ ...current, pageNum: 1 }));
  }, [initial]);

  return {
    filters,
    setFilter,
    dateRange,
    setDateRange,
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

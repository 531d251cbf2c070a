'use client';

import { useCallback, useState } from 'react';
import type { Filters } from '@/lib/http/list';
import type { DateRange } from '@/lib/http/date-range';

/**
 * The query form of a list screen: the values as typed, the date range, and what was last
 * searched (`applied`), which the list shows. `search(patch)` sets `patch` and searches in one
 * step, for a control that both filters and searches (the user screen's department tree).
 */
export function useFilters<F extends Filters>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [dateRange, setDateRange] = useState<DateRange>(null);
  const [applied, setApplied] = useState<{ filters: F; dateRange: DateRange }>({ filters: initial, dateRange: null });

  const setFilter = useCallback(<K extends keyof F>(name: K, value: F[K]) => setFilters((current) => ({ ...current, [name]: value })), []);
  const search = useCallback(
    (patch?: Partial<F>) => {
      const next = patch ? { ...filters, ...patch } : filters;
      if (patch) setFilters(next);
      setApplied({ filters: next, dateRange });
    },
    [filters, dateRange],
  );
  const reset = useCallback(() => {
    setFilters(initial);
    setDateRange(null);
    setApplied({ filters: initial, dateRange: null });
  }, [initial]);

  return { filters, setFilter, dateRange, setDateRange, applied, search, reset };
}

'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';

/** A wire month (`yyyy-MM`) as a short label in the page's language: 26年3月, Mar 26. */
export function useMonthLabel(): (month: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    // Formatted at midnight UTC in UTC: the month named is the one on the wire, wherever the browser is.
    const format = new Intl.DateTimeFormat(locale, { year: '2-digit', month: 'short', timeZone: 'UTC' });
    return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
  }, [locale]);
}

/**
 * Which month labels a chart of `count` months shows: every other one, counted back from the
 * last, so the current month is always named (the chart's own choice drops labels that would
 * touch the one before, which can leave the last unnamed).
 */
export function monthTicks(count: number): (value: unknown, index: number) => boolean {
  return (_, index) => (count - 1 - index) % 2 === 0;
}

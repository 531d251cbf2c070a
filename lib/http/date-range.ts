/**
 * A list query's date range as the API reads it (spec section 7, contract 1.6):
 * `params[beginTime]` and `params[endTime]`, or `params[begin<X>]`/`params[end<X>]` for a named
 * field. An incomplete range adds nothing.
 */
export type DateRange = [begin: string, end: string] | null;

export function addDateRange<T extends Record<string, unknown>>(
  query: T,
  range: DateRange,
  field = '',
): T & { params: Record<string, string> } {
  const params: Record<string, string> = { ...((query.params as Record<string, string> | undefined) ?? {}) };
  if (range && range[0] && range[1]) {
    params[field ? `begin${field}` : 'beginTime'] = range[0];
    params[field ? `end${field}` : 'endTime'] = range[1];
  }
  return { ...query, params };
}

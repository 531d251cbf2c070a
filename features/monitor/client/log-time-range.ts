import type { Filters } from '@/lib/http/list';

/**
 * The login and operation logs compare times to the second (contract 1.6), so the reference's
 * client sends a chosen day range as the first second of the first day and the last second of
 * the last; a RuoYi server behind the proxy would otherwise drop the last day. Other params stay.
 */
export function withDayTimes(params: Filters): Filters {
  const range = params.params;
  if (!range || typeof range !== 'object') return params;
  const { beginTime, endTime } = range;
  if (!beginTime || !endTime) return params;
  return { ...params, params: { ...range, beginTime: `${beginTime} 00:00:00`, endTime: `${endTime} 23:59:59` } };
}

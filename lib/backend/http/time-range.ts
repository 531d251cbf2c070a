import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ServiceError } from './errors';

export const BAD_TIME_MSG = '时间格式不正确，应为yyyy-MM-dd HH:mm:ss';

/** Both ends as `yyyy-MM-dd HH:mm:ss` China time, or null when open. */
export interface TimeRange {
  beginTime: string | null;
  endTime: string | null;
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * One end of a log filter. The log screens send `yyyy-MM-dd HH:mm:ss` (contract 1.6); a bare day
 * is taken as its first or last second. Anything that is no real time is refused.
 */
function timeOf(value: string | null, dayEnd: string): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const match = TIME.exec(text);
  if (!match) throw new ServiceError(BAD_TIME_MSG);
  const [, y, m, d, h = dayEnd.slice(0, 2), i = dayEnd.slice(3, 5), s = dayEnd.slice(6, 8)] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(h), Number(i), Number(s)));
  const roundTrip = date.toISOString().slice(0, 19).replace('T', ' ');
  const wanted = `${y}-${m}-${d} ${h}:${i}:${s}`;
  if (roundTrip !== wanted) throw new ServiceError(BAD_TIME_MSG);
  return wanted;
}

/** `params[beginTime]`/`params[endTime]` (or the bare names) of a log list or export. */
export function timeRangeOf(query: URLSearchParams): TimeRange {
  const read = (name: string) => query.get(`params[${name}]`) ?? query.get(name);
  return { beginTime: timeOf(read('beginTime'), '00:00:00'), endTime: timeOf(read('endTime'), '23:59:59') };
}

/** Rows whose time lies in the range, both ends included to the second, read as China time. */
export function withinTimes(column: AnyPgColumn, range: TimeRange): SQL[] {
  const conditions: SQL[] = [];
  if (range.beginTime) conditions.push(sql`${column} >= ${range.beginTime}::timestamp at time zone 'Asia/Shanghai'`);
  if (range.endTime) conditions.push(sql`${column} < (${range.endTime}::timestamp + interval '1 second') at time zone 'Asia/Shanghai'`);
  return conditions;
}

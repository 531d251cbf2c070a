import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ServiceError } from './errors';

/** The reference's answer to a sort it will not run (contract 1.5). */
export const BAD_SORT_MSG = '参数不符合规范，不能进行查询';
export const BAD_DAY_MSG = '日期格式不正确，应为yyyy-MM-dd';

export interface DayRange {
  beginTime: string | null;
  endTime: string | null;
}

const DAY = /^(\d{4}-\d{2}-\d{2})(?: \d{2}:\d{2}:\d{2})?$/;

/** A day of a filter (`yyyy-MM-dd`, or the start of `yyyy-MM-dd HH:mm:ss`); a value that is no real day is refused. */
function dayOf(value: string | null): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const day = DAY.exec(text)?.[1];
  if (!day || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new ServiceError(BAD_DAY_MSG);
  }
  return day;
}

/**
 * A date-range filter as the UI sends it: `params[beginTime]`/`params[endTime]`, or the bare
 * names; `suffix` serves the helper's `params[begin<X>]` form (contract 1.6).
 */
export function dayRangeOf(query: URLSearchParams, suffix = 'Time'): DayRange {
  const read = (name: string) => query.get(`params[${name}]`) ?? query.get(name);
  return { beginTime: dayOf(read(`begin${suffix}`)), endTime: dayOf(read(`end${suffix}`)) };
}

/** Conditions keeping rows whose time falls on the range's days in China time, both ends included. */
export function withinDays(column: AnyPgColumn, range: DayRange): SQL[] {
  const conditions: SQL[] = [];
  if (range.beginTime) conditions.push(sql`${column} >= (${range.beginTime}::date)::timestamp at time zone 'Asia/Shanghai'`);
  if (range.endTime) conditions.push(sql`${column} < ((${range.endTime}::date) + 1)::timestamp at time zone 'Asia/Shanghai'`);
  return conditions;
}

/** The reference's `like concat('%', x, '%')`, case-insensitive, with the text's own wildcards taken literally. */
export function containsText(column: AnyPgColumn, text: string): SQL {
  return sql`${column} ilike ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}`;
}

/**
 * The ORDER BY a list asks for with `orderByColumn` (a camelCase property) and `isAsc`. Only the
 * properties in `sortable` can be named, so the value never reaches the SQL text; anything else
 * is refused as the reference refuses it. Without `orderByColumn` the list keeps its own order.
 */
export function orderOf(query: URLSearchParams, sortable: Record<string, AnyPgColumn>, fallback: SQL[]): SQL[] {
  const property = (query.get('orderByColumn') ?? '').trim();
  if (property === '') return fallback;
  const column = Object.hasOwn(sortable, property) ? sortable[property] : undefined;
  const direction = (query.get('isAsc') ?? 'asc').trim().toLowerCase();
  if (!column || !['asc', 'desc', 'ascending', 'descending'].includes(direction)) throw new ServiceError(BAD_SORT_MSG);
  return [direction.startsWith('desc') ? desc(column) : asc(column), ...fallback];
}

/** A text filter of a list: trimmed, and refused when longer than any stored value could be. */
export function textFilter(query: URLSearchParams, name: string, max = 100): string {
  const value = (query.get(name) ?? '').trim();
  if (value.length > max) throw new ServiceError(`查询条件[${name}]长度不能超过${max}个字符`);
  return value;
}

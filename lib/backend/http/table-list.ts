import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Contract } from '@/lib/contract/contract';
import type { WireRow } from '@/lib/contract/wire';
import type { Executor } from '../db/client';
import { pickColumns } from '../db/columns';
import type { RequestContext } from './context';
import { table as tableEnvelope } from './envelope';
import { containsText, dayRangeOf, orderOf, textFilter, withinDays } from './list-query';
import { pageOf } from './paging';
import { idParam } from './params';
import type { Route } from './router';
import { timeRangeOf, withinTimes } from './time-range';
import { wireRow } from './wire';

/**
 * One filter of a list: reads its parameters from the query string, refusing bad ones, and
 * answers the conditions they ask for (none when absent). Any such function is a rule; the
 * constructors below cover the usual ones.
 */
export type FilterRule = (query: URLSearchParams) => SQL[];

/** A text parameter (trimmed, at most `max` long) that, when given, becomes `condition(value)`. */
export function whenGiven(name: string, condition: (value: string) => SQL, max?: number): FilterRule {
  return (query) => {
    const value = textFilter(query, name, max);
    return value ? [condition(value)] : [];
  };
}

/** The column contains the parameter's text (the reference's `like`). */
export const contains = (name: string, column: AnyPgColumn, max?: number) => whenGiven(name, (value) => containsText(column, value), max);

/** The column equals the parameter's text. */
export const equals = (name: string, column: AnyPgColumn, max?: number) => whenGiven(name, (value) => eq(column, value), max);

/** The column equals the parameter, an id when given (a bad one is refused as a path id is). */
export function idEquals(name: string, column: AnyPgColumn): FilterRule {
  return (query) => {
    const text = (query.get(name) ?? '').trim();
    return text ? [eq(column, idParam(name, text))] : [];
  };
}

/** The column's time falls on the days of `params[begin<suffix>]`/`params[end<suffix>]` (see `dayRangeOf`). */
export const daysOf =
  (column: AnyPgColumn, suffix?: string): FilterRule =>
  (query) =>
    withinDays(column, dayRangeOf(query, suffix));

/** The column's time lies within `params[beginTime]`/`params[endTime]` to the second (the log screens' filter). */
export const timesOf =
  (column: AnyPgColumn): FilterRule =>
  (query) =>
    withinTimes(column, timeRangeOf(query));

/** A condition every row of the list meets, whatever the query. */
export const always =
  (condition: SQL): FilterRule =>
  () => [condition];

/** A condition added to a list's filters: given, or worked out (data scope, a category's subtree) once the query has been read. */
export type Extra = SQL | undefined | (() => Promise<SQL | undefined>);

export interface ListSpec<Row, Wire> {
  /** Read in this order, so a query with several bad parameters is refused for the first, as before. */
  filters: FilterRule[];
  /**
   * The properties `orderByColumn` may name: columns of the list's table by their property names,
   * or columns of any table by the names the screen sorts by. A list without them keeps `order`
   * and ignores the parameter.
   */
  sortable?: readonly string[] | Record<string, AnyPgColumn>;
  /** The list's own order, and the tie-break after a requested one. */
  order: SQL[];
  /** A page's rows as the contract sends them; each row through `wireRow` by default. */
  wire?: (rows: Row[], db: Executor) => Wire[] | Promise<Wire[]>;
}

/** A filtered, sortable list of a table: its conditions, its order, a page of it and all of it. */
export interface TableList<Row, Wire> {
  where(query: URLSearchParams): SQL | undefined;
  orderBy(query: URLSearchParams): SQL[];
  /** The rows a page asks for (`pageNum`/`pageSize`) and how many match in all. */
  page(db: Executor, query: URLSearchParams, extra?: Extra): Promise<{ total: number; rows: Wire[] }>;
  /** Every matching row, ordered, never paged: what an export writes. */
  all(db: Executor, query: URLSearchParams, extra?: Extra): Promise<Row[]>;
}

type RowOf<Q extends PgSelect> = Awaited<Q>[number];

type Wired<Row> = Row extends Record<string, unknown> ? WireRow<Row> : never;

/**
 * The list of `table` as `spec` describes it. `select` (a dynamic select of the table) gives
 * the rows' columns and joins when they are more than the table's own; the count always reads
 * `table` alone, so joins must not drop or repeat rows.
 */
export function tableList<T extends PgTable, Wire = Wired<T['$inferSelect']>>(
  table: T,
  spec: ListSpec<T['$inferSelect'], Wire>,
): TableList<T['$inferSelect'], Wire>;
export function tableList<Q extends PgSelect, Wire = Wired<RowOf<Q>>>(
  table: PgTable,
  select: (db: Executor) => Q,
  spec: ListSpec<RowOf<Q>, Wire>,
): TableList<RowOf<Q>, Wire>;
export function tableList(
  table: PgTable,
  ...args: [ListSpec<Record<string, unknown>, unknown>] | [(db: Executor) => PgSelect, ListSpec<Record<string, unknown>, unknown>]
): TableList<Record<string, unknown>, unknown> {
  const [select, spec] = args.length === 1 ? [(db: Executor) => db.select().from(table).$dynamic(), args[0]] : args;
  const wire = spec.wire ?? ((rows) => rows.map((row) => wireRow(row)));
  const where = (query: URLSearchParams) => and(...spec.filters.flatMap((rule) => rule(query)));
  const sortable = isNames(spec.sortable) ? (pickColumns(table, spec.sortable) as Record<string, AnyPgColumn>) : spec.sortable;
  const orderBy = (query: URLSearchParams) => (sortable ? orderOf(query, sortable, spec.order) : spec.order);
  const withExtra = async (filters: SQL | undefined, extra: Extra) => and(filters, typeof extra === 'function' ? await extra() : extra);
  return {
    where,
    orderBy,
    async page(db, query, extra) {
      const filters = where(query);
      const order = orderBy(query);
      const page = pageOf(query);
      const conditions = await withExtra(filters, extra);
      const [{ total }] = await db.select({ total: count() }).from(table).where(conditions);
      const rows = await select(db)
        .where(conditions)
        .orderBy(...order)
        .limit(page.pageSize)
        .offset(page.offset);
      return { total, rows: await wire(rows, db) };
    },
    async all(db, query, extra) {
      const filters = where(query);
      const order = orderBy(query);
      return select(db)
        .where(await withExtra(filters, extra))
        .orderBy(...order);
    },
  };
}

const isNames = (sortable: ListSpec<unknown, unknown>['sortable']): sortable is readonly string[] => Array.isArray(sortable);

/** A page of a list as the contract answers it (`{total, rows}`). */
type PageLoader = (ctx: RequestContext) => Promise<{ total: number; rows: unknown[] }>;

/** The route of a list endpoint: answers as a table the page of `list`, or of a loader when the list needs more than the query. */
export function listRoute(contract: Contract, list: TableList<unknown, unknown> | PageLoader): Route {
  const load: PageLoader = typeof list === 'function' ? list : (ctx) => list.page(ctx.deps.db, ctx.query);
  return {
    contract,
    handler: async (ctx) => {
      const { total, rows } = await load(ctx);
      return tableEnvelope(rows, total);
    },
  };
}

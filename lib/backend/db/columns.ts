import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type ColumnsOf<T extends PgTable> = T['_']['columns'];

/** Some of a table's columns by their property names, for a select of just those; a name that is none is a mistake. */
export function pickColumns<T extends PgTable, K extends keyof ColumnsOf<T> & string>(
  table: T,
  names: readonly K[],
): Pick<ColumnsOf<T>, K> {
  const columns: ColumnsOf<T> = getTableColumns(table);
  return Object.fromEntries(
    names.map((name) => {
      if (!Object.hasOwn(columns, name)) throw new Error(`${name} is no column of the table`);
      return [name, columns[name]];
    }),
  ) as Pick<ColumnsOf<T>, K>;
}

/** A table's columns but these, for a select that must not carry them (a password). */
export function omitColumns<T extends PgTable, K extends keyof ColumnsOf<T> & string>(
  table: T,
  names: readonly K[],
): Omit<ColumnsOf<T>, K> {
  const columns: Record<string, unknown> = { ...getTableColumns(table) };
  for (const name of names) delete columns[name];
  return columns as Omit<ColumnsOf<T>, K>;
}

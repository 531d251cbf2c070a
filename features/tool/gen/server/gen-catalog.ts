import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { ServiceError } from '@/lib/backend/http/errors';
import { DB_NAME } from '../codegen/source-text';
import type { LiveColumn } from '../codegen/spec';
import type { CatalogTable } from '../contract';

export interface CatalogColumn extends LiveColumn {
  columnComment: string;
  /** The type as PostgreSQL prints it (`character varying(30)`). */
  columnType: string;
  isPk: boolean;
  /** Filled by an identity or a sequence. */
  isIncrement: boolean;
  sort: number;
}

export const BAD_TABLE_NAME_MSG = '表名格式不正确，只能包含小写字母、数字和下划线';
export const tableMissingMessage = (tableName: string) => `数据库中不存在表${tableName}`;

/**
 * The generator's own tables, the portal's bookkeeping (`app_*`: the schema version) and the
 * migrations' are never offered, as the reference leaves out `gen_*` and `qrtz_*`.
 */
function isOffered(tableName: string): boolean {
  return !/^(gen_|app_|__drizzle)/.test(tableName);
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Ordinary and partitioned tables of the current schema, by name, with their comments. */
export async function catalogTables(db: Executor): Promise<CatalogTable[]> {
  const result = await db.execute(sql`
    select c.relname as "tableName", coalesce(obj_description(c.oid, 'pg_class'), '') as "tableComment"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
    order by c.relname`);
  return rowsOf<CatalogTable>(result).filter((table) => DB_NAME.test(table.tableName) && isOffered(table.tableName));
}

/**
 * A table name from a request, checked twice: it must look like a plain identifier, and the
 * catalogue must hold it. Only names that pass ever reach a query, and then only as a bound value.
 */
export async function requireCatalogTable(db: Executor, tableName: string): Promise<CatalogTable> {
  if (!DB_NAME.test(tableName) || tableName.length > 63) throw new ServiceError(BAD_TABLE_NAME_MSG);
  const table = (await catalogTables(db)).find((candidate) => candidate.tableName === tableName);
  if (!table) throw new ServiceError(tableMissingMessage(tableName));
  return table;
}

/** The columns of a catalogue table in their order, or an empty list when the table is gone. */
export async function catalogColumns(db: Executor, tableName: string): Promise<CatalogColumn[]> {
  const result = await db.execute(sql`
    select a.attname as "columnName",
           a.attnum as "sort",
           format_type(a.atttypid, a.atttypmod) as "columnType",
           a.attnotnull as "notNull",
           coalesce(col_description(c.oid, a.attnum), '') as "columnComment",
           a.attidentity <> '' as "identity",
           pg_get_expr(d.adbin, d.adrelid) as "defaultExpr",
           exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary and a.attnum = any(i.indkey)) as "isPk"
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
    where n.nspname = current_schema() and c.relname = ${tableName} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    order by a.attnum`);
  return rowsOf<Omit<CatalogColumn, 'isIncrement'>>(result).map((column) => ({
    ...column,
    sort: Number(column.sort),
    isIncrement: column.identity || /^nextval\(/.test(column.defaultExpr ?? ''),
  }));
}

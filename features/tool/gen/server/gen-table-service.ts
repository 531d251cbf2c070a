import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { genTable, genTableColumn } from '@/features/tool/gen/tables';
import { sysMenu } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { dayRangeOf, textFilter } from '@/lib/backend/http/list-query';
import { pageOf } from '@/lib/backend/http/paging';
import { contains, daysOf, tableList, type TableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import { catalogTables } from './gen-catalog';
import type { DbTableWire, GenColumnWire, GenParams, GenTableDetail, GenTableWire, TplCategory } from '../contract';

export const GEN_TABLE_NOT_FOUND_MSG = '表信息不存在';
export const SYNC_SOURCE_MISSING_MSG = '同步数据失败，原表结构不存在';

export type GenTableRow = typeof genTable.$inferSelect;
export type GenColumnRow = typeof genTableColumn.$inferSelect;

const TABLE_NAME_MAX = 200;
const TABLE_COMMENT_MAX = 500;

/** The tree and menu settings saved in `options`. */
export function optionsOf(row: Pick<GenTableRow, 'options'>): Partial<GenParams> {
  if (!row.options) return {};
  try {
    const parsed: unknown = JSON.parse(row.options);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<GenParams>) : {};
  } catch {
    return {};
  }
}

function wireTable(row: GenTableRow, parentMenuName: string | null = null): GenTableWire {
  const options = optionsOf(row);
  return {
    ...wireRow(row),
    // Written only through the form's schema and the import's defaults, so one of the templates.
    tplCategory: row.tplCategory as TplCategory,
    treeCode: options.treeCode ?? null,
    treeParentCode: options.treeParentCode ?? null,
    treeName: options.treeName ?? null,
    parentMenuId: options.parentMenuId ?? null,
    parentMenuName,
    genView: options.genView ?? '0',
    view: options.genView === '1',
    sub: row.tplCategory === 'sub',
    tree: row.tplCategory === 'tree',
    crud: row.tplCategory === 'crud',
  };
}

const AUDIT_FIELDS = new Set(['createBy', 'createTime', 'updateBy', 'updateTime', 'remark']);

export function wireColumn(row: GenColumnRow): GenColumnWire {
  const flag = (value: string) => value === '1';
  return {
    ...wireRow(row),
    pk: flag(row.isPk),
    increment: flag(row.isIncrement),
    required: flag(row.isRequired),
    insert: flag(row.isInsert),
    edit: flag(row.isEdit),
    list: flag(row.isList),
    query: flag(row.isQuery),
    superColumn: AUDIT_FIELDS.has(row.javaField),
    usableColumn: ['parentId', 'orderNum', 'remark'].includes(row.javaField),
    capJavaField: row.javaField.charAt(0).toUpperCase() + row.javaField.slice(1),
  };
}

/** `GET /tool/gen/list`: imported tables, without their columns; the newest import first, as the UI sorts it, unless asked otherwise. */
export const genTableList: TableList<GenTableRow, GenTableWire> = tableList(genTable, {
  filters: [
    contains('tableName', genTable.tableName, TABLE_NAME_MAX),
    contains('tableComment', genTable.tableComment, TABLE_COMMENT_MAX),
    daysOf(genTable.createTime),
  ],
  sortable: ['tableId', 'tableName', 'tableComment', 'className', 'createTime', 'updateTime'],
  order: [desc(genTable.createTime), desc(genTable.tableId)],
  wire: (rows) => rows.map((row) => wireTable(row)),
});

/**
 * `GET /tool/gen/db/list`: tables of the current schema not imported yet. PostgreSQL keeps no
 * creation time for tables, so `createTime`/`updateTime` are null and a date range matches nothing.
 */
export async function listDbTables(db: Executor, query: URLSearchParams): Promise<{ total: number; rows: DbTableWire[] }> {
  const filter = {
    tableName: textFilter(query, 'tableName', TABLE_NAME_MAX),
    tableComment: textFilter(query, 'tableComment', TABLE_COMMENT_MAX),
    created: dayRangeOf(query),
  };
  const page = pageOf(query);
  const imported = new Set((await db.select({ tableName: genTable.tableName }).from(genTable)).map((row) => row.tableName));
  const contains = (text: string, part: string) => part === '' || text.toLowerCase().includes(part.toLowerCase());
  const dated = filter.created.beginTime !== null || filter.created.endTime !== null;
  const matching = dated
    ? []
    : (await catalogTables(db)).filter(
        (table) =>
          !imported.has(table.tableName) &&
          contains(table.tableName, filter.tableName) &&
          contains(table.tableComment, filter.tableComment),
      );
  const rows = matching.slice(page.offset, page.offset + page.pageSize).map((table) => ({ ...table, createTime: null, updateTime: null }));
  return { total: matching.length, rows };
}

export async function requireGenTable(db: Executor, tableId: number): Promise<GenTableRow> {
  const [row] = await db.select().from(genTable).where(eq(genTable.tableId, tableId));
  if (!row) throw new ServiceError(GEN_TABLE_NOT_FOUND_MSG);
  return row;
}

export async function columnsOf(db: Executor, tableId: number): Promise<GenColumnRow[]> {
  return db
    .select()
    .from(genTableColumn)
    .where(eq(genTableColumn.tableId, tableId))
    .orderBy(asc(genTableColumn.sort), asc(genTableColumn.columnId));
}

/** `GET /tool/gen/{tableId}`: the settings, the columns, and every imported table (for the sub-table choice). */
export async function getGenTable(db: Executor, tableId: number): Promise<GenTableDetail> {
  const row = await requireGenTable(db, tableId);
  const columns = (await columnsOf(db, tableId)).map(wireColumn);
  const parentMenuId = optionsOf(row).parentMenuId;
  const [menu] = parentMenuId ? await db.select({ menuName: sysMenu.menuName }).from(sysMenu).where(eq(sysMenu.menuId, parentMenuId)) : [];
  const all = await db.select().from(genTable).orderBy(asc(genTable.tableId));
  const everyColumn = all.length
    ? await db
        .select()
        .from(genTableColumn)
        .where(
          inArray(
            genTableColumn.tableId,
            all.map((table) => table.tableId),
          ),
        )
        .orderBy(asc(genTableColumn.sort))
    : [];
  const tables = all.map((table) => ({
    ...wireTable(table),
    columns: everyColumn.filter((column) => column.tableId === table.tableId).map(wireColumn),
  }));
  return { info: { ...wireTable(row, menu?.menuName ?? null), columns }, rows: columns, tables };
}

/** `GET /tool/gen/column/{tableId}`. */
export async function listGenColumns(db: Executor, tableId: number): Promise<GenColumnWire[]> {
  await requireGenTable(db, tableId);
  return (await columnsOf(db, tableId)).map(wireColumn);
}

/** An imported table found by its name (names are checked against the identifier pattern first). */
export async function requireGenTableByName(db: Executor, tableName: string): Promise<GenTableRow> {
  const [row] = await db.select().from(genTable).where(eq(genTable.tableName, tableName));
  if (!row) throw new ServiceError(`表${tableName}未导入`);
  return row;
}

import { and, eq, inArray } from 'drizzle-orm';
import { kindOf, tsTypeOfJava, tsTypesOf, type TsType } from '../codegen/column-types';
import { DB_NAME } from '../codegen/source-text';
import type { Database, Executor } from '@/lib/backend/db/client';
import { genTable, genTableColumn } from '@/features/tool/gen/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/lib/security/caller';
import { BAD_TABLE_NAME_MSG, catalogColumns, requireCatalogTable } from './gen-catalog';
import { columnDefaults, tableDefaults } from './gen-defaults';
import type { z } from 'zod';
import type { CatalogTable, genTableSchema } from '../contract';
import { columnsOf, GEN_TABLE_NOT_FOUND_MSG, requireGenTableByName, SYNC_SOURCE_MISSING_MSG, type GenColumnRow } from './gen-table-service';

type GenTableInput = z.infer<typeof genTableSchema>;

/** `POST /tool/gen/importTable`: every named table or none; each must be a real, not yet imported table. */
export async function importTables(db: Database, user: LoginUser, tableNames: string[], tplWebType: string): Promise<void> {
  if (tableNames.length === 0) throw new ServiceError('请选择要导入的表');
  const tables: CatalogTable[] = [];
  for (const name of tableNames) tables.push(await requireCatalogTable(db, name));
  await db.transaction(async (tx) => {
    const taken = await tx.select({ tableName: genTable.tableName }).from(genTable).where(inArray(genTable.tableName, tableNames));
    if (taken.length) throw new ServiceError(`表${taken[0].tableName}已导入`);
    for (const table of tables) {
      const [row] = await tx
        .insert(genTable)
        .values(tableDefaults(table, tplWebType, user.userName))
        .returning({ tableId: genTable.tableId });
      const columns = await catalogColumns(tx, table.tableName);
      if (columns.length)
        await tx.insert(genTableColumn).values(columns.map((column) => columnDefaults(row.tableId, column, user.userName)));
    }
  });
}

type ColumnInput = GenTableInput['columns'][number];

/**
 * The TypeScript type a column is saved with: the one sent (our screen edits `tsType`); else, when
 * a stock client changed only `javaType`, the type that Java type stands for if the column's
 * database type can be read as it; else the stored one.
 */
function tsTypeFor(stored: GenColumnRow, input: ColumnInput): string {
  if (input.tsType) return input.tsType;
  if (input.javaType && input.javaType !== stored.javaType) {
    const implied = tsTypeOfJava(input.javaType);
    if (tsTypesOf(kindOf(stored.columnType)).includes(implied)) return implied;
  }
  return stored.tsType;
}

/** Checks a column's settings against its database type; answers the first problem. */
function columnProblem(stored: GenColumnRow, input: ColumnInput): string | null {
  const kind = kindOf(stored.columnType);
  const types = tsTypesOf(kind);
  const tsType = tsTypeFor(stored, input);
  if (tsType && !types.includes(tsType as TsType)) return `字段${stored.columnName}的类型只能是${types.join('、')}`;
  if (input.queryType === 'BETWEEN' && kind !== 'date' && kind !== 'timestamp')
    return `字段${stored.columnName}的查询方式BETWEEN只适用于日期字段`;
  if (input.queryType === 'LIKE' && kind !== 'text') return `字段${stored.columnName}的查询方式LIKE只适用于文本字段`;
  return null;
}

/** The tree and sub-table settings the chosen template needs (contract 5.16, PUT). */
async function checkTemplate(db: Executor, input: GenTableInput, columnNames: Set<string>): Promise<void> {
  const { params } = input;
  if (input.tplCategory === 'tree') {
    if (!params.treeCode) throw new ServiceError('树编码字段不能为空');
    if (!params.treeParentCode) throw new ServiceError('树父编码字段不能为空');
    if (!params.treeName) throw new ServiceError('树名称字段不能为空');
    for (const name of [params.treeCode, params.treeParentCode, params.treeName])
      if (!columnNames.has(name)) throw new ServiceError(`字段${name}不存在`);
  }
  if (input.tplCategory === 'sub') {
    if (!input.subTableName) throw new ServiceError('关联子表的表名不能为空');
    if (!input.subTableFkName) throw new ServiceError('子表关联的外键名不能为空');
    if (input.subTableName === input.tableName) throw new ServiceError('关联子表不能是本表');
    const [sub] = await db.select({ tableId: genTable.tableId }).from(genTable).where(eq(genTable.tableName, input.subTableName));
    if (!sub) throw new ServiceError(`关联子表${input.subTableName}未导入`);
    const [fk] = await db
      .select({ columnId: genTableColumn.columnId })
      .from(genTableColumn)
      .where(and(eq(genTableColumn.tableId, sub.tableId), eq(genTableColumn.columnName, input.subTableFkName)));
    if (!fk) throw new ServiceError(`字段${input.subTableFkName}不存在`);
  }
}

/** `PUT /tool/gen`: the table's settings and its columns', all or nothing; every column named must be one of this table's. */
export async function editGenTable(db: Database, user: LoginUser, input: GenTableInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(genTable).where(eq(genTable.tableId, input.tableId)).for('update');
    if (!row) throw new ServiceError(GEN_TABLE_NOT_FOUND_MSG);
    if (input.tableName !== row.tableName) throw new ServiceError('表名称不能修改');
    const stored = await columnsOf(tx, row.tableId);
    const byId = new Map(stored.map((column) => [column.columnId, column]));
    const fields = new Map<string, string>();
    for (const column of input.columns) {
      const existing = byId.get(column.columnId);
      if (!existing) throw new ServiceError(`字段${column.columnName ?? column.columnId}不存在`);
      if (column.columnName !== undefined && column.columnName !== existing.columnName)
        throw new ServiceError(`字段${column.columnName}不存在`);
      const problem = columnProblem(existing, column);
      if (problem) throw new ServiceError(problem);
      if (fields.has(column.javaField)) throw new ServiceError(`字段属性名${column.javaField}重复`);
      fields.set(column.javaField, existing.columnName);
    }
    for (const column of stored) {
      if (input.columns.some((sent) => sent.columnId === column.columnId)) continue;
      if (fields.has(column.javaField)) throw new ServiceError(`字段属性名${column.javaField}重复`);
    }
    await checkTemplate(tx, input, new Set(stored.map((column) => column.columnName)));

    const { params, columns, tableId, ...settings } = input;
    const options = JSON.stringify({ ...params, parentMenuId: params.parentMenuId ?? undefined });
    await tx
      .update(genTable)
      .set({
        ...settings,
        subTableName: settings.subTableName || null,
        subTableFkName: settings.subTableFkName || null,
        genPath: settings.genPath || '/',
        options,
        updateBy: user.userName,
        updateTime: new Date(),
      })
      .where(eq(genTable.tableId, tableId));
    for (const { columnId, columnName: _name, javaType, tsType: _tsType, ...column } of columns) {
      const existing = byId.get(columnId)!;
      await tx
        .update(genTableColumn)
        .set({
          ...column,
          javaType: javaType ?? existing.javaType,
          tsType: tsTypeFor(existing, { ...column, columnId, javaType, tsType: _tsType }),
          updateBy: user.userName,
          updateTime: new Date(),
        })
        .where(and(eq(genTableColumn.columnId, columnId), eq(genTableColumn.tableId, tableId)));
    }
  });
}

/** `DELETE /tool/gen/{tableIds}`: the tables' settings and columns, all or none. */
export async function removeGenTables(db: Database, tableIds: number[]): Promise<void> {
  if (tableIds.length === 0) throw new ServiceError(GEN_TABLE_NOT_FOUND_MSG);
  await db.transaction(async (tx) => {
    const rows = await tx.select({ tableId: genTable.tableId }).from(genTable).where(inArray(genTable.tableId, tableIds)).for('update');
    if (rows.length !== tableIds.length) throw new ServiceError(GEN_TABLE_NOT_FOUND_MSG);
    await tx.delete(genTableColumn).where(inArray(genTableColumn.tableId, tableIds));
    await tx.delete(genTable).where(inArray(genTable.tableId, tableIds));
  });
}

/**
 * `GET /tool/gen/synchDb/{tableName}`: the columns as the database has them now. Surviving columns
 * keep their settings (a type that no longer fits its new database type starts again), new ones
 * get the import defaults, vanished ones go.
 */
export async function syncGenTable(db: Database, user: LoginUser, tableName: string): Promise<void> {
  if (!DB_NAME.test(tableName)) throw new ServiceError(BAD_TABLE_NAME_MSG);
  const table = await requireGenTableByName(db, tableName);
  const live = await catalogColumns(db, tableName);
  if (live.length === 0) throw new ServiceError(SYNC_SOURCE_MISSING_MSG);
  await db.transaction(async (tx) => {
    const stored = new Map((await columnsOf(tx, table.tableId)).map((column) => [column.columnName, column]));
    for (const column of live) {
      const fresh = columnDefaults(table.tableId, column, user.userName);
      const existing = stored.get(column.columnName);
      if (!existing) {
        await tx.insert(genTableColumn).values(fresh);
        continue;
      }
      const fits = tsTypesOf(kindOf(column.columnType)).includes(existing.tsType as TsType);
      const sameType = existing.columnType === fresh.columnType;
      await tx
        .update(genTableColumn)
        .set({
          columnComment: fresh.columnComment,
          columnType: fresh.columnType,
          isPk: fresh.isPk,
          isIncrement: fresh.isIncrement,
          sort: fresh.sort,
          javaType: sameType ? existing.javaType : fresh.javaType,
          tsType: fits ? existing.tsType : fresh.tsType,
          queryType: fits ? existing.queryType : fresh.queryType,
          updateBy: user.userName,
          updateTime: new Date(),
        })
        .where(eq(genTableColumn.columnId, existing.columnId));
      stored.delete(column.columnName);
    }
    const vanished = [...stored.values()].map((column) => column.columnId);
    if (vanished.length) await tx.delete(genTableColumn).where(inArray(genTableColumn.columnId, vanished));
    await tx.update(genTable).set({ updateBy: user.userName, updateTime: new Date() }).where(eq(genTable.tableId, table.tableId));
  });
}

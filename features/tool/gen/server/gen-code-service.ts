import { eq } from 'drizzle-orm';
import { generateFiles } from '../codegen/generate';
import type { GeneratedFile, GenTableSpec } from '../codegen/spec';
import { GenerationError } from '../codegen/table-model';
import { zipOf } from '../codegen/zip';
import { DB_NAME } from '../codegen/source-text';
import type { Executor } from '@/lib/backend/db/client';
import { genTable } from '@/features/tool/gen/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { BAD_TABLE_NAME_MSG, catalogColumns } from './gen-catalog';
import { columnsOf, GEN_TABLE_NOT_FOUND_MSG, optionsOf, requireGenTableByName, type GenTableRow } from './gen-table-service';
import type { GenPreview } from '../contract';

/**
 * Generated code is only shown or downloaded. The reference could also write it under a
 * user-editable path on the server (`genCode`, contract 9 item 19): that is refused here.
 */
export const GEN_TO_DISK_REFUSED_MSG = '【系统预设】不允许生成文件覆盖到本地';

async function filesOf(db: Executor, table: GenTableRow): Promise<GeneratedFile[]> {
  const columns = await columnsOf(db, table.tableId);
  const options = optionsOf(table);
  const spec: GenTableSpec = { ...table, options: { ...options, parentMenuId: options.parentMenuId }, columns };
  // The database's own NOT NULL, defaults and identities make the generated table match it.
  const live = await catalogColumns(db, table.tableName);
  try {
    return generateFiles(spec, live);
  } catch (error) {
    if (error instanceof GenerationError) throw new ServiceError(error.message);
    throw error;
  }
}

/**
 * `GET /tool/gen/preview/{tableId}`: `data` maps the stock template keys (`vm/ts/schema.ts.vm`) to
 * the generated source, in the order the tabs show them, as the stock screens read it; `paths`
 * (which they ignore) maps the same keys to each file's path in the project, for our own screen.
 */
export async function previewCode(db: Executor, tableId: number): Promise<GenPreview> {
  const [table] = await db.select().from(genTable).where(eq(genTable.tableId, tableId));
  if (!table) throw new ServiceError(GEN_TABLE_NOT_FOUND_MSG);
  const files = await filesOf(db, table);
  return {
    data: Object.fromEntries(files.map((file) => [file.key, file.source])),
    paths: Object.fromEntries(files.map((file) => [file.key, file.path])),
  };
}

/** `GET /tool/gen/download/{tableName}` and `batchGenCode?tables=`: the generated files of imported tables as one zip. */
export async function zipCode(db: Executor, tableNames: string[]): Promise<Uint8Array> {
  if (tableNames.length === 0) throw new ServiceError('请选择要生成的表');
  const files: GeneratedFile[] = [];
  for (const name of tableNames) {
    if (!DB_NAME.test(name)) throw new ServiceError(BAD_TABLE_NAME_MSG);
    files.push(...(await filesOf(db, await requireGenTableByName(db, name))));
  }
  return zipOf(files);
}

import { gen } from '@/features/tool/gen/contract';
import type { DataOf, InputOf, RowOf } from '@/lib/contract/contract';
import { request } from '@/lib/http/request';
import type { Filters } from '@/lib/http/list';

export type { TplCategory } from '@/features/tool/gen/contract';

/** The code generator's calls (contract 5.16), typed by their contracts. */
export type GenTable = RowOf<typeof gen.list>;

/** A table of the database not yet imported (`/db/list`). */
export type DbTable = RowOf<typeof gen.dbList>;

/** A column's settings as the API keeps them (flags are "1" for yes, "0" or empty for no), with its ids. */
export type GenColumn = RowOf<typeof gen.column>;

export type GenFlag = 'isInsert' | 'isEdit' | 'isList' | 'isQuery' | 'isRequired';

/** The settings, the columns, and every imported table with its columns, for choosing the sub-table and its foreign key. */
export type GenDetail = DataOf<typeof gen.get>;

/** What 提交 sends: the table with its columns, and the options the server keeps as JSON. */
export type GenTableInput = InputOf<typeof gen.edit>;

export const listGenTable = (params: Filters) => request(gen.list, { params });
export const listDbTable = (params: Filters) => request(gen.dbList, { params });
export const getGenTable = (tableId: number) => request(gen.get, { path: { tableId } }).then((answer) => answer.data);
/** The reference UI sends `tplWebType` with the import; the server keeps it on the table. */
export const importTable = (tables: string[]) =>
  request(gen.importTable, { params: { tables: tables.join(','), tplWebType: 'element-ui' } });
export const updateGenTable = (data: GenTableInput) => request(gen.edit, { data });
export const deleteGenTable = (tableIds: number[]) => request(gen.remove, { path: { tableIds } });
/** One generated file of a preview: its stock key, its path in the project, its source. */
export interface PreviewFile {
  key: string;
  path: string;
  source: string;
}

/**
 * The generated files in order, each with its stock preview key (`vm/ts/schema.ts.vm`), its path
 * in the project (from the answer's `paths`, the key when it is missing) and its source text.
 */
export const previewTable = (tableId: number): Promise<PreviewFile[]> =>
  request(gen.preview, { path: { tableId } }).then((answer) =>
    Object.entries(answer.data).map(([key, source]) => ({ key, path: answer.paths?.[key] ?? key, source })),
  );
export const synchDb = (tableName: string) => request(gen.synchDb, { path: { tableName: encodeURIComponent(tableName) } });
/** The zip of the tables' generated files, for `downloadGet` with `{ tables }`. */
export const GEN_BATCH_PATH = gen.batchGenCode.path;

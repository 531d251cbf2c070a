import { gen } from '@/features/tool/gen/contract';
import { request, type Envelope } from '@/lib/http/request';
import type { Filters, ListAnswer } from '@/lib/http/list';
import type { GenColumnSpec } from '@/features/tool/gen/codegen/spec';

/** The code generator's calls (contract 5.16) with its fields. */
export interface GenTable {
  tableId: number;
  tableName: string;
  tableComment: string;
  subTableName: string | null;
  subTableFkName: string | null;
  className: string;
  tplCategory: TplCategory;
  tplWebType: string | null;
  packageName: string;
  moduleName: string;
  businessName: string;
  functionName: string;
  functionAuthor: string;
  formColNum?: number | null;
  /** "0" a zip download, "1" written to `genPath` on the server. */
  genType: string;
  genPath: string | null;
  options: string | null;
  treeCode?: string | null;
  treeParentCode?: string | null;
  treeName?: string | null;
  parentMenuId?: number | string | null;
  parentMenuName?: string | null;
  remark?: string | null;
  createTime: string | null;
  updateTime: string | null;
}

export type TplCategory = 'crud' | 'tree' | 'sub';

/** A table of the database not yet imported (`/db/list`). */
export interface DbTable {
  tableName: string;
  tableComment: string | null;
  createTime: string | null;
  updateTime: string | null;
}

/** A column's settings as the API keeps them (flags are "1" for yes, "0" or empty for no), with its ids. */
export interface GenColumn extends GenColumnSpec {
  columnId: number;
  tableId: number;
}

export type GenFlag = 'isInsert' | 'isEdit' | 'isList' | 'isQuery' | 'isRequired';

export interface GenDetail {
  info: GenTable;
  rows: GenColumn[];
  /** Every imported table with its columns, for choosing the sub-table and its foreign key. */
  tables: (GenTable & { columns: GenColumn[] })[];
}

/** What 提交 sends: the table with its columns, and the options the server keeps as JSON. */
export type GenTableInput = GenTable & {
  columns: GenColumn[];
  params: { treeCode: string; treeParentCode: string; treeName: string; parentMenuId: number | string | null; genView?: string };
};

export const listGenTable = (params: Filters) => request<Envelope & ListAnswer<GenTable>>(gen.list, { params });
export const listDbTable = (params: Filters) => request<Envelope & ListAnswer<DbTable>>(gen.dbList, { params });
export const getGenTable = (tableId: number) =>
  request<Envelope & { data: GenDetail }>(gen.get, { path: { tableId } }).then((answer) => answer.data);
/** The reference UI sends `tplWebType` with the import; the server keeps it on the table. */
export const importTable = (tables: string[]) =>
  request(gen.importTable, { params: { tables: tables.join(','), tplWebType: 'element-ui' } });
export const updateGenTable = (data: GenTableInput) => request(gen.edit, { data });
export const deleteGenTable = (tableIds: number[]) => request(gen.remove, { path: { tableIds } });
/** The generated files in order: template path → source text. */
export const previewTable = (tableId: number) =>
  request<Envelope & { data: Record<string, string> }>(gen.preview, { path: { tableId } }).then((answer) => answer.data);
export const synchDb = (tableName: string) => request(gen.synchDb, { path: { tableName: encodeURIComponent(tableName) } });
/** The zip of the tables' generated files, for `downloadGet` with `{ tables }`. */
export const GEN_BATCH_PATH = gen.batchGenCode.path;

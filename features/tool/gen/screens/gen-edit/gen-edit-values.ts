import type { GenColumn, GenTable, GenTableInput } from '@/features/tool/gen/client/api';

/** What the edit page holds: the table's settings (tree and menu options unpacked) and its columns. */
export interface GenEditValues {
  info: GenTable;
  columns: GenColumn[];
}

export type GenEditTab = 'basic' | 'columns' | 'genInfo';

/** The settings a save needs; each is told as `admin.genEdit.required.<field>`. */
const REQUIRED = {
  tableName: 'basic',
  tableComment: 'basic',
  className: 'basic',
  functionAuthor: 'basic',
  moduleName: 'genInfo',
  businessName: 'genInfo',
  functionName: 'genInfo',
} as const;
const TREE_FIELDS = ['treeCode', 'treeParentCode', 'treeName'] as const;
const SUB_FIELDS = ['subTableName', 'subTableFkName'] as const;

export type RequiredField = keyof typeof REQUIRED | (typeof TREE_FIELDS)[number] | (typeof SUB_FIELDS)[number];

export interface GenEditProblems {
  /** The settings left empty. */
  fields: RequiredField[];
  /** The indexes of the columns without a TS property name. */
  columns: number[];
  /** The first tab with a problem, opened so the person sees it; null when there is none. */
  tab: GenEditTab | null;
}

const blank = (value: string | number | null | undefined) => String(value ?? '').trim() === '';

/**
 * The checks the reference's forms make before 提交; the server makes them too (with the
 * contract's messages for the tree and sub-table options) and checks the columns exist.
 */
export function problemsOf({ info, columns }: GenEditValues): GenEditProblems {
  const fields: RequiredField[] = (Object.keys(REQUIRED) as (keyof typeof REQUIRED)[]).filter((field) => blank(info[field]));
  if (info.tplCategory === 'tree') fields.push(...TREE_FIELDS.filter((field) => blank(info[field])));
  if (info.tplCategory === 'sub') fields.push(...SUB_FIELDS.filter((field) => blank(info[field])));
  const emptyColumns = columns.flatMap((column, index) => (blank(column.javaField) ? [index] : []));
  const tabs = new Set<GenEditTab>(fields.map((field) => (field in REQUIRED ? REQUIRED[field as keyof typeof REQUIRED] : 'genInfo')));
  if (emptyColumns.length) tabs.add('columns');
  const tab = (['basic', 'columns', 'genInfo'] as const).find((candidate) => tabs.has(candidate)) ?? null;
  return { fields, columns: emptyColumns, tab };
}

/** A change of template: only a master-sub template keeps a sub-table, as in the reference. */
export function withTemplate(info: GenTable, tplCategory: GenTable['tplCategory']): GenTable {
  return tplCategory === 'sub' ? { ...info, tplCategory } : { ...info, tplCategory, subTableName: '', subTableFkName: '' };
}

/** What 提交 sends (PUT /tool/gen): the table, its columns, and the options the server keeps as JSON. */
export function toInput({ info, columns }: GenEditValues): GenTableInput {
  return {
    ...info,
    columns,
    params: {
      treeCode: info.treeCode ?? '',
      treeParentCode: info.treeParentCode ?? '',
      treeName: info.treeName ?? '',
      parentMenuId: info.parentMenuId ?? null,
    },
  };
}

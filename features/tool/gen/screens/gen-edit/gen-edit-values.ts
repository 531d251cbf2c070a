import { schemaProblems, type FieldProblems } from '@/components/admin/list/field-problems';
import type { GenColumn, GenTable } from '@/features/tool/gen/client/api';
import { genColumnSchema, genParamsSchema, genTableSchema } from '../../contract';

/** What the edit page holds: the table's settings (tree and menu options unpacked) and its columns. */
export interface GenEditValues {
  info: GenTable;
  columns: GenColumn[];
}

export type GenEditTab = 'basic' | 'columns' | 'genInfo';

/** The settings of the 基本信息 tab; the others are on 生成信息. */
const BASIC_FIELDS = new Set(['tableName', 'tableComment', 'className', 'functionAuthor', 'remark']);
const TREE_FIELDS = ['treeCode', 'treeParentCode', 'treeName'] as const;
const SUB_FIELDS = ['subTableName', 'subTableFkName'] as const;

/** The settings whose problems the forms show beside them; each required one is told as `admin.genEdit.required.<field>`. */
export type RequiredField =
  | 'tableName'
  | 'tableComment'
  | 'className'
  | 'functionAuthor'
  | 'moduleName'
  | 'businessName'
  | 'functionName'
  | (typeof TREE_FIELDS)[number]
  | (typeof SUB_FIELDS)[number];

export interface GenEditProblems {
  /** The settings' problems, by field (the tree options by their own names). */
  fields: FieldProblems<string>;
  /** The problems of the columns that have some, by the column's index. */
  columns: Record<number, FieldProblems<string>>;
  /** The first tab with a problem, opened so the person sees it; null when there is none. */
  tab: GenEditTab | null;
}

const blank = (value: string | number | null | undefined) => String(value ?? '').trim() === '';

/**
 * The checks before 提交: the contract's schema of the settings, their tree options and each
 * column, the ones the API parses with. The template's own settings (a tree's three columns, a
 * sub-table and its foreign key) are asked for here too: the API checks them only after the
 * body's schema, against the stored tables, so the form asks first, as the reference's does.
 */
export function problemsOf(values: GenEditValues): GenEditProblems {
  const input = toInput(values);
  const { columns: _columns, params: _params, ...settings } = schemaProblems(genTableSchema, input);
  const fields: FieldProblems<string> = { ...settings, ...schemaProblems(genParamsSchema, input.params) };
  const { info } = values;
  const templateFields = info.tplCategory === 'tree' ? TREE_FIELDS : info.tplCategory === 'sub' ? SUB_FIELDS : [];
  for (const field of templateFields) if (blank(info[field])) fields[field] ??= { key: 'required' };
  const columns: Record<number, FieldProblems<string>> = {};
  values.columns.forEach((column, index) => {
    const found = schemaProblems(genColumnSchema, column);
    if (Object.keys(found).length) columns[index] = found;
  });
  const tabs = new Set<GenEditTab>(Object.keys(fields).map((field) => (BASIC_FIELDS.has(field) ? 'basic' : 'genInfo')));
  if (Object.keys(columns).length) tabs.add('columns');
  const tab = (['basic', 'columns', 'genInfo'] as const).find((candidate) => tabs.has(candidate)) ?? null;
  return { fields, columns, tab };
}

/** A change of template: only a master-sub template keeps a sub-table, as in the reference. */
export function withTemplate(info: GenTable, tplCategory: GenTable['tplCategory']): GenTable {
  return tplCategory === 'sub' ? { ...info, tplCategory } : { ...info, tplCategory, subTableName: '', subTableFkName: '' };
}

/** The body of 提交 (PUT /tool/gen) as the page holds it: the table, its columns, and the options the server keeps as JSON. */
export function toInput({ info, columns }: GenEditValues) {
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

import { defaultHtmlType, defaultTsType, javaTypeOf, kindOf } from '../codegen/column-types';
import { camelOf, FIELD_NAME, isReserved, pascalOf, SEGMENT_NAME } from '../codegen/source-text';
import type { genTable, genTableColumn } from '@/features/tool/gen/tables';
import type { CatalogTable } from '../contract';
import type { CatalogColumn } from './gen-catalog';

/** The generator's starting settings (contract 5.16 "Import defaults", with this project's names). */
export const GEN_DEFAULTS = {
  packageName: 'system',
  functionAuthor: 'ruoyi',
  tplWebType: 'element-ui',
} as const;

const NOT_EDIT = ['id', 'create_by', 'create_time', 'del_flag'];
const NOT_LIST = [...NOT_EDIT, 'update_by', 'update_time'];
const NOT_QUERY = [...NOT_LIST, 'remark'];

/** `demo_instrument` → `instrument`: the text after the last `_`, as a name a path and a permission can hold. */
export function businessNameOf(tableName: string): string {
  const last = tableName.slice(tableName.lastIndexOf('_') + 1);
  if (SEGMENT_NAME.test(last)) return last.slice(0, 30);
  const whole = camelOf(tableName)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return SEGMENT_NAME.test(whole) ? whole.slice(0, 30) : `table${whole}`.slice(0, 30);
}

/** The table's comment as a function name: without 表 and 若依, else the table's name. */
function functionNameOf(table: CatalogTable): string {
  const name = table.tableComment
    .replace(/表|若依/g, '')
    .replace(/[\r\n]+/g, ' ')
    .trim();
  return (name || table.tableName).slice(0, 50);
}

export function tableDefaults(table: CatalogTable, tplWebType: string, userName: string): typeof genTable.$inferInsert {
  return {
    tableName: table.tableName,
    tableComment: table.tableComment.slice(0, 500),
    className: pascalOf(table.tableName).slice(0, 100) || 'Table',
    tplCategory: 'crud',
    tplWebType,
    packageName: GEN_DEFAULTS.packageName,
    moduleName: GEN_DEFAULTS.packageName.split('.').at(-1)!,
    businessName: businessNameOf(table.tableName),
    functionName: functionNameOf(table),
    functionAuthor: GEN_DEFAULTS.functionAuthor,
    createBy: userName,
  };
}

/** A column's property name: camelCase of the column, or a plain stand-in when that is no usable name. */
export function fieldNameOf(column: Pick<CatalogColumn, 'columnName' | 'sort'>): string {
  const camel = camelOf(column.columnName);
  if (!FIELD_NAME.test(camel)) return `field${column.sort}`;
  return isReserved(camel) ? `${camel}Value` : camel;
}

const yes = (condition: boolean) => (condition ? '1' : '0');

export function columnDefaults(tableId: number, column: CatalogColumn, userName: string): typeof genTableColumn.$inferInsert {
  const name = column.columnName;
  return {
    tableId,
    columnName: name,
    columnComment: column.columnComment.slice(0, 500),
    columnType: column.columnType.slice(0, 100),
    javaType: javaTypeOf(column.columnType),
    tsType: defaultTsType(kindOf(column.columnType)),
    javaField: fieldNameOf(column),
    isPk: yes(column.isPk),
    isIncrement: yes(column.isIncrement),
    isRequired: yes(column.notNull && !column.isPk),
    isInsert: '1',
    isEdit: yes(!column.isPk && !NOT_EDIT.includes(name)),
    isList: yes(!column.isPk && !NOT_LIST.includes(name)),
    isQuery: yes(!column.isPk && !NOT_QUERY.includes(name)),
    queryType: name.endsWith('name') ? 'LIKE' : 'EQ',
    htmlType: defaultHtmlType(name, column.columnType),
    dictType: '',
    sort: column.sort,
    createBy: userName,
  };
}

import { z } from '@/lib/contract/zod';
import { answerData, answerRows, can, defineContracts, typeOf, type DataAnswer } from '@/lib/contract/contract';
import { problem, textOf } from '@/lib/contract/fields';
import type { WireRow } from '@/lib/contract/wire';
import { HTML_TYPES, JAVA_TYPES, QUERY_TYPES, TS_TYPES } from './codegen/column-types';
import { CLASS_NAME, DICT_TYPE, FIELD_NAME, isReserved, SEGMENT_NAME } from './codegen/source-text';
import type { genTable, genTableColumn } from './tables';

/** The generator's templates: one table, a tree, a master table with its sub-table. */
export const TPL_CATEGORIES = ['crud', 'tree', 'sub'] as const;
export type TplCategory = (typeof TPL_CATEGORIES)[number];

/** A text that must also match a strict pattern: it becomes a name in generated code. */
const nameOf = (label: string, max: number, pattern: RegExp, rule: string) =>
  textOf(label, max).refine((value) => pattern.test(value), { message: `${label}${rule}`, params: problem('pattern') });

/** A yes/no flag of a column: "1" or "0" as the contract sends it (booleans read too). */
const flagOf = (label: string) =>
  z.preprocess(
    (value) =>
      value === true || value === 1
        ? '1'
        : value === false || value === 0 || value === undefined || value === null || value === ''
          ? '0'
          : value,
    z.enum(['0', '1'], { error: `${label}只能是0或1` }),
  );

const optionalName = (label: string, max: number) =>
  textOf(label, max, { optional: true }).refine((value) => value === '' || /^[a-z_][a-z0-9_]*$/.test(value), {
    message: `${label}格式不正确`,
    params: problem('pattern'),
  });

/** One column's settings in `PUT /tool/gen`. */
export const genColumnSchema = z.object({
  columnId: z.coerce.number({ error: '字段编号不能为空' }).int('字段编号格式不正确').positive('字段编号格式不正确'),
  columnName: z.string().optional(),
  columnComment: textOf('字段描述', 500, { optional: true }),
  /** The stock Java type (a stock client edits it); kept for those clients, our generator reads `tsType`. */
  javaType: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.enum(JAVA_TYPES, { error: `Java类型只能是${JAVA_TYPES.join('、')}` }).optional(),
  ),
  /** The TypeScript type our generator writes (our screen edits it); when absent, it follows `javaType` where that fits. */
  tsType: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.enum(TS_TYPES, { error: `TS类型只能是${TS_TYPES.join('、')}` }).optional(),
  ),
  javaField: nameOf('字段属性名', 200, FIELD_NAME, '只能以小写字母开头，包含字母和数字').refine((value) => !isReserved(value), {
    message: '字段属性名不能是保留字',
    params: problem('reserved'),
  }),
  isRequired: flagOf('必填'),
  isInsert: flagOf('插入'),
  isEdit: flagOf('编辑'),
  isList: flagOf('列表'),
  isQuery: flagOf('查询'),
  queryType: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 'EQ' : value),
    z.enum(QUERY_TYPES, { error: '查询方式不正确' }),
  ),
  htmlType: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 'input' : value),
    z.enum(HTML_TYPES, { error: '显示类型不正确' }),
  ),
  dictType: textOf('字典类型', 200, { optional: true }).refine((value) => value === '' || DICT_TYPE.test(value), {
    message: '字典类型格式不正确',
    params: problem('pattern'),
  }),
  sort: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : value),
    z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数').min(0, '排序不能小于0').max(100000, '排序过大'),
  ),
});

/** The tree and menu settings, sent as `params` (or at the top level); saved as JSON in `options`. */
export const genParamsSchema = z.object({
  treeCode: optionalName('树编码字段', 200),
  treeParentCode: optionalName('树父编码字段', 200),
  treeName: optionalName('树名称字段', 200),
  parentMenuId: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : value),
    z.coerce.number({ error: '上级菜单格式不正确' }).int('上级菜单格式不正确').positive('上级菜单格式不正确').optional(),
  ),
  genView: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? '0' : String(value)),
    z.enum(['0', '1'], { error: '详情页只能是0或1' }),
  ),
});
export type GenParams = z.infer<typeof genParamsSchema>;

/** `PUT /tool/gen`: the table's settings and its columns' (contract 5.16). */
export const genTableSchema = z.object({
  tableId: z.coerce.number({ error: '表编号不能为空' }).int('表编号格式不正确').positive('表编号格式不正确'),
  tableName: textOf('表名称', 200),
  tableComment: textOf('表描述', 500),
  className: nameOf('实体类名称', 100, CLASS_NAME, '只能以大写字母开头，包含字母和数字'),
  tplCategory: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 'crud' : value),
    z.enum(TPL_CATEGORIES, { error: '使用的模板只能是crud、tree或sub' }),
  ),
  tplWebType: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.enum(['', 'element-ui', 'element-plus', 'element-plus-typescript'], { error: '前端类型不正确' }),
  ),
  packageName: nameOf('生成包路径', 100, /^[a-z][a-z0-9]*(\.[a-z][a-z0-9]*)*$/, '只能包含小写字母、数字和点'),
  moduleName: nameOf('生成模块名', 30, SEGMENT_NAME, '只能以小写字母开头，包含小写字母和数字'),
  businessName: nameOf('生成业务名', 30, SEGMENT_NAME, '只能以小写字母开头，包含小写字母和数字'),
  functionName: textOf('生成功能名', 50),
  functionAuthor: textOf('作者', 50),
  formColNum: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 1 : value),
    z.coerce.number({ error: '表单列数只能是1到3' }).int('表单列数只能是1到3').min(1, '表单列数只能是1到3').max(3, '表单列数只能是1到3'),
  ),
  genType: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? '0' : String(value)),
    z.enum(['0', '1'], { error: '生成代码方式只能是0或1' }),
  ),
  genPath: textOf('自定义路径', 200, { optional: true }),
  subTableName: optionalName('关联子表的表名', 64),
  subTableFkName: optionalName('子表关联的外键名', 64),
  remark: textOf('备注', 500, { optional: true }),
  params: z.preprocess((value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}), genParamsSchema),
  columns: z.array(genColumnSchema, { error: '字段信息不能为空' }).max(1000, '字段过多'),
});

/** A GenTable as the contract sends it: the row, its options unpacked and the computed flags. */
export type GenTableWire = Omit<WireRow<typeof genTable.$inferSelect>, 'tplCategory'> & {
  tplCategory: TplCategory;
  treeCode: string | null;
  treeParentCode: string | null;
  treeName: string | null;
  parentMenuId: number | null;
  parentMenuName: string | null;
  genView: GenParams['genView'];
  view: boolean;
  sub: boolean;
  tree: boolean;
  crud: boolean;
};

/** A GenTableColumn as the contract sends it, with the computed flags. */
export type GenColumnWire = WireRow<typeof genTableColumn.$inferSelect> & {
  pk: boolean;
  increment: boolean;
  required: boolean;
  insert: boolean;
  edit: boolean;
  list: boolean;
  query: boolean;
  superColumn: boolean;
  usableColumn: boolean;
  capJavaField: string;
};

/** An imported table with its columns. */
export type GenTableWithColumns = GenTableWire & { columns: GenColumnWire[] };

/** `GET /tool/gen/{tableId}`: the settings with the columns, the columns again, and every imported table. */
export interface GenTableDetail {
  info: GenTableWithColumns;
  rows: GenColumnWire[];
  tables: GenTableWithColumns[];
}

/** A table of the current schema as the catalogue describes it. */
export interface CatalogTable {
  tableName: string;
  tableComment: string;
}

/** A table of `/tool/gen/db/list`: PostgreSQL keeps no creation time for tables. */
export type DbTableWire = CatalogTable & { createTime: null; updateTime: null };

/** `GET /tool/gen/preview/{tableId}`: template key → generated source, and the same keys → each file's path in the project. */
export interface GenPreview {
  data: Record<string, string>;
  paths: Record<string, string>;
}

export const gen = defineContracts(
  { title: '代码生成' },
  {
    // GET /tool/gen/list – imported tables, paged, by name, comment and import days
    list: { method: 'GET', path: '/tool/gen/list', access: can('tool:gen:list'), answer: answerRows<GenTableWire>() },
    // GET /tool/gen/db/list – tables of the database not imported yet
    dbList: {
      method: 'GET',
      path: '/tool/gen/db/list',
      access: can('tool:gen:list'),
      answer: answerRows<DbTableWire>(),
    },
    // GET /tool/gen/column/:tableId – one table's columns (the reference also reads tableId from the query)
    column: {
      method: 'GET',
      path: '/tool/gen/column/:tableId',
      access: can('tool:gen:list'),
      answer: answerRows<GenColumnWire>(),
    },
    // POST /tool/gen/importTable?tables=a,b – imports real tables of the catalogue with the default settings
    importTable: { method: 'POST', path: '/tool/gen/importTable', access: can('tool:gen:import'), log: 'import' },
    // POST /tool/gen/createTable – refused: no client SQL is run
    createTable: { method: 'POST', path: '/tool/gen/createTable', access: can('tool:gen:import') },
    // GET /tool/gen/preview/:tableId – stock template key (`vm/ts/schema.ts.vm`) → generated source; `paths` gives each key's project path
    preview: {
      method: 'GET',
      path: '/tool/gen/preview/:tableId',
      access: can('tool:gen:preview'),
      answer: typeOf<DataAnswer<GenPreview['data']> & { paths: GenPreview['paths'] }>(),
    },
    // GET /tool/gen/download/:tableName – one table's files as ruoyi.zip
    download: { method: 'GET', path: '/tool/gen/download/:tableName', access: can('tool:gen:code'), answersFile: true, log: 'genCode' },
    // GET /tool/gen/batchGenCode?tables=a,b – several tables' files in one zip
    batchGenCode: { method: 'GET', path: '/tool/gen/batchGenCode', access: can('tool:gen:code'), answersFile: true, log: 'genCode' },
    // GET /tool/gen/genCode/:tableName – refused: generated code is never written on the server
    genCode: { method: 'GET', path: '/tool/gen/genCode/:tableName', access: can('tool:gen:code'), log: 'genCode' },
    // GET /tool/gen/synchDb/:tableName – the columns again from the database
    synchDb: { method: 'GET', path: '/tool/gen/synchDb/:tableName', access: can('tool:gen:edit'), log: 'update' },
    // GET /tool/gen/:tableId – settings, columns and all imported tables
    get: { method: 'GET', path: '/tool/gen/:tableId', access: can('tool:gen:query'), answer: answerData<GenTableDetail>() },
    // PUT /tool/gen – the table's and its columns' settings
    edit: { method: 'PUT', path: '/tool/gen', access: can('tool:gen:edit'), input: genTableSchema },
    // DELETE /tool/gen/:tableIds – comma-joined ids, all or none
    remove: { method: 'DELETE', path: '/tool/gen/:tableIds', access: can('tool:gen:remove') },
  },
);

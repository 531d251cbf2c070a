import { defaultTsType, kindOf, lengthOf, type ColumnKind } from './column-types';
import { isReserved, lowerFirst } from './source-text';
import type { GenColumnSpec, GenTableSpec, LiveColumn } from './spec';

/** Columns the generated service fills itself: who and when, and the soft-delete flag. */
const MANAGED: Record<string, ColumnKind> = {
  create_by: 'text',
  create_time: 'timestamp',
  update_by: 'text',
  update_time: 'timestamp',
  del_flag: 'text',
};

export interface FieldModel {
  column: GenColumnSpec;
  /** Property name in generated code. */
  name: string;
  dbName: string;
  kind: ColumnKind;
  tsType: string;
  /** What screens call it: the comment, or the property name when there is none. */
  label: string;
  length: number | null;
  /** The generated table declares NOT NULL. */
  notNull: boolean;
  defaultExpr: string | null;
  identity: boolean;
  pk: boolean;
  /** The form must give a value. */
  required: boolean;
  managed: boolean;
  insert: boolean;
  edit: boolean;
  list: boolean;
  query: boolean;
  queryType: string;
  htmlType: string;
  dictType: string;
}

export interface TableModel {
  spec: GenTableSpec;
  /** The Drizzle table's variable (`demoInstrument`). */
  tableVar: string;
  /** The row type's name (`DemoInstrument`). */
  typeName: string;
  module: string;
  business: string;
  /** `demo:instrument` – the permission strings' prefix. */
  permission: string;
  /** `/demo/instrument` – the API's path. */
  routeBase: string;
  label: string;
  fields: FieldModel[];
  pk: FieldModel;
  formFields: FieldModel[];
  listFields: FieldModel[];
  queryFields: FieldModel[];
  has(dbName: string): FieldModel | undefined;
}

/** Why a table cannot be generated: the message the API answers. */
export class GenerationError extends Error {}

const flag = (value: string) => value === '1';

function fieldOf(column: GenColumnSpec, live: LiveColumn | undefined): FieldModel {
  const kind = kindOf(column.columnType);
  const pk = flag(column.isPk);
  const managed = !pk && MANAGED[column.columnName] === kind;
  const identity = live?.identity ?? (pk && flag(column.isIncrement));
  const defaultExpr = live?.defaultExpr ?? null;
  const notNull = live ? live.notNull : flag(column.isRequired) || pk;
  const fillsItself = identity || defaultExpr !== null;
  return {
    column,
    name: column.javaField,
    dbName: column.columnName,
    kind,
    tsType: column.tsType || defaultTsType(kind),
    label: column.columnComment.trim() || column.javaField,
    length: lengthOf(column.columnType),
    notNull,
    defaultExpr,
    identity,
    pk,
    // A NOT NULL column without a default needs a value from the form, whatever the flag says.
    required: flag(column.isRequired) || (notNull && !fillsItself && kind !== 'text'),
    managed,
    insert: flag(column.isInsert),
    edit: flag(column.isEdit),
    list: flag(column.isList),
    query: flag(column.isQuery),
    queryType: column.queryType || 'EQ',
    htmlType: column.htmlType || 'input',
    dictType: column.dictType,
  };
}

/** The names and column groups every renderer shares; refuses a table the generated code could not serve. */
export function tableModelOf(spec: GenTableSpec, live: LiveColumn[] = []): TableModel {
  const liveByName = new Map(live.map((column) => [column.columnName, column]));
  const fields = [...spec.columns].sort((a, b) => a.sort - b.sort).map((column) => fieldOf(column, liveByName.get(column.columnName)));
  const pks = fields.filter((field) => field.pk);
  if (pks.length !== 1) throw new GenerationError(`表${spec.tableName}需要恰好一个主键字段才能生成代码`);
  const [pk] = pks;
  if (pk.kind !== 'integer' && pk.kind !== 'bigint') throw new GenerationError(`表${spec.tableName}的主键必须是整数才能生成代码`);
  if (!pk.identity && pk.defaultExpr === null) throw new GenerationError(`表${spec.tableName}的主键必须自增才能生成代码`);
  const unfilled = fields.find(
    (field) => !field.pk && !field.managed && !field.insert && field.notNull && field.defaultExpr === null && !field.identity,
  );
  if (unfilled) throw new GenerationError(`字段${unfilled.dbName}不能为空且没有默认值，必须设为插入字段`);
  const tableVar = lowerFirst(spec.className);
  const byName = new Map(fields.map((field) => [field.dbName, field]));
  return {
    spec,
    tableVar: isReserved(tableVar) ? `${tableVar}Table` : tableVar,
    typeName: spec.className,
    module: spec.moduleName,
    business: spec.businessName,
    permission: `${spec.moduleName}:${spec.businessName}`,
    routeBase: `/${spec.moduleName}/${spec.businessName}`,
    label: spec.functionName,
    fields,
    pk,
    formFields: fields.filter((field) => !field.pk && !field.managed && (field.insert || field.edit)),
    listFields: fields.filter((field) => field.list && field.dbName !== 'del_flag'),
    queryFields: fields.filter((field) => field.query && !field.managed),
    has: (dbName) => byName.get(dbName),
  };
}

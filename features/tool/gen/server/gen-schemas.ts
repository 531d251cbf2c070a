import { z } from 'zod';
import { HTML_TYPES, QUERY_TYPES, TS_TYPES } from '../codegen/column-types';
import { CLASS_NAME, DICT_TYPE, FIELD_NAME, isReserved, SEGMENT_NAME } from '../codegen/source-text';
import { textOf } from '@/lib/contract/fields';

/** A text that must also match a strict pattern: it becomes a name in generated code. */
const nameOf = (label: string, max: number, pattern: RegExp, rule: string) =>
  textOf(label, max).refine((value) => pattern.test(value), `${label}${rule}`);

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
  textOf(label, max, { optional: true }).refine((value) => value === '' || /^[a-z_][a-z0-9_]*$/.test(value), `${label}格式不正确`);

export const genColumnSchema = z.object({
  columnId: z.coerce.number({ error: '字段编号不能为空' }).int('字段编号格式不正确').positive('字段编号格式不正确'),
  columnName: z.string().optional(),
  columnComment: textOf('字段描述', 500, { optional: true }),
  javaType: z.enum(TS_TYPES, { error: `字段类型只能是${TS_TYPES.join('、')}` }),
  javaField: nameOf('字段属性名', 200, FIELD_NAME, '只能以小写字母开头，包含字母和数字').refine(
    (value) => !isReserved(value),
    '字段属性名不能是保留字',
  ),
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
  dictType: textOf('字典类型', 200, { optional: true }).refine((value) => value === '' || DICT_TYPE.test(value), '字典类型格式不正确'),
  sort: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : value),
    z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数').min(0, '排序不能小于0').max(100000, '排序过大'),
  ),
});
export type GenColumnInput = z.infer<typeof genColumnSchema>;

/** The tree and menu settings, sent as `params` (or at the top level); saved as JSON in `options`. */
const genParamsSchema = z.object({
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

export const genTableSchema = z.object({
  tableId: z.coerce.number({ error: '表编号不能为空' }).int('表编号格式不正确').positive('表编号格式不正确'),
  tableName: textOf('表名称', 200),
  tableComment: textOf('表描述', 500),
  className: nameOf('实体类名称', 100, CLASS_NAME, '只能以大写字母开头，包含字母和数字'),
  tplCategory: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 'crud' : value),
    z.enum(['crud', 'tree', 'sub'], { error: '使用的模板只能是crud、tree或sub' }),
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
export type GenTableInput = z.infer<typeof genTableSchema>;

/** The body with tree settings sent at the top level (as some clients do) moved into `params`. */
export function withParams(body: Record<string, unknown>): Record<string, unknown> {
  const params =
    body.params && typeof body.params === 'object' && !Array.isArray(body.params) ? { ...(body.params as Record<string, unknown>) } : {};
  for (const key of ['treeCode', 'treeParentCode', 'treeName', 'parentMenuId', 'genView'])
    if (params[key] === undefined && body[key] !== undefined) params[key] = body[key];
  return { ...body, params };
}

import { z } from '@/lib/contract/zod';
import { answerData, can, crudContracts, defineContracts, exportContract, typeOf } from '@/lib/contract/contract';
import { choiceOf, integerOf, problem, textOf } from '@/lib/contract/fields';
import type { WireRow } from '@/lib/contract/wire';
import type { sysDictData, sysDictType } from '@/features/system/tables';
import { DICT_DATA_LIMITS, DICT_TYPE_LIMITS, DICT_TYPE_PATTERN, DISPLAY_ORDER_MAX } from '@/lib/rules/system-rules';

/** The status of a dictionary type or entry: "0" normal (the default), "1" disabled. */
const dictStatus = () => choiceOf(['0', '1'], '0', '状态只能是0或1');

/** The dictionary type form of `POST`/`PUT /system/dict/type` (contract section 4, message of the reference). */
export const dictTypeSchema = z.object({
  dictName: textOf('字典名称', DICT_TYPE_LIMITS.dictName),
  dictType: textOf('字典类型', DICT_TYPE_LIMITS.dictType).refine((value) => DICT_TYPE_PATTERN.test(value), {
    message: '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
    params: problem('dictTypePattern'),
  }),
  status: dictStatus(),
  remark: textOf('备注', DICT_TYPE_LIMITS.remark, { optional: true }),
});

/** The tag types an entry may be shown with (Element's tag types, contract 5.7); empty is none. */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

/** The entry form of `POST`/`PUT /system/dict/data` (limits of contract section 4). */
export const dictDataSchema = z.object({
  dictSort: integerOf('字典排序', DISPLAY_ORDER_MAX, { fallback: 0 }),
  dictLabel: textOf('字典标签', DICT_DATA_LIMITS.dictLabel),
  // The portal's own field: the stock RuoYi clients send none, and an edit of theirs keeps what is stored.
  dictEsLabel: textOf('英文标签', DICT_DATA_LIMITS.dictEsLabel, { optional: true }).optional(),
  dictValue: textOf('字典键值', DICT_DATA_LIMITS.dictValue),
  dictType: textOf('字典类型', DICT_TYPE_LIMITS.dictType),
  cssClass: textOf('样式属性', DICT_DATA_LIMITS.cssClass, { optional: true }),
  listClass: choiceOf(['', ...LIST_CLASSES], '', `回显样式只能是${LIST_CLASSES.join('、')}之一`),
  // Left out, a new entry is not the default and an edited one keeps what it was, as in the reference.
  isDefault: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(['Y', 'N'], { error: '是否默认只能是Y或N' }).optional(),
  ),
  status: dictStatus(),
  remark: textOf('备注', DICT_DATA_LIMITS.remark, { optional: true }),
});

/** A dictionary type as the contract sends it (SysDictType). */
export type DictTypeWire = WireRow<typeof sysDictType.$inferSelect>;

/** A dictionary type as `optionselect` lists it for choosing one. */
export type DictTypeOption = DictTypeWire;

/** A dictionary entry as the contract sends it: audit times as text, and the computed `default` flag. */
export type DictDataWire = WireRow<typeof sysDictData.$inferSelect> & { default: boolean };

export const dictType = defineContracts(
  { title: '字典类型' },
  {
    // list: dictionary types, paged, by name, type, status and creation days
    // get: one type
    // add: a new type (unique type name); `data` is its dictId
    // edit: changes a type named by dictId; a new type name is carried to its entries
    // remove: comma-joined ids, all or none; types that still have entries are refused
    ...crudContracts('/system/dict/type', 'dictId', 'system:dict', {
      row: typeOf<DictTypeWire>(),
      input: dictTypeSchema,
    }),
    // GET /system/dict/type/export – the older flow: a temporary 字典类型.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/system/dict/type/export', 'system:dict:export'),
    // GET /system/dict/type/optionselect – every type, for any signed-in screen's type picker
    optionselect: { method: 'GET', path: '/system/dict/type/optionselect', access: 'user', answer: answerData<DictTypeOption[]>() },
    // DELETE /system/dict/type/refreshCache – nothing to clear: the server keeps no dictionary cache (every read
    // goes to the table, and browsers revalidate their copies by ETag), so a change applies at once on every instance
    refreshCache: { method: 'DELETE', path: '/system/dict/type/refreshCache', access: can('system:dict:remove'), log: 'clean' },
  },
);

export const dictData = defineContracts(
  { title: '字典数据' },
  {
    // list: entries, paged, by type (exact), label and status, in their sort order
    // get: one entry
    // add: a new entry of an existing type; `data` is its dictCode
    // edit: changes an entry named by dictCode
    // remove: comma-joined codes, all or none
    ...crudContracts('/system/dict/data', 'dictCode', 'system:dict', {
      row: typeOf<DictDataWire>(),
      input: dictDataSchema,
    }),
    // GET /system/dict/data/type/:dictType – the enabled options of a dictionary, for any signed-in screen. Every
    // screen reads these, so the answer carries an ETag (a hash of the rows, the same on every instance) and the
    // browser revalidates it each time: unchanged options cost a 304, a change shows on the next read.
    ofType: {
      method: 'GET',
      path: '/system/dict/data/type/:dictType',
      access: 'user',
      answer: answerData<DictDataWire[]>(),
    },
    // GET /system/dict/data/export – the older flow the spec's client uses: a temporary 字典数据.xlsx; POST – the workbook itself
    export: exportContract('/system/dict/data/export', 'system:dict:export'),
  },
);

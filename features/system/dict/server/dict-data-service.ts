import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { z } from '@/lib/contract/zod';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysDictData } from '@/features/system/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { contains, equals, tableList, type TableList } from '@/lib/backend/http/table-list';
import type { LoginUser } from '@/lib/security/caller';
import { dictDataWire, type DictDataRow } from './dict-service';
import { DICT_TYPE_NOT_FOUND_MSG, lockDictTypeNamed } from './dict-type-service';
import { dictDataSchema, type DictDataWire } from '../contract';

export const DICT_DATA_NOT_FOUND_MSG = '字典数据不存在';

export type DictDataInput = z.infer<typeof dictDataSchema>;

/**
 * `GET /system/dict/data/list` and its export (contract 5.7): type equals, label contains,
 * status equals; by sort number unless asked otherwise.
 */
export const dictDataList: TableList<DictDataRow, DictDataWire> = tableList(sysDictData, {
  filters: [
    equals('dictType', sysDictData.dictType),
    contains('dictLabel', sysDictData.dictLabel),
    equals('status', sysDictData.status, 1),
  ],
  sortable: ['dictCode', 'dictSort', 'dictLabel', 'dictValue', 'status', 'createTime'],
  order: [asc(sysDictData.dictSort), asc(sysDictData.dictCode)],
  wire: (rows) => rows.map(dictDataWire),
});

/** `GET /system/dict/data/{dictCode}`. */
export async function getDictData(db: Executor, dictCode: number) {
  const [row] = await db.select().from(sysDictData).where(eq(sysDictData.dictCode, dictCode));
  if (!row) throw new ServiceError(DICT_DATA_NOT_FOUND_MSG);
  return dictDataWire(row);
}

/**
 * The checks of a write inside its transaction: the type exists (and stays locked until the
 * write commits), and no other entry of it has the same label or value, since a form showing
 * the dictionary could not tell such entries apart.
 */
async function requireWritable(tx: Executor, input: DictDataInput, exceptCode: number | null, action: '新增' | '修改'): Promise<void> {
  if (!(await lockDictTypeNamed(tx, input.dictType))) throw new ServiceError(DICT_TYPE_NOT_FOUND_MSG);
  const sameTypeClash = and(
    eq(sysDictData.dictType, input.dictType),
    or(eq(sysDictData.dictLabel, input.dictLabel), eq(sysDictData.dictValue, input.dictValue)),
  );
  const clashes = await tx
    .select({ dictLabel: sysDictData.dictLabel, dictValue: sysDictData.dictValue })
    .from(sysDictData)
    .where(exceptCode === null ? sameTypeClash : and(sameTypeClash, ne(sysDictData.dictCode, exceptCode)));
  if (clashes.some((row) => row.dictValue === input.dictValue))
    throw new ServiceError(`${action}字典数据'${input.dictLabel}'失败，字典键值已存在`);
  if (clashes.length > 0) throw new ServiceError(`${action}字典数据'${input.dictLabel}'失败，字典标签已存在`);
}

/** `POST /system/dict/data`: a new entry of an existing type; answers its code. */
export async function addDictData(db: Database, user: LoginUser, input: DictDataInput): Promise<number> {
  return db.transaction(async (tx) => {
    await requireWritable(tx, input, null, '新增');
    const [row] = await tx
      .insert(sysDictData)
      .values({ ...input, isDefault: input.isDefault ?? 'N', createBy: user.userName })
      .returning({ dictCode: sysDictData.dictCode });
    return row.dictCode;
  });
}

/** `PUT /system/dict/data`: changes an entry; it may move to another existing type. */
export async function editDictData(db: Database, user: LoginUser, dictCode: number, input: DictDataInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ dictCode: sysDictData.dictCode }).from(sysDictData).where(eq(sysDictData.dictCode, dictCode));
    if (!existing) throw new ServiceError(DICT_DATA_NOT_FOUND_MSG);
    await requireWritable(tx, input, dictCode, '修改');
    const { isDefault, ...fields } = input;
    const updated = await tx
      .update(sysDictData)
      .set({ ...fields, ...(isDefault ? { isDefault } : {}), updateBy: user.userName, updateTime: new Date() })
      .where(eq(sysDictData.dictCode, dictCode))
      .returning({ dictCode: sysDictData.dictCode });
    if (updated.length === 0) throw new ServiceError(DICT_DATA_NOT_FOUND_MSG);
  });
}

/** `DELETE /system/dict/data/{dictCodes}`: all named entries or none. */
export async function removeDictData(db: Database, dictCodes: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sysDictData)
      .where(inArray(sysDictData.dictCode, dictCodes))
      .returning({ dictCode: sysDictData.dictCode });
    if (deleted.length !== dictCodes.length) throw new ServiceError(DICT_DATA_NOT_FOUND_MSG);
  });
}

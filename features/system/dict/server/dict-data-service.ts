import { and, asc, count, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysDictData } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { containsText, orderOf, textFilter } from '@/lib/backend/http/list-query';
import type { Page } from '@/lib/backend/http/paging';
import type { LoginUser } from '@/features/auth/server/login-user';
import { dictDataWire, type DictDataRow } from './dict-service';
import { DICT_TYPE_NOT_FOUND_MSG, lockDictTypeNamed } from './dict-type-service';
import { dictDataSchema } from '../contract';

export const DICT_DATA_NOT_FOUND_MSG = '字典数据不存在';

export type DictDataInput = z.infer<typeof dictDataSchema>;

export interface DictDataFilter {
  dictType: string;
  dictLabel: string;
  status: string;
}

/** The list filters of contract 5.7: type equals, label contains, status equals. */
export function dictDataFilterOf(query: URLSearchParams): DictDataFilter {
  return {
    dictType: textFilter(query, 'dictType'),
    dictLabel: textFilter(query, 'dictLabel'),
    status: textFilter(query, 'status', 1),
  };
}

/** Sortable properties of the list (`orderByColumn`); nothing else reaches ORDER BY. */
const DICT_DATA_SORTABLE = {
  dictCode: sysDictData.dictCode,
  dictSort: sysDictData.dictSort,
  dictLabel: sysDictData.dictLabel,
  dictValue: sysDictData.dictValue,
  status: sysDictData.status,
  createTime: sysDictData.createTime,
};

/** The order a list asks for, else the reference's: by sort number. */
export function dictDataOrderOf(query: URLSearchParams): SQL[] {
  return orderOf(query, DICT_DATA_SORTABLE, [asc(sysDictData.dictSort), asc(sysDictData.dictCode)]);
}

function whereOf(filter: DictDataFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.dictType) conditions.push(eq(sysDictData.dictType, filter.dictType));
  if (filter.dictLabel) conditions.push(containsText(sysDictData.dictLabel, filter.dictLabel));
  if (filter.status) conditions.push(eq(sysDictData.status, filter.status));
  return conditions.length ? and(...conditions) : undefined;
}

/** `GET /system/dict/data/list`: one page of entries matching the filter. */
export async function listDictData(db: Executor, filter: DictDataFilter, order: SQL[], page: Page) {
  const where = whereOf(filter);
  const [{ total }] = await db.select({ total: count() }).from(sysDictData).where(where);
  const rows = await db
    .select()
    .from(sysDictData)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows: rows.map(dictDataWire) };
}

/** Every entry matching the filter, for an export (which never pages). */
export async function allDictData(db: Executor, filter: DictDataFilter, order: SQL[]): Promise<DictDataRow[]> {
  return db
    .select()
    .from(sysDictData)
    .where(whereOf(filter))
    .orderBy(...order);
}

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

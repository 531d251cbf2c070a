import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { z } from '@/lib/contract/zod';
import type { Database, Executor } from '@/lib/backend/db/client';
import { isUniqueViolation } from '@/lib/backend/db/errors';
import { sysDictData, sysDictType } from '@/features/system/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { contains, daysOf, equals, tableList, type TableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import { dictTypeSchema, type DictTypeWire } from '../contract';

export const DICT_TYPE_NOT_FOUND_MSG = '字典类型不存在';

export type DictTypeRow = typeof sysDictType.$inferSelect;

export type DictTypeInput = z.infer<typeof dictTypeSchema>;

/**
 * `GET /system/dict/type/list` and its export (contract 5.6): name and type contain, status
 * equals, created on the given days; by id unless asked otherwise.
 */
export const dictTypeList: TableList<typeof sysDictType.$inferSelect, DictTypeWire> = tableList(sysDictType, {
  filters: [
    contains('dictName', sysDictType.dictName),
    contains('dictType', sysDictType.dictType),
    equals('status', sysDictType.status, 1),
    daysOf(sysDictType.createTime),
  ],
  sortable: ['dictId', 'dictName', 'dictType', 'status', 'createTime', 'updateTime'],
  order: [asc(sysDictType.dictId)],
});

/** `GET /system/dict/type/optionselect`: every type, for the data screen's type picker. */
export async function dictTypeOptions(db: Executor): Promise<DictTypeWire[]> {
  const rows = await db.select().from(sysDictType).orderBy(asc(sysDictType.dictId));
  return rows.map((row) => wireRow(row));
}

/** `GET /system/dict/type/{dictId}`. */
export async function getDictType(db: Executor, dictId: number) {
  const [row] = await db.select().from(sysDictType).where(eq(sysDictType.dictId, dictId));
  if (!row) throw new ServiceError(DICT_TYPE_NOT_FOUND_MSG);
  return wireRow(row);
}

/**
 * Locks the type named `dictType` until the transaction ends, and answers whether it exists.
 * Every write of entries takes this lock first, so entries never land on a type that a
 * concurrent delete or rename is taking away, and checks within one type run one at a time.
 */
export async function lockDictTypeNamed(tx: Executor, dictType: string): Promise<boolean> {
  const [row] = await tx.select({ dictId: sysDictType.dictId }).from(sysDictType).where(eq(sysDictType.dictType, dictType)).for('update');
  return row !== undefined;
}

async function typeTaken(db: Executor, dictType: string, exceptId: number | null): Promise<boolean> {
  const sameType = eq(sysDictType.dictType, dictType);
  const [row] = await db
    .select({ dictId: sysDictType.dictId })
    .from(sysDictType)
    .where(exceptId === null ? sameType : and(sameType, ne(sysDictType.dictId, exceptId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Runs a write whose type name must be unique. The check gives the contract's message; the
 * unique index catches two writers racing with one new name, answered with the same message.
 */
async function withUniqueType<T>(
  db: Executor,
  input: DictTypeInput,
  exceptId: number | null,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  if (await typeTaken(db, input.dictType, exceptId)) throw new ServiceError(message);
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError(message);
    throw error;
  }
}

/** `POST /system/dict/type`: a new type; answers its id. */
export async function addDictType(db: Executor, user: LoginUser, input: DictTypeInput): Promise<number> {
  return withUniqueType(db, input, null, `新增字典'${input.dictName}'失败，字典类型已存在`, async () => {
    const [row] = await db
      .insert(sysDictType)
      .values({ ...input, createBy: user.userName })
      .returning({ dictId: sysDictType.dictId });
    return row.dictId;
  });
}

/**
 * `PUT /system/dict/type`: changes a type. A new type name is carried to all its entries in the
 * same transaction, so no entry is ever left under a name that no type has.
 */
export async function editDictType(db: Database, user: LoginUser, dictId: number, input: DictTypeInput): Promise<void> {
  await withUniqueType(db, input, dictId, `修改字典'${input.dictName}'失败，字典类型已存在`, () =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ dictType: sysDictType.dictType })
        .from(sysDictType)
        .where(eq(sysDictType.dictId, dictId))
        .for('update');
      if (!existing) throw new ServiceError(DICT_TYPE_NOT_FOUND_MSG);
      await tx
        .update(sysDictType)
        .set({ ...input, updateBy: user.userName, updateTime: new Date() })
        .where(eq(sysDictType.dictId, dictId));
      if (existing.dictType !== input.dictType) {
        await tx
          .update(sysDictData)
          .set({ dictType: input.dictType, updateBy: user.userName, updateTime: new Date() })
          .where(eq(sysDictData.dictType, existing.dictType));
      }
    }),
  );
}

/**
 * `DELETE /system/dict/type/{dictIds}`: all named types or none. A type that still has entries
 * is refused with the contract's message; the types are locked first, so no entry can be added
 * to one between the check and the delete.
 */
export async function removeDictTypes(db: Database, dictIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ dictId: sysDictType.dictId, dictName: sysDictType.dictName, dictType: sysDictType.dictType })
      .from(sysDictType)
      .where(inArray(sysDictType.dictId, dictIds))
      .orderBy(asc(sysDictType.dictId))
      .for('update');
    if (rows.length !== dictIds.length) throw new ServiceError(DICT_TYPE_NOT_FOUND_MSG);
    const inUse = await tx
      .selectDistinct({ dictType: sysDictData.dictType })
      .from(sysDictData)
      .where(
        inArray(
          sysDictData.dictType,
          rows.map((row) => row.dictType),
        ),
      );
    const used = new Set(inUse.map((row) => row.dictType));
    const byId = new Map(rows.map((row) => [row.dictId, row]));
    const assigned = dictIds.map((id) => byId.get(id)!).find((row) => used.has(row.dictType));
    if (assigned) throw new ServiceError(`${assigned.dictName}已分配,不能删除`);
    await tx.delete(sysDictType).where(inArray(sysDictType.dictId, dictIds));
  });
}

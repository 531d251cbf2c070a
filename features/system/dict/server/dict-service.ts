import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysDictData } from '@/features/system/tables';
import { wireRow } from '@/lib/backend/http/wire';
import type { DictDataWire } from '../contract';

export type DictDataRow = typeof sysDictData.$inferSelect;

export function dictDataWire(row: DictDataRow): DictDataWire {
  return { ...wireRow(row), default: row.isDefault === 'Y' };
}

/** The enabled entries of one dictionary type, in their order: the options every form shows. */
export async function dictDataOfType(db: Executor, dictType: string): Promise<DictDataRow[]> {
  return db
    .select()
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')))
    .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
}

/** Whether `value` is an enabled entry of the dictionary: how the server checks a chosen option. */
export async function isDictValue(db: Executor, dictType: string, value: string): Promise<boolean> {
  if (!value) return false;
  const [row] = await db
    .select({ dictCode: sysDictData.dictCode })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.dictValue, value), eq(sysDictData.status, '0')));
  return row !== undefined;
}

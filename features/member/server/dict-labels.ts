import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysDictData } from '@/features/system/tables';

/**
 * How a dictionary's values read in a workbook: their labels (disabled entries too, since old
 * rows may hold them), or the value itself when the dictionary lacks it.
 */
export async function dictLabelsOf(db: Executor, dictType: string): Promise<(value: string | null) => string> {
  const rows = await db
    .select({ value: sysDictData.dictValue, label: sysDictData.dictLabel })
    .from(sysDictData)
    .where(eq(sysDictData.dictType, dictType));
  const labels = new Map(rows.map((row) => [row.value, row.label]));
  return (value) => (value === null ? '' : (labels.get(value) ?? value));
}

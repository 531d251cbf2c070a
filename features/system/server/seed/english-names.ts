import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysMenu } from '@/lib/backend/db/schema';
import { sysDictData } from '@/features/system/tables';
import { dictionarySeeds, type DictSeed } from './dictionaries';
import { menuSeeds } from './menus';

/**
 * Seed step 12: the English names of the seeded menus, for a database seeded before menus had
 * them. A menu gets its English only while it keeps its seeded Chinese and nobody wrote English
 * for it; a new database has them from step 1, and nothing changes.
 */
export async function seedMenuEnglish(tx: Executor): Promise<void> {
  for (const { menuId, menuName, menuEsName } of menuSeeds) {
    await tx
      .update(sysMenu)
      .set({ menuEsName })
      .where(and(eq(sysMenu.menuId, menuId!), eq(sysMenu.menuName, menuName), eq(sysMenu.menuEsName, '')));
  }
}

/** The English labels of seeded dictionary entries, on the same terms as the menus' names. */
export async function fillDictEnglish(tx: Executor, dictionaries: readonly DictSeed[]): Promise<void> {
  for (const { dictType, entries } of dictionaries) {
    for (const [dictValue, dictLabel, dictEsLabel] of entries) {
      await tx
        .update(sysDictData)
        .set({ dictEsLabel })
        .where(
          and(
            eq(sysDictData.dictType, dictType),
            eq(sysDictData.dictValue, dictValue),
            eq(sysDictData.dictLabel, dictLabel),
            eq(sysDictData.dictEsLabel, ''),
          ),
        );
    }
  }
}

/** Seed step 14: the system dictionaries' English labels (yes/no, normal/disabled, …). */
export async function seedSystemDictEnglish(tx: Executor): Promise<void> {
  await fillDictEnglish(tx, dictionarySeeds);
}

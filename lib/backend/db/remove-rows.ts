import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ServiceError } from '../http/errors';
import type { Database } from './client';

/**
 * Deletes the rows of `table` whose `idColumn` is one of `ids`, all or none: a missing id means
 * the caller's list was stale, so the deletion is rolled back and `notFoundMessage` answered.
 */
export async function removeAllOrNone(
  db: Database,
  table: PgTable,
  idColumn: AnyPgColumn,
  ids: number[],
  notFoundMessage: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(table).where(inArray(idColumn, ids)).returning({ id: idColumn });
    if (removed.length !== ids.length) throw new ServiceError(notFoundMessage);
  });
}

import type { SQL } from 'drizzle-orm';
import type { Executor } from './executor';

/**
 * The rows of a raw query. drizzle's `execute` answers the driver's own result (node-postgres's
 * and PGlite's both carry `rows`), typed as neither.
 */
export const rowsOf = async <T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sysKvEntry } from '../db/schema';
import type { KeyValueStore } from './key-value-store';

/**
 * The store of several instances on one PostgreSQL database: every instance sees the same
 * captcha answers and counters. Times are computed here rather than by the database, so one
 * clock decides both writing and reading an entry.
 */
export class DatabaseStore implements KeyValueStore {
  private writesSinceSweep = 0;

  constructor(private readonly db: Database) {}

  async get(key: string): Promise<string | null> {
    const [row] = await this.db
      .select({ value: sysKvEntry.value })
      .from(sysKvEntry)
      .where(and(eq(sysKvEntry.key, key), gt(sysKvEntry.expireTime, new Date())));
    return row?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const expireTime = new Date(Date.now() + ttlMs);
    await this.db
      .insert(sysKvEntry)
      .values({ key, value, expireTime })
      .onConflictDoUpdate({ target: sysKvEntry.key, set: { value, expireTime } });
    await this.sweepNowAndThen();
  }

  async take(key: string): Promise<string | null> {
    const [row] = await this.db.delete(sysKvEntry).where(eq(sysKvEntry.key, key)).returning();
    return row && row.expireTime > new Date() ? row.value : null;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const now = new Date();
    const expireTime = new Date(now.getTime() + ttlMs);
    // One statement, so concurrent increments from several instances all count.
    const [row] = await this.db
      .insert(sysKvEntry)
      .values({ key, value: '1', expireTime })
      .onConflictDoUpdate({
        target: sysKvEntry.key,
        set: {
          value: sql`CASE WHEN ${sysKvEntry.expireTime} > ${now} THEN (${sysKvEntry.value}::integer + 1)::text ELSE '1' END`,
          expireTime,
        },
      })
      .returning({ value: sysKvEntry.value });
    return Number(row.value);
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(sysKvEntry).where(eq(sysKvEntry.key, key));
  }

  private async sweepNowAndThen(): Promise<void> {
    if (++this.writesSinceSweep < 200) return;
    this.writesSinceSweep = 0;
    await this.db.delete(sysKvEntry).where(lt(sysKvEntry.expireTime, new Date()));
  }
}

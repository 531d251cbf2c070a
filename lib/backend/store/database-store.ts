import { and, asc, count, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { sysKvEntry } from '@/lib/backend/db/schema';
import { CommandCounts, redisHumanBytes, sortKeys, uptimeFields, type KeyValueStore, type StoreReport } from './key-value-store';

/** A LIKE pattern for the keys that start with `prefix`: its own `%`, `_` and `\` match only themselves. */
const startingWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The store of several instances on one PostgreSQL database: every instance sees the same
 * captcha answers and counters. Times are computed here rather than by the database, so one
 * clock decides both writing and reading an entry.
 */
export class DatabaseStore implements KeyValueStore {
  private writesSinceSweep = 0;
  /** This instance's calls: several instances share the table, each counts its own. */
  private readonly calls = new CommandCounts();

  constructor(private readonly db: Database) {}

  async get(key: string): Promise<string | null> {
    this.calls.count('get');
    const [row] = await this.db
      .select({ value: sysKvEntry.value })
      .from(sysKvEntry)
      .where(and(eq(sysKvEntry.key, key), gt(sysKvEntry.expireTime, new Date())));
    return row?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.calls.count('set');
    const expireTime = new Date(Date.now() + ttlMs);
    await this.db
      .insert(sysKvEntry)
      .values({ key, value, expireTime })
      .onConflictDoUpdate({ target: sysKvEntry.key, set: { value, expireTime } });
    await this.sweepNowAndThen();
  }

  async take(key: string): Promise<string | null> {
    this.calls.count('take');
    const [row] = await this.db.delete(sysKvEntry).where(eq(sysKvEntry.key, key)).returning();
    return row && row.expireTime > new Date() ? row.value : null;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    this.calls.count('increment');
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
    this.calls.count('delete');
    await this.db.delete(sysKvEntry).where(eq(sysKvEntry.key, key));
  }

  async keys(prefix: string): Promise<string[]> {
    this.calls.count('keys');
    const rows = await this.db
      .select({ key: sysKvEntry.key })
      .from(sysKvEntry)
      .where(and(like(sysKvEntry.key, startingWith(prefix)), gt(sysKvEntry.expireTime, new Date())))
      .orderBy(asc(sysKvEntry.key));
    // The database's collation may order differently from Java's strings.
    return sortKeys(rows.map((row) => row.key));
  }

  async deletePrefix(prefix: string): Promise<number> {
    this.calls.count('deletePrefix');
    const deleted = await this.db
      .delete(sysKvEntry)
      .where(like(sysKvEntry.key, startingWith(prefix)))
      .returning({ key: sysKvEntry.key, expireTime: sysKvEntry.expireTime });
    const now = new Date();
    return deleted.filter((row) => row.expireTime > now).length;
  }

  /** The live entries, the table's size on disk as its memory, and the database's version and uptime. */
  async report(): Promise<StoreReport> {
    const [live] = await this.db.select({ keys: count() }).from(sysKvEntry).where(gt(sysKvEntry.expireTime, new Date()));
    const [server] = await rowsOf<{ version: string; bytes: string | number; uptime: string | number }>(
      this.db,
      sql`SELECT current_setting('server_version') AS version, pg_total_relation_size('sys_kv_entry') AS bytes,
                 extract(epoch FROM now() - pg_postmaster_start_time()) AS uptime`,
    );
    const bytes = Number(server.bytes);
    return {
      info: {
        store: 'postgresql',
        server_version: server.version,
        table: 'sys_kv_entry',
        ...uptimeFields(Number(server.uptime)),
        used_memory: String(bytes),
        used_memory_human: redisHumanBytes(bytes),
      },
      dbSize: live.keys,
      commandStats: this.calls.stats(),
    };
  }

  private async sweepNowAndThen(): Promise<void> {
    if (++this.writesSinceSweep < 200) return;
    this.writesSinceSweep = 0;
    await this.db.delete(sysKvEntry).where(lt(sysKvEntry.expireTime, new Date()));
  }
}

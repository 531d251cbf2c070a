import { and, asc, count, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { sysKvEntry } from '@/lib/backend/db/schema';
import { redisHumanBytes, sortKeys, standInInfo, uptimeFields, type KeyValueStore, type StoreReport } from './key-value-store';

/** A LIKE pattern for the keys that start with `prefix`: its own `%`, `_` and `\` match only themselves. */
const startingWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

  async keys(prefix: string): Promise<string[]> {
    const rows = await this.db
      .select({ key: sysKvEntry.key })
      .from(sysKvEntry)
      .where(and(like(sysKvEntry.key, startingWith(prefix)), gt(sysKvEntry.expireTime, new Date())))
      .orderBy(asc(sysKvEntry.key));
    // The database's collation may order differently from Java's strings.
    return sortKeys(rows.map((row) => row.key));
  }

  async deletePrefix(prefix: string): Promise<number> {
    const deleted = await this.db
      .delete(sysKvEntry)
      .where(like(sysKvEntry.key, startingWith(prefix)))
      .returning({ key: sysKvEntry.key, expireTime: sysKvEntry.expireTime });
    const now = new Date();
    return deleted.filter((row) => row.expireTime > now).length;
  }

  /**
   * The live entries, the table's size on disk as its memory, and the database server's own
   * figures where Redis has its: version, port, the connections to this database (every
   * instance's), the seconds its server processes spent running statements, no memory limit, and
   * the write-ahead log. PostgreSQL keeps no statistics by command for a table, and one
   * instance's count would be a part passed off as the whole, so there are none.
   */
  async report(): Promise<StoreReport> {
    const [live] = await this.db.select({ keys: count() }).from(sysKvEntry).where(gt(sysKvEntry.expireTime, new Date()));
    // `active_time` (PostgreSQL 14 and later) is read through the row's JSON, so an older server answers null rather than failing.
    const [server] = await rowsOf<{
      version: string;
      port: string;
      bytes: string | number;
      uptime: string | number;
      clients: string | number;
      activeMs: string | number | null;
    }>(
      this.db,
      sql`SELECT current_setting('server_version') AS version, current_setting('port') AS port,
                 pg_total_relation_size('sys_kv_entry') AS bytes,
                 extract(epoch FROM now() - pg_postmaster_start_time()) AS uptime,
                 (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()) AS clients,
                 (SELECT to_jsonb(d) ->> 'active_time' FROM pg_stat_database d WHERE datname = current_database()) AS "activeMs"`,
    );
    const bytes = Number(server.bytes);
    return {
      info: {
        store: 'postgresql',
        server_version: server.version,
        table: 'sys_kv_entry',
        ...standInInfo({
          version: `PostgreSQL ${server.version}`,
          port: server.port,
          clients: Number(server.clients),
          cpuSeconds: Number(server.activeMs ?? 0) / 1000,
          maxMemoryBytes: 0,
          appendOnly: true,
          networkKbps: '-',
        }),
        ...uptimeFields(Number(server.uptime)),
        used_memory: String(bytes),
        used_memory_human: redisHumanBytes(bytes),
      },
      dbSize: live.keys,
      commandStats: [],
    };
  }

  private async sweepNowAndThen(): Promise<void> {
    if (++this.writesSinceSweep < 200) return;
    this.writesSinceSweep = 0;
    await this.db.delete(sysKvEntry).where(lt(sysKvEntry.expireTime, new Date()));
  }
}

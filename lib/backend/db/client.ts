import 'server-only';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { log } from '../../log';
import { makeOwnerOnly } from '../storage/private-storage';
import type { Database, Executor } from './executor';
import { appliedMigrationTime, MIGRATIONS_FOLDER, newestKnownMigration } from './schema-versions';

export type { Database, Executor };

export type DatabaseHandle = {
  db: Database;
  close(): Promise<void>;
  /** How long this opening's migrations and seeds took (a restart should spend milliseconds). */
  startup?: { migrationsMs: number; seedsMs: number };
} & (
  | { kind: 'postgres' }
  | {
      kind: 'pglite';
      /** The whole data directory as a tar file, which `pgliteImage` starts another database from. */
      dumpDataDir(): Promise<Blob>;
    }
);

// Any fixed number works: it only has to be the same for every instance of the portal.
const MIGRATION_LOCK_ID = 7_301_2026;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl: string | null;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  pgliteDir: string;
  /**
   * A PGlite data directory as `dumpDataDir()` wrote it, to start from instead of an empty one
   * (the tests migrate and seed once and give each suite a copy).
   */
  pgliteImage?: Blob;
}

/** PGlite's address for a throw-away database held in memory. */
export const PGLITE_IN_MEMORY = 'memory://';

/**
 * Opens the database and brings its schema up to date. Migrations are recorded in the database,
 * so running them again is a no-op. `prepare` (the seeding) runs right after, and on PostgreSQL
 * both happen under an advisory lock, so several instances starting together do it once.
 */
export async function openDatabase(
  options: DatabaseOptions,
  prepare: (db: Database) => Promise<void> = async () => undefined,
): Promise<DatabaseHandle> {
  const { handle, exclusively, migrate } = options.databaseUrl ? connectPostgres(options.databaseUrl) : connectPglite(options);
  try {
    await exclusively(async () => {
      const started = performance.now();
      await refuseNewerSchema(handle.db);
      await migrate();
      const migrated = performance.now();
      await prepare(handle.db);
      handle.startup = { migrationsMs: Math.round(migrated - started), seedsMs: Math.round(performance.now() - migrated) };
    });
  } catch (error) {
    // A start that failed half-way leaves no connection open behind it.
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

/**
 * Opens the database as it is, neither migrated nor seeded: for work that sets up or reads the
 * schema itself (a backup reads what is there; a restore builds an empty database).
 */
export function connectDatabase(options: DatabaseOptions): DatabaseHandle {
  return (options.databaseUrl ? connectPostgres(options.databaseUrl) : connectPglite(options)).handle;
}

/**
 * Migrations only go forward: a database that a newer portal has migrated is left alone, with
 * one line saying so, rather than served by code that does not know its tables.
 */
async function refuseNewerSchema(db: Database): Promise<void> {
  const newest = await appliedMigrationTime(db);
  const known = newestKnownMigration();
  if (newest !== null && newest > known.when) {
    throw new Error(
      `The database's schema is newer than this portal's (migrated at ${new Date(newest).toISOString()}; this version knows migrations up to ${known.tag}, ${new Date(known.when).toISOString()}): run the newer portal, or restore a backup taken before the upgrade`,
    );
  }
}

interface Opening {
  handle: DatabaseHandle;
  /** Runs `work` once the database answers, alone: several instances starting together migrate and seed once. */
  exclusively(work: () => Promise<void>): Promise<void>;
  /** Brings the schema up to date; migrations are recorded in the database, so a second run is a no-op. */
  migrate(): Promise<void>;
}

function connectPostgres(databaseUrl: string): Opening {
  // A database that stops answering fails a request within seconds instead of holding it.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, statement_timeout: 30_000 });
  // An idle connection the server ends (a restart, an administrator) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => log.warn('an idle database connection ended', { error: error.message }));
  const db = drizzlePostgres({ client: pool, casing: 'snake_case' });
  return {
    handle: { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() },
    async exclusively(work) {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await work();
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lock.release();
      }
    },
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
  };
}

/**
 * The embedded database's memory, sized for one small portal: PostgreSQL's defaults (128 MB of
 * shared buffers, all touched at start) double the server's resident memory. PGlite writes
 * these into the data folder's postgresql.conf at each start.
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'work_mem = 2MB', 'maintenance_work_mem = 16MB', 'temp_buffers = 2MB'];

function connectPglite(options: DatabaseOptions): Opening {
  const onDisk = options.pgliteDir !== PGLITE_IN_MEMORY;
  // DATA_DIR may not exist yet: nothing else writes there when SESSION_SECRET is given. Owner-only,
  // the folder keeps others from the files PGlite opens to all (666) while it runs.
  if (onDisk) fs.mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 });
  const client = new PGlite({ dataDir: options.pgliteDir, loadDataDir: options.pgliteImage, postgresqlconf: PGLITE_SETTINGS });
  const db = drizzlePglite({ client, casing: 'snake_case' });
  // Once it has created or opened its files, and when it is done with them, they are made owner-only.
  const keepPrivate = () => {
    if (onDisk) makeOwnerOnly(options.pgliteDir);
  };
  const close = async () => {
    await client.close();
    keepPrivate();
  };
  return {
    handle: { db: db as unknown as Database, kind: 'pglite', close, dumpDataDir: () => client.dumpDataDir('none') },
    // One connection: nothing else can run beside the work.
    async exclusively(work) {
      await client.waitReady;
      keepPrivate();
      await work();
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
  };
}

import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { openDatabase, PGLITE_IN_MEMORY, type Database, type DatabaseHandle } from '@/lib/backend/db/client';
import { sysConfig } from '@/features/system/tables';
import { runSeeds } from '@/lib/backend/db/seeds';
import { serverSeeds } from '@/root/server-modules';
import { CONFIG_KEYS } from '@/features/system/server';
import { createPostgresDatabase } from './postgres-databases';
import { PREPARED } from './prepared';
import { onPostgres } from './test-mode';

/**
 * The suites' databases. Jest's global setup migrates and seeds once per run
 * (jest-global-setup.ts): a PGlite data directory written to a file and, with TEST_DATABASE_URL,
 * a PostgreSQL template database. Each suite starts from a copy of one of them in well under a
 * second instead of migrating a database of its own.
 */
export const ADMIN_PASSWORD = 'Admin#2026pw';

export async function seedForTests(db: Database): Promise<void> {
  return runSeeds(db, await serverSeeds(), { adminPassword: ADMIN_PASSWORD, captchaEnabled: false, log: () => undefined });
}

/** The PostgreSQL server of the postgres project. */
export function postgresServer(): string {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('the postgres test project needs TEST_DATABASE_URL');
  return server;
}

function prepared(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with Jest, whose global setup prepares the databases`);
  return value;
}

/** A suite's own copy of the prepared database, not yet opened. */
export interface PreparedCopy {
  /** Opens the copy: on PostgreSQL each call is a connection pool of its own, as another instance has. */
  open(prepare?: (db: Database) => Promise<void>): Promise<DatabaseHandle>;
  /** Drops the copy (PostgreSQL), once every handle is closed. */
  drop(): Promise<void>;
  /** The PostgreSQL copy's connection string; null on PGlite. */
  url: string | null;
}

/** A copy of what the global setup prepared, in the project's mode. */
export async function copyPreparedDatabase(): Promise<PreparedCopy> {
  if (onPostgres) {
    const created = await createPostgresDatabase(postgresServer(), { template: prepared(PREPARED.template) });
    // Migrations and seeds run as at every start: on a prepared copy they find nothing to do.
    return {
      open: (prepare = seedForTests) => openDatabase({ databaseUrl: created.url, pgliteDir: PGLITE_IN_MEMORY }, prepare),
      drop: created.drop,
      url: created.url,
    };
  }
  const pgliteImage = new Blob([fs.readFileSync(prepared(PREPARED.image))]);
  return {
    open: (prepare = seedForTests) => openDatabase({ databaseUrl: null, pgliteDir: PGLITE_IN_MEMORY, pgliteImage }, prepare),
    drop: async () => undefined,
    url: null,
  };
}

export interface SuiteDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's connection string; null on PGlite. */
  url: string | null;
  /** Closes the database and drops it (PostgreSQL). */
  close(): Promise<void>;
}

/** A migrated and seeded database of the suite's own, in the project's mode. */
export async function openSeededDatabase(options: { captchaEnabled?: boolean } = {}): Promise<SuiteDatabase> {
  const copy = await copyPreparedDatabase();
  try {
    const handle = await copy.open(async (db) => {
      await seedForTests(db);
      if (options.captchaEnabled)
        await db.update(sysConfig).set({ configValue: 'true' }).where(eq(sysConfig.configKey, CONFIG_KEYS.captchaEnabled));
    });
    return {
      handle,
      url: copy.url,
      async close() {
        await handle.close();
        await copy.drop();
      },
    };
  } catch (error) {
    await copy.drop();
    throw error;
  }
}

import fs from 'node:fs';
import { connectDatabase, openDatabase, PGLITE_IN_MEMORY, type Database, type DatabaseHandle } from '@/lib/backend/db/client';
import { runSeeds, seedsPending, type SeedStep } from '@/lib/backend/db/seeds';
import { appliedMigrationTime, newestKnownMigration } from '@/lib/backend/db/schema-versions';
import type { SeedConfig, StorageConfig } from '@/lib/config';
import { ImportError } from './import-error';

export interface ImportTarget {
  handle: DatabaseHandle;
  /** How the report names it. */
  label: string;
}

/** Whether DATA_DIR holds an embedded database already. */
export const embeddedDatabaseExists = (storage: StorageConfig) =>
  fs.existsSync(storage.pgliteDir) && fs.readdirSync(storage.pgliteDir).length > 0;

/**
 * The portal's database, ready for an import: migrated and seeded as a start would (the first
 * start's administrator banner is printed as usual). A dry run writes nothing, so it never
 * migrates: on a database that does not exist yet it imports into a new one in memory, seeded the
 * same way (by the modules' `steps`), and a database of another release is refused.
 */
export async function openTarget(
  storage: StorageConfig,
  seed: SeedConfig,
  dryRun: boolean,
  steps: readonly SeedStep[],
): Promise<ImportTarget> {
  const label = storage.databaseUrl ? `the database ${new URL(storage.databaseUrl).pathname.slice(1)}` : storage.pgliteDir;
  const seeds = (log: (line: string) => void) => (db: Database) => runSeeds(db, steps, { ...seed, log });
  const options = { databaseUrl: storage.databaseUrl, pgliteDir: storage.pgliteDir };
  if (!dryRun)
    return {
      handle: await openDatabase(
        options,
        seeds((line) => console.log(line)),
      ),
      label,
    };
  const inMemory = async () => ({
    handle: await openDatabase(
      { databaseUrl: null, pgliteDir: PGLITE_IN_MEMORY },
      seeds(() => undefined),
    ),
    label: `a new portal's database (in memory: ${label} has none yet)`,
  });
  if (!storage.databaseUrl && !embeddedDatabaseExists(storage)) return inMemory();
  const handle = connectDatabase(options);
  let state: 'new' | 'other' | 'current';
  try {
    const applied = await appliedMigrationTime(handle.db);
    state =
      applied === null ? 'new' : applied !== newestKnownMigration().when || (await seedsPending(handle.db, steps)) ? 'other' : 'current';
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (state === 'current') return handle.kind === 'pglite' ? inMemoryCopy(handle, label) : { handle, label };
  await handle.close();
  if (state === 'new') return inMemory();
  throw new ImportError(
    `${label} is not at this release's schema (it needs migrating, which a dry run does not do, or a newer portal migrated it): start this portal once, or import without --dry-run. Nothing was written.`,
  );
}

/**
 * A dry run on the embedded database works on a copy of it in memory: the copy's identities may
 * number rows the rollback takes back, the database on disk is not touched at all.
 */
async function inMemoryCopy(handle: DatabaseHandle & { kind: 'pglite' }, label: string): Promise<ImportTarget> {
  let image: Blob;
  try {
    image = await handle.dumpDataDir();
  } finally {
    await handle.close();
  }
  return {
    handle: await openDatabase({ databaseUrl: null, pgliteDir: PGLITE_IN_MEMORY, pgliteImage: image }),
    label: `${label} (a copy in memory)`,
  };
}

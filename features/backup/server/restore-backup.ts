import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { connectDatabase, type Database, type Executor } from '@/lib/backend/db/client';
import { ownedName } from '@/lib/backend/storage/leftovers';
import type { StorageConfig } from '@/lib/config';
import { BackupError, UPLOADS_FOLDER, type BackupManifest } from './backup-manifest';
import { rowsOf } from '@/lib/backend/db/raw-rows';
import { publicTables } from './dump-database';
import { loadDatabase, migrationsAround } from './load-database';
import { verifyBackup } from './verify-backup';
import { filesUnder } from './write-backup';

/** Where a restore writes: the database (PostgreSQL when databaseUrl is given, else PGlite) and the uploads. */
export type RestoreTarget = Pick<StorageConfig, 'databaseUrl' | 'pgliteDir' | 'uploadDir'>;

/** What a restore writes beside its targets while it runs (leftovers.ts): its work folder, the database being built, what it replaces. */
export const RESTORE_WORK = '.portal-restore';
export const RESTORING = '.restoring';
export const REPLACED = '.replaced';

export interface RestoreOptions {
  /** Replace a database and uploads that are not empty. */
  force?: boolean;
}

/**
 * Restores an archive, all or nothing. The archive is checked whole first; then the database is
 * built in one transaction (PostgreSQL) or in a new folder moved into place when complete
 * (PGlite), and the uploads in a new folder moved into place after it. A target that is not empty
 * is refused unless `force` is given. Answers the archive's manifest.
 */
export async function restoreBackup(file: string, target: RestoreTarget, options: RestoreOptions = {}): Promise<BackupManifest> {
  const manifest = await verifyBackup(file);
  // A schema this code cannot load is refused before anything is touched.
  migrationsAround(manifest);
  if (!options.force) await refuseNonEmpty(target);
  const uploadParent = path.dirname(target.uploadDir);
  await fs.promises.mkdir(uploadParent, { recursive: true });
  const work = await fs.promises.mkdtemp(path.join(/*turbopackIgnore: true*/ uploadParent, `${ownedName(RESTORE_WORK)}.`));
  try {
    await tar.x({ file, cwd: work, strict: true, filter: (_path, entry) => 'type' in entry && entry.type === 'File' });
    await fs.promises.mkdir(path.join(work, UPLOADS_FOLDER), { recursive: true });
    if (target.databaseUrl) await restorePostgres(target.databaseUrl, work, manifest, Boolean(options.force));
    else await restorePglite(target.pgliteDir, work, manifest);
    await moveIntoPlace(path.join(work, UPLOADS_FOLDER), target.uploadDir);
    return manifest;
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

async function refuseNonEmpty(target: RestoreTarget): Promise<void> {
  const problems: string[] = [];
  if (target.databaseUrl) {
    const handle = connectDatabase({ databaseUrl: target.databaseUrl, pgliteDir: '' });
    try {
      const tables = await portalTables(handle.db);
      if (tables > 0) problems.push(`the database ${databaseName(target.databaseUrl)} has ${tables} tables`);
    } finally {
      await handle.close();
    }
  } else if (await hasEntries(target.pgliteDir)) {
    problems.push(`${target.pgliteDir} holds a database`);
  }
  const uploads = await filesUnder(target.uploadDir);
  if (uploads.length) problems.push(`${target.uploadDir} holds ${uploads.length} files`);
  if (problems.length)
    throw new BackupError(`The target is not empty: ${problems.join('; ')}. Restore into an empty one, or add --force to replace it`);
}

const portalTables = async (db: Database) =>
  Number((await rowsOf<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`))[0].n);

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function hasEntries(folder: string): Promise<boolean> {
  try {
    return (await fs.promises.readdir(folder)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** How long connections just closed may take to leave: a backend ends a moment after its client hangs up. */
const CONNECTIONS_ENDING_MS = 5000;

/**
 * The other connections to the database, once those that are ending have gone: an instance
 * stopped a moment ago, or the connection that created the database, still shows while its
 * backend exits. One still there after the wait is a portal still running.
 */
async function otherConnections(db: Database): Promise<number> {
  const deadline = Date.now() + CONNECTIONS_ENDING_MS;
  for (;;) {
    const [others] = await rowsOf<{ n: string }>(
      db,
      sql`SELECT count(*)::text AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    if (Number(others.n) === 0 || Date.now() > deadline) return Number(others.n);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One transaction: what was there (with --force) goes, the backup comes, or nothing changes. */
async function restorePostgres(databaseUrl: string, work: string, manifest: BackupManifest, force: boolean): Promise<void> {
  const handle = connectDatabase({ databaseUrl, pgliteDir: '' });
  try {
    const others = await otherConnections(handle.db);
    if (others > 0) {
      throw new BackupError(`${others} other connections use the database ${databaseName(databaseUrl)}: stop the portal's instances first`);
    }
    await handle.db.transaction(async (tx) => {
      if (force) await dropPortalSchema(tx);
      await loadDatabase(tx, work, manifest);
    });
  } finally {
    await handle.close();
  }
}

async function dropPortalSchema(tx: Executor): Promise<void> {
  for (const table of await publicTables(tx)) await tx.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(table)} CASCADE`);
  const sequences = await rowsOf<{ name: string }>(tx, sql`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'`);
  for (const { name } of sequences) await tx.execute(sql`DROP SEQUENCE IF EXISTS ${sql.identifier(name)} CASCADE`);
  await tx.execute(sql`DROP SCHEMA IF EXISTS "drizzle" CASCADE`);
}

/** A new PGlite folder beside the old one, moved into place only once the database in it is whole. */
async function restorePglite(pgliteDir: string, work: string, manifest: BackupManifest): Promise<void> {
  const building = ownedName(`${pgliteDir}${RESTORING}`);
  await fs.promises.rm(building, { recursive: true, force: true });
  try {
    const handle = connectDatabase({ databaseUrl: null, pgliteDir: building });
    try {
      await handle.db.transaction((tx) => loadDatabase(tx, work, manifest));
    } finally {
      await handle.close();
    }
    await moveIntoPlace(building, pgliteDir);
  } finally {
    await fs.promises.rm(building, { recursive: true, force: true });
  }
}

/** Puts a finished folder where `target` is, removing what was there only once the new one is in place. */
async function moveIntoPlace(finished: string, target: string): Promise<void> {
  const replaced = ownedName(`${target}${REPLACED}`);
  let moved = false;
  try {
    await fs.promises.rename(target, replaced);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.rename(finished, target);
  if (moved) await fs.promises.rm(replaced, { recursive: true, force: true });
}

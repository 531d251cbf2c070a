import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { applyMigrations, knownMigrations, newestKnownMigration, type KnownMigration } from '@/lib/backend/db/schema-versions';
import { BackupError, type BackupManifest } from './backup-manifest';
import { rowsOf } from '@/lib/backend/db/raw-rows';
import { publicTables } from './dump-database';

/** Rows inserted per statement, and the most text one statement carries. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * The migrations to run before and after loading a backup's rows: the rows go into the schema
 * they were taken from, and the later migrations then carry them forward, as an upgrade would.
 */
export function migrationsAround(manifest: BackupManifest): { before: KnownMigration[]; after: KnownMigration[] } {
  const known = knownMigrations();
  const { tag, when } = manifest.database.schema;
  const index = known.findIndex((migration) => migration.when === when);
  if (index < 0) {
    const newest = newestKnownMigration();
    if (when > newest.when) {
      throw new BackupError(
        `The backup was taken by a newer version of the portal (schema ${tag}; this version knows up to ${newest.tag}): restore it with that version or a later one`,
      );
    }
    throw new BackupError(`The backup's schema version (${tag}) is not one this portal knows`);
  }
  return { before: known.slice(0, index + 1), after: known.slice(index + 1) };
}

/**
 * Builds the backup's database in an empty one, inside the caller's transaction: the schema as
 * it was, every table's rows (parents before the tables that refer to them), the sequences where
 * they were, then the migrations since (unless `migrateForward` is false: the upgrade tests leave
 * them to a start, as on a database that was never backed up). Each table's row count is checked
 * against the manifest.
 */
export async function loadDatabase(tx: Executor, folder: string, manifest: BackupManifest, migrateForward = true): Promise<void> {
  const { before, after } = migrationsAround(manifest);
  await applyMigrations(tx, before);
  const existing = new Set(await publicTables(tx));
  const archived = new Map(manifest.database.tables.map((table) => [table.name, table]));
  for (const name of archived.keys()) {
    if (!existing.has(name))
      throw new BackupError(`The archive is damaged: table ${name} is not part of schema ${manifest.database.schema.tag}`);
  }
  for (const name of await parentsFirst(tx, [...archived.keys()])) {
    const table = archived.get(name)!;
    const loaded = await loadTable(tx, name, path.join(folder, table.path));
    if (loaded !== table.rows)
      throw new BackupError(`The archive is damaged: table ${name} has ${loaded} rows, its manifest says ${table.rows}`);
  }
  for (const [name, value] of Object.entries(manifest.database.sequences)) {
    await tx.execute(sql`SELECT setval(${`public.${name}`}::regclass, ${value}::bigint)`);
  }
  if (migrateForward) await applyMigrations(tx, after);
}

/** The tables in an order that inserts every row after the rows it refers to. */
async function parentsFirst(tx: Executor, tables: string[]): Promise<string[]> {
  const links = await rowsOf<{ child: string; parent: string }>(
    tx,
    sql`SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
        WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND conrelid <> confrelid`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const link of links) if (link.child === table) visit(link.parent, [...path, table]);
    if (tables.includes(table)) ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

async function loadTable(tx: Executor, table: string, file: string): Promise<number> {
  const columns = await rowsOf<{ name: string }>(
    tx,
    sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER' ORDER BY ordinal_position`,
  );
  const list = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const insert = (lines: string[]) =>
    tx.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${list}) OVERRIDING SYSTEM VALUE
          SELECT ${list} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${`[${lines.join(',')}]`}::json)`,
    );
  let rows = 0;
  let batch: string[] = [];
  let batchBytes = 0;
  for await (const line of readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    batchBytes += line.length;
    if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) {
      await insert(batch);
      rows += batch.length;
      [batch, batchBytes] = [[], 0];
    }
  }
  if (batch.length) {
    await insert(batch);
    rows += batch.length;
  }
  return rows;
}

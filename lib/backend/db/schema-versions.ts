import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Executor } from './executor';
import { rowsOf } from './raw-rows';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/backend/db/migrations');

/**
 * Where and how drizzle records applied migrations: each as its SQL file's hash and its journal
 * time (`created_at`). Applying migrations here, inside a caller's transaction, writes the same
 * rows, so drizzle's own migrator later finds nothing to do.
 */
const MIGRATIONS_TABLE = sql`"drizzle"."__drizzle_migrations"`;

/** One migration this code knows: its journal tag (`0007_gen`), time and statements. */
export interface KnownMigration {
  tag: string;
  /** The journal's time, which the database records as the migration's `created_at`. */
  when: number;
  hash: string;
  statements: string[];
}

/** A schema version as a backup or a database states it. */
export interface SchemaVersion {
  tag: string;
  when: number;
}

/** Every migration of this code, oldest first. */
export function knownMigrations(): KnownMigration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  return journal.entries.map((entry, i) => ({ tag: entry.tag, when: entry.when, hash: files[i].hash, statements: files[i].sql }));
}

/** The newest migration this code has. */
export function newestKnownMigration(): KnownMigration {
  return knownMigrations().at(-1)!;
}

/** The time of the newest migration applied to this database; null for a database never migrated. */
export async function appliedMigrationTime(db: Executor): Promise<number | null> {
  const [recorded] = await rowsOf(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS value`);
  if (!recorded?.value) return null;
  const [newest] = await rowsOf(db, sql`SELECT max(created_at)::text AS value FROM ${MIGRATIONS_TABLE}`);
  return newest?.value == null ? null : Number(newest.value);
}

/** The schema version of a database, by this code's names; null for one never migrated. */
export async function appliedSchemaVersion(db: Executor): Promise<SchemaVersion | null> {
  const when = await appliedMigrationTime(db);
  if (when === null) return null;
  const known = knownMigrations().find((migration) => migration.when === when);
  return { tag: known?.tag ?? `unknown (${when})`, when };
}

/** Runs migrations inside the caller's transaction and records them as drizzle does. */
export async function applyMigrations(tx: Executor, migrations: readonly KnownMigration[]): Promise<void> {
  await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS "drizzle"`);
  await tx.execute(sql`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    await tx.execute(sql`INSERT INTO ${MIGRATIONS_TABLE} ("hash", "created_at") VALUES (${migration.hash}, ${migration.when})`);
  }
}

import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { rowsOf } from '@/lib/backend/db/raw-rows';
import { appliedSchemaVersion } from '@/lib/backend/db/schema-versions';
import { BackupError, DATABASE_FOLDER, type ArchivedFile, type BackupManifest } from './backup-manifest';
import { DigestingWriter } from './hashed-files';

/** Rows fetched at a time: a large table is never held in memory whole. */
const FETCH_ROWS = 500;

/** The portal's tables: everything in the public schema (drizzle keeps its own records apart). */
export async function publicTables(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((row) => row.name);
}

export type DatabaseDump = BackupManifest['database'] & { files: ArchivedFile[] };

/**
 * Writes every table as JSON lines (`row_to_json`, which PGlite and PostgreSQL read back alike)
 * into `folder/database/`, all from one read-only snapshot: a backup taken while the portal
 * runs is the database of one instant.
 */
export async function dumpDatabase(db: Database, folder: string, signal?: AbortSignal): Promise<DatabaseDump> {
  return db.transaction(
    async (tx) => {
      const schema = await appliedSchemaVersion(tx);
      if (!schema) throw new BackupError('The database has never been set up: there is nothing to back up');
      const tables: DatabaseDump['tables'] = [];
      const files: ArchivedFile[] = [];
      for (const name of await publicTables(tx)) {
        signal?.throwIfAborted();
        const file = `${DATABASE_FOLDER}/${name}.jsonl`;
        const { rows, digest } = await dumpTable(tx, name, path.join(folder, file));
        tables.push({ name, rows, path: file });
        files.push({ path: file, ...digest });
      }
      const sequences = await rowsOf<{ name: string; value: string }>(
        tx,
        sql`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY sequencename`,
      );
      const [{ server }] = await rowsOf<{ server: string }>(tx, sql`SELECT version() AS server`);
      return { server, schema, tables, sequences: Object.fromEntries(sequences.map((s) => [s.name, s.value])), files };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(tx: Executor, table: string, file: string) {
  const writer = new DigestingWriter(file);
  let rows = 0;
  try {
    await tx.execute(sql`DECLARE portal_dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${sql.identifier(table)} t`);
    for (;;) {
      const batch = await rowsOf<{ line: string }>(tx, sql.raw(`FETCH ${FETCH_ROWS} FROM portal_dump`));
      for (const { line } of batch) await writer.writeLine(line);
      rows += batch.length;
      if (batch.length < FETCH_ROWS) break;
    }
    await tx.execute(sql`CLOSE portal_dump`);
    return { rows, digest: await writer.close() };
  } catch (error) {
    writer.abandon();
    throw error;
  }
}

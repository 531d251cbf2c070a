/** What the backup tests compare and how they spoil archives: a copy's rows and bytes, and archives edited after the fact. */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Executor } from '@/lib/backend/db/client';
import { MANIFEST_PATH, type BackupManifest } from './server/backup-manifest';
import { rowsOf } from '@/lib/backend/db/raw-rows';
import { publicTables } from './server/dump-database';
import { digestOfFile } from './server/hashed-files';
import { filesUnder } from './server/write-backup';

/** Every table's row count. */
export async function rowCounts(db: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await publicTables(db)) {
    const [row] = await rowsOf<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM ${sql.identifier(table)}`);
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Every stored file with its digest. */
export async function storedFiles(uploadDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const relative of await filesUnder(uploadDir)) files[relative] = (await digestOfFile(path.join(uploadDir, relative))).sha256;
  return files;
}

export interface ArchiveEdit {
  /** Changes the unpacked files. */
  files?(folder: string): void;
  /** With true, the manifest's sizes and checksums are made to match the edited files, as a careful forger would. */
  restamp?: boolean;
  /** Changes the manifest (after any restamp), or answers another one to write instead. */
  manifest?(manifest: BackupManifest): unknown;
}

/** A copy of `archive` with its contents edited after the fact. */
export async function editedArchive(archive: string, out: string, edit: ArchiveEdit): Promise<void> {
  const folder = `${out}.unpacked`;
  fs.mkdirSync(folder, { recursive: true });
  try {
    await tar.x({ file: archive, cwd: folder });
    const manifestFile = path.join(folder, MANIFEST_PATH);
    let manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
    const paths = manifest.files.map((file) => file.path);
    edit.files?.(folder);
    if (edit.restamp) for (const file of manifest.files) Object.assign(file, await digestOfFile(path.join(folder, file.path)));
    manifest = (edit.manifest?.(manifest) as BackupManifest | undefined) ?? manifest;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    await tar.c({ file: out, cwd: folder, gzip: true, portable: true }, [MANIFEST_PATH, ...paths]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The entries of a folder, to show that a refused restore left nothing behind. */
export const entriesOf = (folder: string): string[] => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []);

import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { Database } from '@/lib/backend/db/client';
import { ownedName } from '@/lib/backend/storage/leftovers';
import { UPLOAD_TEMP_FOLDER } from '@/lib/backend/storage/file-store';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_FOLDER,
  MANIFEST_PATH,
  UPLOADS_FOLDER,
  type ArchivedFile,
  type BackupManifest,
} from './backup-manifest';
import { dumpDatabase } from './dump-database';
import { digestOfFile } from './hashed-files';
import { verifyBackup } from './verify-backup';

/** The names of a backup's work folder and of an archive not yet checked, beside the archive (leftovers.ts). */
export const BACKUP_WORK = '.portal-backup';
export const PARTIAL = '.partial';

/** What a backup is taken of: the database and the folder of uploads. */
export interface BackupSource {
  db: Database;
  uploadDir: string;
}

/** A backup holds every account's data: a folder made for one is its owner's alone, as the archive is (0600). */
const BACKUP_FOLDER_MODE = 0o700;

/** A backup ready to be written: its files gathered in a work folder, its manifest made. */
export interface StagedBackup {
  manifest: BackupManifest;
  /** Writes the archive (manifest first) into `destination`. */
  writeTo(destination: NodeJS.WritableStream): Promise<void>;
  /** Removes the work folder. */
  dispose(): Promise<void>;
}

/**
 * Gathers what a backup holds in a work folder made in `workParent` (best on the disk of the
 * uploads, which are then linked rather than copied): the database snapshot, the uploads and the
 * manifest. Whatever goes wrong on the way leaves no work folder behind.
 */
export async function stageBackup(source: BackupSource, options: { workParent: string; signal?: AbortSignal }): Promise<StagedBackup> {
  await fs.promises.mkdir(options.workParent, { recursive: true, mode: BACKUP_FOLDER_MODE });
  const work = await fs.promises.mkdtemp(path.join(/*turbopackIgnore: true*/ options.workParent, `${ownedName(BACKUP_WORK)}.`));
  const dispose = () => fs.promises.rm(work, { recursive: true, force: true });
  try {
    await fs.promises.mkdir(path.join(work, DATABASE_FOLDER));
    // The database first: every upload its rows name was stored before this snapshot.
    const { files: dumped, ...database } = await dumpDatabase(source.db, work, options.signal);
    const uploads = await stageUploads(source.uploadDir, work, options.signal);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database,
      uploads: { files: uploads.length, bytes: uploads.reduce((sum, file) => sum + file.bytes, 0) },
      files: [...dumped, ...uploads],
    };
    await fs.promises.writeFile(path.join(work, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const entries = [MANIFEST_PATH, ...manifest.files.map((file) => file.path)];
    return {
      manifest,
      writeTo: (destination) => pipeline(tar.c({ cwd: work, gzip: true, portable: true, strict: true }, entries), destination),
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Writes an archive to `file` under a temporary name, reads it back against its manifest, and
 * only then gives it its name: a file of that name is always a whole, checked backup.
 */
export async function writeCheckedArchive(
  file: string,
  write: (destination: fs.WriteStream, folder: string) => Promise<void>,
): Promise<BackupManifest> {
  const folder = path.dirname(path.resolve(file));
  const partial = path.join(folder, ownedName(`.${path.basename(file)}${PARTIAL}`));
  try {
    await fs.promises.mkdir(folder, { recursive: true, mode: BACKUP_FOLDER_MODE });
    const destination = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    await write(destination, folder).catch((error: unknown) => {
      destination.destroy();
      throw error;
    });
    const manifest = await verifyBackup(partial);
    await fs.promises.rename(partial, file);
    return manifest;
  } finally {
    await fs.promises.rm(partial, { force: true });
  }
}

/** Takes a backup of `source` into `file`. */
export function writeBackupFile(source: BackupSource, file: string, signal?: AbortSignal): Promise<BackupManifest> {
  return writeCheckedArchive(file, async (destination, folder) => {
    const staged = await stageBackup(source, { workParent: folder, signal });
    try {
      await staged.writeTo(destination);
    } finally {
      await staged.dispose();
    }
  });
}

/**
 * Links (or, across disks, copies) every upload into the work folder, so the archive is made of
 * files nobody changes while it is written, and answers their digests. A file removed since the
 * database snapshot is left out: it is gone from the portal too.
 */
async function stageUploads(uploadDir: string, work: string, signal?: AbortSignal): Promise<ArchivedFile[]> {
  const staged: ArchivedFile[] = [];
  for (const relative of await filesUnder(uploadDir)) {
    signal?.throwIfAborted();
    const archivePath = `${UPLOADS_FOLDER}/${relative}`;
    const target = path.join(work, archivePath);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    try {
      await linkOrCopy(path.join(uploadDir, relative), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    staged.push({ path: archivePath, ...(await digestOfFile(target)) });
  }
  return staged;
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.promises.link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await fs.promises.copyFile(from, to);
  }
}

/** The stored files under `root`, as `/`-separated relative paths, without the store's temporary ones. */
export async function filesUnder(root: string): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(root, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => relative.split('/')[0] !== UPLOAD_TEMP_FOLDER)
    .sort();
}

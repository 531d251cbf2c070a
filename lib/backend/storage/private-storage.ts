import fs from 'node:fs';
import path from 'node:path';
import type { StorageConfig } from '../../config';
import { log } from '../../log';

/**
 * What the portal writes is its own: only the account it runs as may read, write or list it.
 * The umask takes these permissions off whatever the process creates; the file store, the
 * backups and the session secret ask for owner-only modes themselves, and the embedded database's
 * folder is made owner-only (PGlite sets a new database's files to 666 itself, whatever the umask).
 */
export const GROUP_AND_OTHERS = 0o077;

/**
 * Takes group and other permissions off `entry` and, when it is a folder, off everything in it;
 * answers how many entries it changed.
 */
export function makeOwnerOnly(entry: string): number {
  let changed = 0;
  let names: string[] = [];
  try {
    const stat = fs.lstatSync(entry);
    // A link is not followed: what it points to may be anybody's, anywhere.
    if (stat.isSymbolicLink()) return 0;
    if (stat.mode & GROUP_AND_OTHERS) {
      fs.chmodSync(entry, stat.mode & 0o700);
      changed = 1;
    }
    if (stat.isDirectory()) names = fs.readdirSync(entry);
  } catch (error) {
    // Gone meanwhile (a database's temporary file, an upload's partial copy): nothing to keep.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const name of names) changed += makeOwnerOnly(path.join(entry, name));
  return changed;
}

/** Whether another account may enter or read `entry`. */
function openToOthers(entry: string): boolean {
  try {
    return (fs.lstatSync(entry).mode & GROUP_AND_OTHERS) !== 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Run first by the portal's servers (server.ts, the backend on its own): from now on the process
 * writes owner-only files and folders, and the storage already on disk (DATA_DIR, the embedded database, uploads,
 * backups) is made owner-only where it is not, in one log line. A folder nobody else may enter
 * protects everything in it, so only a folder open to others is gone through, all the way down:
 * a start on private storage costs a look at four folders, whatever they hold.
 */
export function keepStoragePrivate(storage: StorageConfig): void {
  process.umask(GROUP_AND_OTHERS);
  const folders: string[] = [];
  let entries = 0;
  // DATA_DIR first: made private, it makes the folders inside it private too.
  for (const folder of [storage.dataDir, storage.pgliteDir, storage.uploadDir, storage.backupDir]) {
    if (!openToOthers(folder)) continue;
    folders.push(folder);
    entries += makeOwnerOnly(folder);
  }
  if (entries > 0) log.warn('storage was open to other accounts: made owner-only', { folders, entries });
}

import fs from 'node:fs';
import path from 'node:path';
import type { LeftoverRule } from '@/lib/backend/storage/leftovers';
import type { StorageConfig } from '@/lib/config';
import { REPLACED, RESTORE_WORK, RESTORING } from './restore-backup';
import { BACKUP_WORK, PARTIAL } from './write-backup';

// The names before they carried their owner (`.portal-restore-x1Y2z3`, `pglite.restoring-1234`,
// `.x.tar.gz.partial-1234`): removed by age alone.
const startsAs = (name: string, base: string) => name.startsWith(`${base}.`) || name.startsWith(`${base}-`);

/** `.<archive>.partial.<owner>`: an archive written but not yet checked. */
const isPartialArchive = (name: string) => name.startsWith('.') && (name.includes(`${PARTIAL}.`) || name.includes(`${PARTIAL}-`));

/**
 * What a restore replaced, moved aside until the new folder is in place: a leftover only once
 * the target is there again. Without the target it is the only copy, and stays for a person to
 * move back.
 */
function replacedBeside(target: string): LeftoverRule['matches'] {
  const base = path.basename(target);
  return (name) => startsAs(name, `${base}${REPLACED}`) && fs.existsSync(target);
}

/**
 * What backups and restores leave when they die half-way, where they leave it: the restore's work
 * folder and the uploads it replaced beside UPLOAD_DIR, the database being built (and the one it
 * replaced) beside DATA_DIR/pglite, the backup's work folder and unchecked archive in BACKUP_DIR.
 * Without `pgliteDir` (a scheduled task, which knows no DATA_DIR) the database's are left for the
 * next start.
 */
export function backupLeftovers(
  storage: Pick<StorageConfig, 'uploadDir' | 'backupDir'> & Partial<Pick<StorageConfig, 'pgliteDir'>>,
): LeftoverRule[] {
  const replacedUploads = replacedBeside(storage.uploadDir);
  const rules: LeftoverRule[] = [
    { folder: path.dirname(storage.uploadDir), matches: (name) => startsAs(name, RESTORE_WORK) || replacedUploads(name) },
    { folder: storage.backupDir, matches: (name) => startsAs(name, BACKUP_WORK) || isPartialArchive(name) },
  ];
  if (storage.pgliteDir) {
    const { pgliteDir } = storage;
    const replacedDatabase = replacedBeside(pgliteDir);
    rules.push({
      folder: path.dirname(pgliteDir),
      matches: (name) => startsAs(name, `${path.basename(pgliteDir)}${RESTORING}`) || replacedDatabase(name),
    });
  }
  return rules;
}

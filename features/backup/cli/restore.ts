/**
 * `npm run restore -- FILE [--force]`: restores an archive of `npm run backup` into DATA_DIR (the
 * embedded database) or DATABASE_URL, with the uploads into UPLOAD_DIR. Both must be empty unless
 * --force is given; the restore is all or nothing (server/restore-backup.ts). The portal must be
 * stopped: on the embedded database this is checked.
 */
import { parseArgs } from 'node:util';
import { loadStorageConfig } from '@/lib/config';
import { holdDataDir } from '../server/data-dir-lock';
import { restoreBackup } from '../server/restore-backup';
import { givenPath, runCommand } from '@/lib/cli/run-command';
import { describeBackup } from './describe-backup';

const USAGE = 'Usage: npm run restore -- FILE [--force]   (into DATA_DIR, or DATABASE_URL, and UPLOAD_DIR as the portal has them)';

void runCommand(USAGE, async () => {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1) return null;
  const file = givenPath(positionals[0]);
  const storage = loadStorageConfig();
  const hold = storage.databaseUrl ? null : await holdDataDir(storage.dataDir, `a restore (pid ${process.pid})`);
  try {
    const manifest = await restoreBackup(file, storage, { force: values.force });
    const into = storage.databaseUrl ? `the database ${new URL(storage.databaseUrl).pathname.slice(1)}` : storage.dataDir;
    return `Restored ${file} into ${into}: ${describeBackup(manifest)}`;
  } finally {
    await hold?.release();
  }
});

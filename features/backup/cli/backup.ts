/**
 * `npm run backup -- --out FILE`: one archive of the database and the uploads (server/
 * backup-manifest.ts), taken while the portal runs. On the embedded database the running portal
 * takes it and streams it here; with the portal stopped, or on PostgreSQL, this process reads the
 * database itself, from one snapshot.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { connectDatabase } from '@/lib/backend/db/client';
import { loadStorageConfig, type StorageConfig } from '@/lib/config';
import { BackupError, type BackupManifest } from '../server/backup-manifest';
import { backupFromRunningPortal } from '../server/backup-socket';
import { holdDataDir } from '../server/data-dir-lock';
import { writeBackupFile } from '../server/write-backup';
import { givenPath, runCommand } from '@/lib/cli/run-command';
import { describeBackup } from './describe-backup';

const USAGE = 'Usage: npm run backup -- --out FILE   (DATA_DIR, DATABASE_URL and UPLOAD_DIR as the portal has them)';

async function backUp(storage: StorageConfig, file: string): Promise<BackupManifest> {
  if (storage.databaseUrl) return fromDatabase(storage, file);
  const fromPortal = await backupFromRunningPortal(storage.dataDir, file);
  if (fromPortal) return fromPortal;
  const hold = await holdDataDir(storage.dataDir, `a backup (pid ${process.pid})`);
  try {
    return await fromDatabase(storage, file);
  } finally {
    await hold.release();
  }
}

async function fromDatabase(storage: StorageConfig, file: string): Promise<BackupManifest> {
  if (!storage.databaseUrl && !fs.existsSync(storage.pgliteDir)) {
    throw new BackupError(`There is no database in ${storage.pgliteDir}: check DATA_DIR`);
  }
  const handle = connectDatabase({ databaseUrl: storage.databaseUrl, pgliteDir: storage.pgliteDir });
  try {
    return await writeBackupFile({ db: handle.db, uploadDir: storage.uploadDir }, file);
  } finally {
    await handle.close();
  }
}

void runCommand(USAGE, async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false });
  if (!values.out) return null;
  const file = givenPath(values.out);
  const manifest = await backUp(loadStorageConfig(), file);
  return `Backup written to ${file}: ${describeBackup(manifest)}`;
});

import type { BackupManifest } from '../server/backup-manifest';

/** One line on what an archive holds, for the person at the terminal. */
export function describeBackup(manifest: BackupManifest): string {
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const megabytes = (manifest.uploads.bytes / 1024 / 1024).toFixed(1);
  return `schema ${manifest.database.schema.tag}, ${manifest.database.tables.length} tables with ${rows} rows, ${manifest.uploads.files} uploads (${megabytes} MB), taken ${manifest.createdAt}`;
}

import path from 'node:path';
import { ConfigError } from '@/lib/config';
import { BackupError, type BackupManifest } from '../server/backup-manifest';

/** A file named on the command line: npm runs scripts in the project folder, INIT_CWD is where the person was. */
export const givenPath = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name);

/** One line on what an archive holds, for the person at the terminal. */
export function describeBackup(manifest: BackupManifest): string {
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const megabytes = (manifest.uploads.bytes / 1024 / 1024).toFixed(1);
  return `schema ${manifest.database.schema.tag}, ${manifest.database.tables.length} tables with ${rows} rows, ${manifest.uploads.files} uploads (${megabytes} MB), taken ${manifest.createdAt}`;
}

/**
 * Runs a command's work: what the person running it can act on (a setting, a refusal) is one line
 * on stderr and exit code 1, a wrong command line is the usage and exit code 2; anything else is
 * a bug and keeps its stack.
 */
export async function runCommand(usage: string, work: () => Promise<string | null>): Promise<void> {
  try {
    const done = await work();
    if (done === null) {
      console.error(usage);
      process.exitCode = 2;
    } else {
      console.log(done);
    }
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

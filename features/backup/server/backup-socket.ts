import type http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { BackupError, type BackupManifest } from './backup-manifest';
import { controlSocketOf, requestOverSocket, text } from './data-dir-lock';
import { stageBackup, writeCheckedArchive, type BackupSource } from './write-backup';

const BACKUP_PATH = '/backup';

/**
 * The running portal's side of `npm run backup` on the embedded database: the archive, streamed
 * over the control socket (data-dir-lock.ts). Only the portal may read its database while it
 * runs, so the snapshot is taken here.
 */
export function answerBackups(source: () => Promise<BackupSource>, workParent: string): http.RequestListener {
  return (req, res) => {
    if (req.method !== 'GET' || req.url !== BACKUP_PATH) {
      res.writeHead(404).end();
      return;
    }
    (async () => {
      const staged = await stageBackup(await source(), { workParent });
      try {
        res.writeHead(200, { 'content-type': 'application/gzip' });
        await staged.writeTo(res);
      } finally {
        await staged.dispose();
      }
    })().catch((error: unknown) => {
      // Before the archive starts the reason goes back in words; after, the cut tells the reader.
      if (res.headersSent) res.destroy(error as Error);
      else res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end((error as Error).message);
    });
  };
}

/**
 * Asks the portal running on DATA_DIR for a backup into `file`; answers null when no portal runs
 * there (the caller then reads the database itself).
 */
export async function backupFromRunningPortal(dataDir: string, file: string): Promise<BackupManifest | null> {
  let answer: http.IncomingMessage;
  try {
    answer = await requestOverSocket(controlSocketOf(dataDir), BACKUP_PATH);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw error;
  }
  if (answer.statusCode !== 200) throw new BackupError(`The running portal could not take the backup: ${await text(answer)}`);
  return writeCheckedArchive(file, (destination) => pipeline(answer, destination));
}

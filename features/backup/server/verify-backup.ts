import crypto from 'node:crypto';
import fs from 'node:fs';
import * as tar from 'tar';
import { BackupError, MANIFEST_PATH, parseManifest, type BackupManifest } from './backup-manifest';
import type { FileDigest } from './hashed-files';

/** The manifest's largest sensible size; a bigger first entry is not a manifest. */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/**
 * Reads a whole archive without writing anything and checks it against its manifest: every file
 * the manifest lists is there with its size and SHA-256, and nothing else is. Answers the
 * manifest, or throws a BackupError that says what is wrong (a truncated or corrupted archive
 * fails here, before a restore changes anything).
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const found = new Map<string, FileDigest>();
  const problems: string[] = [];
  let manifestText: string | null = null;
  let first = true;
  try {
    await tar.t({
      file,
      strict: true,
      onReadEntry(entry) {
        const isManifest = first && entry.path === MANIFEST_PATH;
        if (first && !isManifest) problems.push(`it does not start with ${MANIFEST_PATH}`);
        first = false;
        if (entry.type !== 'File') {
          problems.push(`unexpected ${entry.type} entry ${entry.path}`);
          entry.resume();
          return;
        }
        const hash = crypto.createHash('sha256');
        const chunks: Buffer[] = [];
        let bytes = 0;
        entry.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          bytes += chunk.length;
          if (isManifest && bytes <= MAX_MANIFEST_BYTES) chunks.push(chunk);
        });
        entry.on('end', () => {
          if (isManifest) manifestText = Buffer.concat(chunks).toString('utf8');
          else found.set(entry.path, { bytes, sha256: hash.digest('hex') });
        });
      },
    });
  } catch (error) {
    throw new BackupError(`The archive is damaged or incomplete (${(error as Error).message})`);
  }
  if (manifestText === null) throw new BackupError(`The archive is damaged or incomplete: it has no ${MANIFEST_PATH}`);
  if (problems.length) throw new BackupError(`The archive is not a backup of this portal: ${problems[0]}`);
  const manifest = parseManifest(manifestText);
  compareWithManifest(manifest, found);
  return manifest;
}

function compareWithManifest(manifest: BackupManifest, found: Map<string, FileDigest>): void {
  const listedPaths = new Set(manifest.files.map((listed) => listed.path));
  const unlisted = manifest.database.tables.find((table) => !listedPaths.has(table.path));
  if (unlisted) throw new BackupError(`The archive is damaged: its manifest lists no file for table ${unlisted.name}`);
  for (const listed of manifest.files) {
    const digest = found.get(listed.path);
    if (!digest) throw new BackupError(`The archive is incomplete: ${listed.path} is missing`);
    if (digest.bytes !== listed.bytes || digest.sha256 !== listed.sha256) {
      throw new BackupError(`The archive is damaged: ${listed.path} does not match its checksum`);
    }
    found.delete(listed.path);
  }
  const extra = found.keys().next();
  if (!extra.done) throw new BackupError(`The archive is not as it was written: ${extra.value} is not in its manifest`);
}

import { z } from 'zod';
import { CommandError } from '@/lib/cli/run-command';

/**
 * A backup archive (`.tar.gz`): `manifest.json` first, then one JSON-lines file per table under
 * `database/`, then every upload under `uploads/`. The manifest states the schema version, the
 * rows of each table and the size and SHA-256 of every other file in the archive, so a restore
 * checks all of it before it changes anything.
 */
export const BACKUP_FORMAT = 'audio-engineers-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const UPLOADS_FOLDER = 'uploads';

/** Why a backup or a restore did not happen, in words for the person who ran it. */
export class BackupError extends CommandError {}

/** A path inside the archive: under one of its folders, never climbing out of it. */
const archivePath = z
  .string()
  .regex(new RegExp(`^(${DATABASE_FOLDER}|${UPLOADS_FOLDER})/[^\\0]+$`))
  .refine((value) => !value.split('/').some((part) => part === '..' || part === '.' || part === ''), 'not a plain relative path');

const archivedFile = z.object({
  path: archivePath,
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  database: z.object({
    /** The database server it was taken from (its `version()`); it restores into PGlite and PostgreSQL alike. */
    server: z.string(),
    schema: z.object({ tag: z.string(), when: z.number().int() }),
    tables: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: z.number().int().nonnegative(), path: archivePath })),
    /** Each sequence's last value (as text: they are 64-bit). */
    sequences: z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/), z.string().regex(/^-?\d+$/)),
  }),
  uploads: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
  files: z.array(archivedFile),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ArchivedFile = z.infer<typeof archivedFile>;

/** The manifest of an archive, or a BackupError saying why it is none. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError('The archive is damaged: its manifest is not readable');
  }
  if ((value as { format?: unknown })?.format !== BACKUP_FORMAT) throw new BackupError('This file is not a backup of this portal');
  const version = (value as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(`The backup was written in a newer format (${version}): restore it with the portal version that took it`);
  }
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success)
    throw new BackupError(`The archive is damaged: its manifest is not valid (${parsed.error.issues[0].path.join('.')})`);
  return parsed.data;
}

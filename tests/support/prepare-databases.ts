import fs from 'node:fs';
import { openDatabase, PGLITE_IN_MEMORY } from '@/lib/backend/db/client';
import { seedForTests } from './test-database';

/**
 * Jest's global setup runs this once per run, through tsx for the project's path aliases
 * (tests/support/jest-global-setup.js): `prepare-databases.ts <image file> [<database url>]`.
 * Migrates and seeds a PGlite database and writes its data directory to the image file; with a
 * database URL (a new, empty database: the PostgreSQL template), migrates and seeds that too.
 */
async function main(): Promise<void> {
  const [imageFile, templateUrl] = process.argv.slice(2);
  // PGlite works in this process and PostgreSQL in its own: both at once.
  await Promise.all([writePgliteImage(imageFile), templateUrl ? prepareTemplate(templateUrl) : null]);
}

async function writePgliteImage(imageFile: string): Promise<void> {
  const pglite = await openDatabase({ databaseUrl: null, pgliteDir: PGLITE_IN_MEMORY }, seedForTests);
  try {
    if (pglite.kind !== 'pglite') throw new Error('expected a PGlite database');
    fs.writeFileSync(imageFile, Buffer.from(await (await pglite.dumpDataDir()).arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

async function prepareTemplate(templateUrl: string): Promise<void> {
  // Closed at once: PostgreSQL copies a template only while nobody is connected to it.
  await (await openDatabase({ databaseUrl: templateUrl, pgliteDir: PGLITE_IN_MEMORY }, seedForTests)).close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import globalTeardown from './jest-global-teardown';
import { createPostgresDatabase, dropStaleDatabases } from './postgres-databases';
import { PREPARED } from './prepared';

/**
 * Jest's global setup: the databases every suite starts from a copy of, migrated and seeded once
 * per run by prepare-databases.ts (through tsx, for the project's path aliases), handed to the
 * suites in the environment and removed by jest-global-teardown.ts.
 */
const root = path.resolve(__dirname, '../..');
// Generous for a loaded two-core machine; a hang still ends.
const PREPARE_TIMEOUT_MS = 300_000;

export default async function globalSetup(): Promise<void> {
  try {
    await prepare();
  } catch (error) {
    // Jest runs no teardown after a failed setup.
    await globalTeardown();
    throw error;
  }
}

async function prepare(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  process.env[PREPARED.folder] = folder;
  const image = path.join(folder, 'pglite.tar');
  const args = [image];
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    await dropStaleDatabases(server);
    const template = await createPostgresDatabase(server, { tag: 'template' });
    process.env[PREPARED.template] = template.name;
    args.push(template.url);
  }
  execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--conditions=react-server', path.join(__dirname, 'prepare-databases.ts'), ...args],
    {
      cwd: root,
      stdio: 'inherit',
      timeout: PREPARE_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    },
  );
  process.env[PREPARED.image] = image;
}

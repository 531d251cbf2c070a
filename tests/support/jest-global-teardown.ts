import fs from 'node:fs';
import { dropPostgresDatabase } from './postgres-databases';
import { PREPARED } from './prepared';

/** Jest's global teardown: removes what jest-global-setup.ts prepared. */
export default async function globalTeardown(): Promise<void> {
  const template = process.env[PREPARED.template];
  if (template && process.env.TEST_DATABASE_URL) await dropPostgresDatabase(process.env.TEST_DATABASE_URL, template);
  const folder = process.env[PREPARED.folder];
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}

/** @postgres the import writes into either engine. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { holdDataDir } from '@/features/backup/server';
import { npmRun, type Storage } from '@/tests/support/npm-run';
import { createPostgresDatabase, type TestDatabase } from '@/tests/support/postgres-databases';
import { createRuoyiDatabase, type RuoyiDatabase } from '@/tests/support/ruoyi-database';
import { postgresServer } from '@/tests/support/test-database';
import { modeLabel, onPostgres } from '@/tests/support/test-mode';

/** Each command starts tsx and a database: a loaded machine takes a while. */
const COMMANDS = 300_000;

let ruoyi: RuoyiDatabase;
let work: string;
let postgres: TestDatabase | null = null;
let storage: Storage;

const importRuoyi = (...args: string[]) => npmRun('import:ruoyi', args, { ...storage, ADMIN_PASSWORD: 'Admin#2026pw' }, work);

/** The portal's tables, as a new database has none. */
async function portalTables(): Promise<number> {
  if (!onPostgres) return fs.existsSync(path.join(storage.DATA_DIR, 'pglite')) ? -1 : 0;
  const client = new pg.Client({ connectionString: postgres!.url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'");
    return rows[0].n;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  ruoyi = await createRuoyiDatabase();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ruoyi-import-'));
  if (onPostgres) postgres = await createPostgresDatabase(postgresServer());
  storage = { DATA_DIR: path.join(work, 'data'), ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
});

afterAll(async () => {
  await ruoyi?.drop();
  await postgres?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`npm run import:ruoyi (${modeLabel})`, () => {
  test(
    'without --from it prints its usage',
    async () => {
      const outcome = await importRuoyi();
      expect(outcome.code).toBe(2);
      expect(outcome.stderr).toMatch(/^Usage: npm run import:ruoyi -- --from mysql:\/\//);
    },
    COMMANDS,
  );

  test(
    'a source it cannot read: one line, exit code 1, nothing written',
    async () => {
      const outcome = await importRuoyi('--from', 'mysql://root@127.0.0.1:1/ry');
      expect(outcome).toMatchObject({ code: 1, stdout: '' });
      expect(outcome.stderr.trim()).toBe(
        'Cannot open the RuoYi database mysql://root@127.0.0.1:1/ry: the connection was refused (is MySQL running there, on that port?). Nothing was written.',
      );
      expect(await portalTables()).toBe(0);
    },
    COMMANDS,
  );

  test(
    'a dry run into a portal without a database prints the report and creates nothing',
    async () => {
      const outcome = await importRuoyi('--from', ruoyi.url, '--dry-run');
      expect(outcome.code).toBe(0);
      expect(outcome.stdout).toContain('(dry run: nothing was written)');
      expect(outcome.stdout).toMatch(/^sys_user +1 +1 +0 +0 +0$/m);
      expect(outcome.stdout).toMatch(/ryTask\.ryNoParams is not a task of this portal .*; imported paused/);
      expect(await portalTables()).toBe(0);
    },
    COMMANDS,
  );

  test(
    'the import migrates and seeds the new portal first; a second one changes nothing',
    async () => {
      const first = await importRuoyi('--from', ruoyi.url);
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('First start: the administrator account "admin" was created with ADMIN_PASSWORD.');
      expect(first.stdout).toMatch(/^\d{3} changes \(imported \+ merged \+ updated\)\.$/m);
      expect(await portalTables()).not.toBe(0);
      const second = await importRuoyi('--from', ruoyi.url);
      expect(second.code).toBe(0);
      expect(second.stdout).toContain('\n0 changes (imported + merged + updated).');
      expect(second.stdout).not.toContain('First start');
    },
    COMMANDS,
  );

  if (!onPostgres) {
    test(
      'the embedded database of a running portal is refused',
      async () => {
        const portal = await holdDataDir(storage.DATA_DIR, 'the portal (pid 4242)');
        try {
          const outcome = await importRuoyi('--from', ruoyi.url);
          expect(outcome.code).toBe(1);
          expect(outcome.stderr).toMatch(/the portal \(pid 4242\)/);
        } finally {
          await portal.release();
        }
      },
      COMMANDS,
    );
  }
});

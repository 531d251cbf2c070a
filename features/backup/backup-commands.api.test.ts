/** @postgres a backup of either engine restores. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/lib/backend/db/client';
import { sysUser } from '@/lib/backend/db/schema';
import { startHarness, type Harness } from '@/tests/support/api-harness';
import { registeredUser, type Person } from '@/tests/support/member-helpers';
import { npmRun as runInFolder, type Storage } from '@/tests/support/npm-run';
import { createPostgresDatabase, type TestDatabase } from '@/tests/support/postgres-databases';
import { modeLabel, onPostgres } from '@/tests/support/test-mode';
import { rowCounts } from './backup-checks';
import { answerBackups } from './server/backup-socket';
import { holdDataDir, type DataDirHold } from './server/data-dir-lock';

let api: Harness;
let work: string;
let member: Person;
let portal: DataDirHold;
const databases: TestDatabase[] = [];

/** `npm run <script> -- <args>` as a person in the suite's folder types it. */
const npmRun = (script: string, args: string[], storage: Storage) => runInFolder(script, args, storage, work);

const dataDir = (name: string) => path.join(work, name);

beforeAll(async () => {
  api = await startHarness();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-commands-'));
  member = await registeredUser(api);
  // The running portal on the embedded database, as root/backend.ts holds its DATA_DIR.
  portal = await holdDataDir(
    dataDir('running'),
    'the portal (pid 4242)',
    answerBackups(async () => ({ db: api.backend.deps.db, uploadDir: api.uploadDir }), dataDir('running')),
  );
});

afterAll(async () => {
  await portal?.release();
  await api?.close();
  for (const database of databases) await database.drop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe(`npm run backup and npm run restore (${modeLabel})`, () => {
  test('back up the running portal, restore into a new DATA_DIR, and refuse what must be refused', async () => {
    // On PostgreSQL the command reads the database itself; on PGlite the running portal answers.
    const source = onPostgres
      ? { DATA_DIR: dataDir('elsewhere'), DATABASE_URL: api.databaseUrl!, UPLOAD_DIR: api.uploadDir }
      : { DATA_DIR: dataDir('running') };
    const backup = await npmRun('backup', ['--out', 'nightly.tar.gz'], source);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backup written to ${path.join(work, 'nightly.tar.gz')}: schema \\d{4}_\\w+, \\d+ tables with \\d+ rows, [1-9]\\d* uploads \\([\\d.]+ MB\\), taken \\S+\\n$`,
      ),
    );

    const restored = dataDir('restored');
    const restore = await npmRun('restore', ['nightly.tar.gz'], { DATA_DIR: restored });
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toMatch(new RegExp(`^Restored ${path.join(work, 'nightly.tar.gz')} into ${restored}: schema `));
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: path.join(restored, 'pglite') });
    try {
      expect(await rowCounts(handle.db)).toEqual(await rowCounts(api.backend.deps.db));
      const [user] = await handle.db.select({ phone: sysUser.phonenumber }).from(sysUser).where(eq(sysUser.userId, member.userId));
      expect(user.phone).toBe(member.phone);
    } finally {
      await handle.close();
    }

    expect(await npmRun('restore', ['nightly.tar.gz'], { DATA_DIR: restored })).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^The target is not empty: .* add --force to replace it\n$/),
    });
    expect(await npmRun('restore', ['nightly.tar.gz', '--force'], { DATA_DIR: dataDir('running') })).toEqual({
      code: 1,
      stdout: '',
      stderr: `DATA_DIR ${dataDir('running')} is in use by the portal (pid 4242)\n`,
    });
    expect(await npmRun('restore', [], { DATA_DIR: restored })).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^Usage: npm run restore -- FILE/),
    });

    // With nothing running on it, the command reads the embedded database itself.
    const again = await npmRun('backup', ['--out', 'again.tar.gz'], { DATA_DIR: restored });
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(fs.existsSync(path.join(restored, 'portal.sock'))).toBe(false);
  });

  if (process.env.TEST_DATABASE_URL) {
    test('restore the same archive into an empty PostgreSQL database with DATABASE_URL', async () => {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      databases.push(database);
      const restore = await npmRun('restore', ['nightly.tar.gz'], { DATA_DIR: dataDir('unused'), DATABASE_URL: database.url });
      expect(restore).toMatchObject({ code: 0, stderr: '' });
      expect(restore.stdout).toMatch(new RegExp(`^Restored .* into the database ${database.name}: schema `));
      const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: '' });
      try {
        expect(await rowCounts(handle.db)).toEqual(await rowCounts(api.backend.deps.db));
      } finally {
        await handle.close();
      }
    });
  }
});

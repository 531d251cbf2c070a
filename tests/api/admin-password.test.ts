/** @postgres the command sets the password on PostgreSQL (DATABASE_URL) as on the embedded database (DATA_DIR). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@/lib/backend/db/client';
import { DatabaseStore } from '@/lib/backend/store/database-store';
import { holdDataDir } from '@/features/backup/server';
import { ADMIN_PASSWORD, startHarness } from '../support/api-harness';
import { npmRun, type Settings } from '../support/npm-run';
import { PREPARED } from '../support/prepared';
import { copyPreparedDatabase, seedForTests, type PreparedCopy } from '../support/test-database';
import { modeLabel, onPostgres } from '../support/test-mode';

/**
 * `npm run admin:password` (scripts/admin-password.ts) as a person who lost the administrator's
 * password runs it, on a database of the suite's own: on PGlite a DATA_DIR made from the prepared
 * image (the portal stopped, as the command needs), on PostgreSQL a copy of the prepared database.
 */
const NEW_PASSWORD = 'Lost#2026found';
let work: string;
let settings: Settings;
let copy: PreparedCopy | null = null;

const dataDir = () => path.join(work, 'data');
const adminPassword = (input: string, args: string[] = []) => npmRun('admin:password', args, settings, work, input);

/** The portal's database, open while a check needs it (on PGlite no command may run meanwhile). */
const openPortalDatabase = (): Promise<DatabaseHandle> =>
  copy ? copy.open() : openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir(), 'pglite') }, seedForTests);

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-password-'));
  if (onPostgres) {
    copy = await copyPreparedDatabase();
    settings = { DATA_DIR: dataDir(), DATABASE_URL: copy.url! };
  } else {
    const image = new Blob([fs.readFileSync(process.env[PREPARED.image]!)]);
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir(), 'pglite'), pgliteImage: image });
    await handle.close();
    settings = { DATA_DIR: dataDir() };
  }
});

afterAll(async () => {
  await copy?.drop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe(`npm run admin:password (${modeLabel})`, () => {
  test('a password the portal would refuse, or an unknown user, is refused with the reason and changes nothing', async () => {
    expect(await adminPassword('short\n')).toEqual({
      code: 1,
      stdout: '',
      stderr: "The password is refused: 密码长度必须在6到20个字符之间 (the portal's password rules, config sys.account.chrtype = 0)\n",
    });
    expect(await adminPassword('Bad<pass>word1\n')).toMatchObject({ code: 1, stderr: expect.stringContaining('密码不能包含非法字符') });
    expect(await adminPassword(`${NEW_PASSWORD}\n`, ['--user', 'nobody'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'There is no user nobody: name an existing one with --user NAME\n',
    });
    expect(await adminPassword(`${NEW_PASSWORD}\n`, [NEW_PASSWORD])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Usage: /) });
  });

  if (!onPostgres)
    test('on the embedded database it waits for the portal to stop', async () => {
      const portal = await holdDataDir(dataDir(), 'the portal (pid 4242)');
      try {
        expect(await adminPassword(`${NEW_PASSWORD}\n`)).toMatchObject({
          code: 1,
          stderr: `DATA_DIR ${dataDir()} is in use by the portal (pid 4242)\n`,
        });
      } finally {
        await portal.release();
      }
    });

  test('the new password signs in, the old one no longer does, and the lock-out is lifted', async () => {
    if (copy) {
      // Locked out, as after a guesser's fifty tries from many addresses (features/auth's counter).
      const handle = await openPortalDatabase();
      await new DatabaseStore(handle.db).increment('pwd_err_cnt:admin', 600_000);
      await handle.close();
    }
    const changed = await adminPassword(`${NEW_PASSWORD}\n`);
    expect(changed).toEqual({
      code: 0,
      stdout: 'The password of admin is changed: sign in with it at /login (its lock-outs are lifted and its sessions ended).\n',
      stderr: '',
    });
    const api = await startHarness({ database: await openPortalDatabase() });
    try {
      if (copy) expect(await new DatabaseStore(api.backend.deps.db).get('pwd_err_cnt:admin')).toBeNull();
      const signIn = (password: string) => api.call('POST', '/login', { body: { username: 'admin', password } });
      expect((await signIn(ADMIN_PASSWORD)).body).toMatchObject({ code: 500, msg: '用户不存在/密码错误' });
      expect((await signIn(NEW_PASSWORD)).body).toMatchObject({ code: 200 });
    } finally {
      await api.close();
    }
  });
});

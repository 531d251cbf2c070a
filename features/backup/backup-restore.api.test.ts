/** @postgres a backup of either engine restores. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { connectDatabase, openDatabase, type DatabaseHandle } from '@/lib/backend/db/client';
import { sysUser } from '@/lib/backend/db/schema';
import { appliedMigrationTime, knownMigrations, newestKnownMigration } from '@/lib/backend/db/schema-versions';
import { startHarness, type Harness } from '@/tests/support/api-harness';
import { submitted } from '@/tests/support/applications';
import { addedId } from '@/tests/support/feature-suite';
import { administrator, MEMBER_PASSWORD, PDF_BYTES, registeredUser, type Person } from '@/tests/support/member-helpers';
import { makeMember } from '@/tests/support/membership';
import { createPostgresDatabase, type TestDatabase } from '@/tests/support/postgres-databases';
import { modeLabel, onPostgres } from '@/tests/support/test-mode';
import { editedArchive, entriesOf, rowCounts, storedFiles } from './backup-checks';
import { BackupError, type BackupManifest } from './server/backup-manifest';
import { rowsOf } from '@/lib/backend/db/raw-rows';
import { restoreBackup, type RestoreTarget } from './server/restore-backup';
import { writeBackupFile } from './server/write-backup';

let api: Harness;
let work: string;
let archive: string;
let manifest: BackupManifest;
let member: Person;
let articleId: number;
let counts: Record<string, number>;
/** An archive whose checksums match but whose rows the database refuses: the failure comes in the middle of loading. */
let refusedRows: string;
let files: Record<string, string>;
const databases: TestDatabase[] = [];

/** A new, empty place to restore into: a DATA_DIR of its own, and with `postgres` a new database. */
function target(name: string, postgres?: TestDatabase): RestoreTarget {
  const dataDir = path.join(work, name);
  return { databaseUrl: postgres?.url ?? null, pgliteDir: path.join(dataDir, 'pglite'), uploadDir: path.join(dataDir, 'uploads') };
}

/** PostgreSQL as a restore target: in CI always (TEST_DATABASE_URL), wherever the suite runs on PGlite too. */
const postgresServer = process.env.TEST_DATABASE_URL;
const withPostgres = (name: string, body: () => Promise<void>) => (postgresServer ? test(name, body) : undefined);

async function emptyPostgres(): Promise<TestDatabase> {
  const database = await createPostgresDatabase(postgresServer!);
  databases.push(database);
  return database;
}

/** The restored portal, migrated as at a start, with a harness in front. */
async function served(restored: RestoreTarget): Promise<Harness> {
  const database: DatabaseHandle = await openDatabase({ databaseUrl: restored.databaseUrl, pgliteDir: restored.pgliteDir });
  return startHarness({ database, uploadDir: restored.uploadDir });
}

async function expectWholeCopy(restored: RestoreTarget): Promise<void> {
  expect(await storedFiles(restored.uploadDir)).toEqual(files);
  const copy = await served(restored);
  try {
    expect(await rowCounts(copy.backend.deps.db)).toEqual(counts);
    const [original] = await api.backend.deps.db.select().from(sysUser).where(eq(sysUser.userId, member.userId));
    const [restoredUser] = await copy.backend.deps.db.select().from(sysUser).where(eq(sysUser.userId, member.userId));
    expect(restoredUser).toEqual(original);
    // Members sign in with their passwords and find what they had.
    const login = await copy.call('POST', '/login', { body: { username: member.phone, password: MEMBER_PASSWORD } });
    expect(login.body.code).toBe(200);
    const info = await copy.call('GET', '/api/system/sign/getInfo');
    expect(info.body.code).toBe(200);
    expect(JSON.stringify(info.body.data)).toContain('北京声谷录音棚');
    expect((await copy.loginAsAdmin()).body.code).toBe(200);
    const article = await copy.call('GET', `/bll/article/${articleId}`);
    expect(article.body.data).toMatchObject({ articleName: '备份测试文章', content: '<p>备份前写的正文</p>' });
    // New rows continue after the restored ones.
    const next = await addedId(await administrator(copy), '/bll/article', {
      typeId: 11,
      articleName: '恢复后的文章',
      summary: '',
      content: '<p>新</p>',
    });
    expect(next).toBeGreaterThan(articleId);
  } finally {
    await copy.close();
  }
}

beforeAll(async () => {
  api = await startHarness();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
  const admin = await administrator(api);
  articleId = await addedId(admin, '/bll/article', {
    typeId: 11,
    articleName: '备份测试文章',
    summary: '摘要',
    content: '<p>备份前写的正文</p>',
  });
  member = await registeredUser(api);
  await submitted(member, 'member');
  const paidUp = await registeredUser(api);
  await makeMember(api, paidUp);
  expect((await paidUp.upload('申报材料.pdf', PDF_BYTES)).body.code).toBe(200);
  counts = await rowCounts(api.backend.deps.db);
  files = await storedFiles(api.uploadDir);
  archive = path.join(work, 'portal.tar.gz');
  manifest = await writeBackupFile({ db: api.backend.deps.db, uploadDir: api.uploadDir }, archive);
  refusedRows = path.join(work, 'refused-rows.tar.gz');
  await editedArchive(archive, refusedRows, {
    files: (folder) => fs.appendFileSync(path.join(folder, 'database/sys_user.jsonl'), '{"user_id": 9999, "user_name": null}\n'),
    restamp: true,
    manifest: (stamped) => {
      stamped.database.tables.find((table) => table.name === 'sys_user')!.rows += 1;
    },
  });
});

afterAll(async () => {
  await api?.close();
  for (const database of databases) await database.drop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${modeLabel})`, () => {
  test('the manifest states the schema, every table with its rows, and every file', () => {
    expect(manifest.database.server).toMatch(onPostgres ? /^PostgreSQL (?!.*PGlite)/ : /^PostgreSQL .*PGlite/);
    expect(manifest.database.schema.tag).toMatch(/^\d{4}_/);
    expect(Object.fromEntries(manifest.database.tables.map((table) => [table.name, table.rows]))).toEqual(counts);
    expect(manifest.uploads.files).toBe(Object.keys(files).length);
    expect(manifest.files.filter((file) => file.path.startsWith('uploads/')).map((file) => file.path.slice('uploads/'.length))).toEqual(
      Object.keys(files),
    );
  });

  test('restores into an empty embedded database: rows, bytes and passwords', async () => {
    const restored = target('embedded');
    await restoreBackup(archive, restored);
    await expectWholeCopy(restored);
  });

  withPostgres('restores into an empty PostgreSQL database: the move off the embedded one', async () => {
    const restored = target('postgres', await emptyPostgres());
    await restoreBackup(archive, restored);
    await expectWholeCopy(restored);
  });

  test('refuses a target that is not empty, and replaces it with --force', async () => {
    const restored = target('twice');
    await restoreBackup(archive, restored);
    await expect(restoreBackup(archive, restored)).rejects.toThrow(
      /^The target is not empty: .*pglite holds a database; .*uploads holds \d+ files\. Restore into an empty one, or add --force to replace it$/,
    );
    await restoreBackup(archive, restored, { force: true });
    await expectWholeCopy(restored);
    expect(entriesOf(path.dirname(restored.pgliteDir))).toEqual(['pglite', 'uploads']);
  });

  test('refuses a truncated or corrupted archive and leaves nothing behind', async () => {
    const bytes = fs.readFileSync(archive);
    const truncated = path.join(work, 'truncated.tar.gz');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const corrupted = path.join(work, 'corrupted.tar.gz');
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)] ^= 0xff;
    fs.writeFileSync(corrupted, flipped);
    for (const spoiled of [truncated, corrupted]) {
      const restored = target(`spoiled-${path.basename(spoiled)}`);
      const refusal = restoreBackup(spoiled, restored);
      await expect(refusal).rejects.toThrow(BackupError);
      await expect(refusal).rejects.toThrow(/^The archive is damaged or incomplete \(.+\)$/);
      expect(entriesOf(path.dirname(restored.pgliteDir))).toEqual([]);
    }
    await expect(restoreBackup(path.join(work, 'none.tar.gz'), target('none'))).rejects.toThrow(/^No such file: /);
  });

  test('refuses an archive whose files do not match their checksums', async () => {
    const edited = path.join(work, 'edited.tar.gz');
    await editedArchive(archive, edited, {
      files: (folder) => fs.appendFileSync(path.join(folder, 'database/sys_user.jsonl'), '{"user_id": 9999}\n'),
    });
    const restored = target('edited');
    await expect(restoreBackup(edited, restored)).rejects.toThrow(
      'The archive is damaged: database/sys_user.jsonl does not match its checksum',
    );
    expect(entriesOf(path.dirname(restored.pgliteDir))).toEqual([]);
    const notOurs = path.join(work, 'not-ours.tar.gz');
    await editedArchive(archive, notOurs, { manifest: () => ({ format: 'something-else' }) });
    await expect(restoreBackup(notOurs, restored)).rejects.toThrow('This file is not a backup of this portal');
  });

  test('an embedded restore that fails while loading changes nothing, even with --force', async () => {
    const embedded = target('kept-embedded');
    await restoreBackup(archive, embedded);
    await expect(restoreBackup(refusedRows, embedded, { force: true })).rejects.toThrow();
    expect(entriesOf(path.dirname(embedded.pgliteDir))).toEqual(['pglite', 'uploads']);
    await expectWholeCopy(embedded);
  });

  withPostgres('a PostgreSQL restore that fails while loading changes nothing, even with --force', async () => {
    const postgres = target('kept-postgres', await emptyPostgres());
    await restoreBackup(archive, postgres);
    await expect(restoreBackup(refusedRows, postgres, { force: true })).rejects.toThrow();
    await expectWholeCopy(postgres);
  });

  withPostgres('a PostgreSQL restore waits for connections that are ending, and refuses one that stays', async () => {
    const database = await emptyPostgres();
    const held = connectDatabase({ databaseUrl: database.url, pgliteDir: '' });
    await rowsOf(held.db, sql`SELECT 1`);
    try {
      await expect(restoreBackup(archive, target('held', database))).rejects.toThrow(
        `1 other connections use the database ${new URL(database.url).pathname.slice(1)}: stop the portal's instances first`,
      );
    } finally {
      await held.close();
    }
    // An instance stopped as the restore begins: its connection goes while the restore looks.
    const stopping = connectDatabase({ databaseUrl: database.url, pgliteDir: '' });
    await rowsOf(stopping.db, sql`SELECT 1`);
    const restoring = restoreBackup(archive, target('stopping', database));
    await stopping.close();
    await restoring;
    await expectWholeCopy(target('stopping', database));
  });

  test('a backup of a newer portal is refused with the versions named', async () => {
    const newer = path.join(work, 'newer.tar.gz');
    await editedArchive(archive, newer, {
      manifest: (stamped) => {
        stamped.database.schema = { tag: '9999_future', when: stamped.database.schema.when + 1_000_000 };
      },
    });
    await expect(restoreBackup(newer, target('newer'))).rejects.toThrow(
      /^The backup was taken by a newer version of the portal \(schema 9999_future; this version knows up to \d{4}_\w+\): restore it with that version or a later one$/,
    );
  });
});

describe(`what a restore leaves (${modeLabel})`, () => {
  test('the database at this code’s schema, with drizzle’s records, so a start migrates nothing', async () => {
    const restored = target('schema');
    await restoreBackup(archive, restored);
    const handle = connectDatabase({ databaseUrl: null, pgliteDir: restored.pgliteDir });
    try {
      expect(await appliedMigrationTime(handle.db)).toBe(newestKnownMigration().when);
      const [{ n }] = await rowsOf<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      expect(n).toBe(knownMigrations().length);
    } finally {
      await handle.close();
    }
  });
});

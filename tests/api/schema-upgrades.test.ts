/** @postgres migrations and upgrades from older schemas run on both engines. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { connectDatabase, openDatabase, type Database } from '@/lib/backend/db/client';
import { appMeta, sysFile, sysJob, sysMenu, sysRole, sysSmsOutbox, sysUserSession } from '@/lib/backend/db/schema';
import { bllArticle, bllArticleSearch } from '@/features/content/tables';
import { bllActivitySignup } from '@/features/member/tables';
import { genTableColumn } from '@/features/tool/gen/tables';
import { sysConfig, sysDictData, sysPost } from '@/features/system/tables';
import { sysImportMap } from '@/features/ruoyi-import/tables';
import { runSeeds } from '@/lib/backend/db/seeds';
import { serverSeeds } from '@/root/server-modules';
import { newestKnownMigration, appliedMigrationTime } from '@/lib/backend/db/schema-versions';
import { rowCounts } from '@/features/backup/backup-checks';
import { loadDatabase } from '@/features/backup/server/load-database';
import { restoreBackup, type RestoreTarget } from '@/features/backup/server/restore-backup';
import { verifyBackup } from '@/features/backup/server/verify-backup';
import { CookieJar, startHarness } from '../support/api-harness';
import { createPostgresDatabase, type TestDatabase } from '../support/postgres-databases';
import { modeLabel, onPostgres } from '../support/test-mode';
import { postgresServer } from '../support/test-database';

/**
 * Every released schema has a fixture (tests/fixtures/schema-NNNN/backup.tar.gz, made as its
 * README says): a database filled by that release, with rows in every table. Each is brought to
 * the current schema both ways a real database gets there, and its data checked:
 * - in place: the rows at their old schema, then a start (drizzle's migrator and the seeds);
 * - by restore: `npm run restore` of an old backup, which migrates forward in its transaction.
 */
const FIXTURES = path.join(process.cwd(), 'tests/fixtures');
const fixtures = fs
  .readdirSync(FIXTURES)
  .filter((name) => /^schema-\d{4}$/.test(name))
  .sort();
/** The first release's administrator password and the members' (rows.sql). */
const FIXTURE_ADMIN_PASSWORD = 'Fixture#2026';
const MEMBER_PASSWORD = 'Member#2026';

let work: string;
const databases: TestDatabase[] = [];

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-upgrades-'));
});

afterAll(async () => {
  for (const database of databases) await database.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** An empty place in the project's mode: a new PostgreSQL database, or a PGlite folder. */
async function emptyTarget(name: string): Promise<RestoreTarget> {
  const dataDir = path.join(work, name);
  if (!onPostgres) return { databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite'), uploadDir: path.join(dataDir, 'uploads') };
  const database = await createPostgresDatabase(postgresServer());
  databases.push(database);
  return { databaseUrl: database.url, pgliteDir: '', uploadDir: path.join(dataDir, 'uploads') };
}

/** The fixture's rows at the fixture's own schema, as the old release left its database. */
async function loadAsReleased(archive: string, target: RestoreTarget): Promise<void> {
  const manifest = await verifyBackup(archive);
  const unpacked = path.join(work, `unpacked-${path.basename(path.dirname(archive))}-${Date.now()}`);
  fs.mkdirSync(unpacked, { recursive: true });
  await tar.x({ file: archive, cwd: unpacked });
  const handle = connectDatabase(target);
  try {
    await handle.db.transaction((tx) => loadDatabase(tx, unpacked, manifest, false));
  } finally {
    await handle.close();
  }
}

/** A start of this version on the upgraded database: migrations, then the seeds it has not had. */
const started = (target: RestoreTarget) =>
  openDatabase(target, async (db) =>
    runSeeds(db, await serverSeeds(), { adminPassword: 'unused-on-an-existing-database', captchaEnabled: false, log: () => undefined }),
  );

async function expectCurrentAndWhole(db: Database, archived: Record<string, number>): Promise<void> {
  expect(await appliedMigrationTime(db)).toBe(newestKnownMigration().when);
  const counts = await rowCounts(db);
  // Nothing is lost; later seeds add their rows (menus, posts, the backup job).
  expect(Object.entries(archived).filter(([table, rows]) => !(counts[table] >= rows))).toEqual([]);
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, 'seed_version'));
  expect(Number(seeded.value)).toBeGreaterThanOrEqual(9);
}

/** What the migrations since 0007 did to its rows. */
async function expectMigratedFrom0007(db: Database): Promise<void> {
  // 0008: an avatar's file is kind avatar; posts exist (seed 7).
  const [avatar] = await db.select({ kind: sysFile.kind }).from(sysFile).where(eq(sysFile.fileId, 102));
  expect(avatar.kind).toBe('avatar');
  const [certificate] = await db.select({ kind: sysFile.kind }).from(sysFile).where(eq(sysFile.fileId, 103));
  expect(certificate.kind).toBe('upload');
  expect((await db.select().from(sysPost)).length).toBeGreaterThan(0);
  // 0009: the TypeScript type moves to ts_type, java_type becomes the stock RuoYi one.
  const columns = await db
    .select({ id: genTableColumn.columnId, tsType: genTableColumn.tsType, javaType: genTableColumn.javaType })
    .from(genTableColumn)
    .where(eq(genTableColumn.tableId, 100))
    .orderBy(genTableColumn.columnId);
  expect(columns).toEqual([
    { id: 100, tsType: 'number', javaType: 'Long' },
    { id: 101, tsType: 'string', javaType: 'String' },
    { id: 102, tsType: 'number', javaType: 'BigDecimal' },
    { id: 103, tsType: 'string', javaType: 'Date' },
  ]);
  // 0010: a message of the outbox era was recorded, not delivered.
  const [message] = await db.select().from(sysSmsOutbox).where(eq(sysSmsOutbox.id, 100));
  expect(message).toMatchObject({ provider: 'outbox', status: '0', messageId: '', error: '' });
  // Seed 9: the nightly backup job.
  const [backupJob] = await db.select().from(sysJob).where(eq(sysJob.invokeTarget, 'portalTask.backupData(7)'));
  expect(backupJob.status).toBe('0');
}

/** What the migrations since 0010 did to its rows, and what every older database gets from them too. */
async function expectMigratedFrom0010(db: Database): Promise<void> {
  // 0011 and seed 11: every article has a search document at its version, and is found by its words.
  const stale = await db
    .select({ id: bllArticle.id })
    .from(bllArticle)
    .leftJoin(bllArticleSearch, eq(bllArticleSearch.articleId, bllArticle.id))
    .where(or(isNull(bllArticleSearch.articleId), ne(bllArticleSearch.articleVersion, bllArticle.version)));
  expect(stale).toEqual([]);
  const found = await db
    .select({ id: bllArticleSearch.articleId })
    .from(bllArticleSearch)
    .where(sql`${bllArticleSearch.document} @@ to_tsquery('english', '理事会')`);
  expect(found.length).toBeGreaterThan(0);
  // 0011 and seed 10: English beside the Chinese, where the Chinese is still the seeded one.
  const [member] = await db.select({ roleEsName: sysRole.roleEsName }).from(sysRole).where(eq(sysRole.roleKey, 'member'));
  expect(member.roleEsName).toBe('Registered user');
  const [address] = await db.select().from(sysConfig).where(eq(sysConfig.configKey, 'portal.footer.address.en'));
  expect(address.configValue).toMatch(/Beijing/);
  const [article] = await db.select().from(bllArticle).where(eq(bllArticle.author, '协会秘书处')).limit(1);
  expect(article.authorEs).toBe('Secretariat');
  await expectEnglishBackOffice(db);
  await expectOrders(db);
}

/** 0016, 0017, seeds 16 and 17: the orders' sweep job, 订单管理 with its buttons, and sign-ups with nothing to pay online. */
async function expectOrders(db: Database): Promise<void> {
  const signups = await db.select({ payState: bllActivitySignup.payState }).from(bllActivitySignup);
  expect(signups.length).toBeGreaterThan(0);
  expect(signups.filter((signup) => signup.payState !== '')).toEqual([]);
  const [sweep] = await db.select().from(sysJob).where(eq(sysJob.invokeTarget, 'portalTask.sweepPayOrders(5, 120)'));
  expect(sweep.status).toBe('0');
  const orders = await db
    .select({ menuId: sysMenu.menuId, parentId: sysMenu.parentId, perms: sysMenu.perms, menuEsName: sysMenu.menuEsName })
    .from(sysMenu)
    .where(or(eq(sysMenu.menuId, 127), eq(sysMenu.parentId, 127)))
    .orderBy(sysMenu.menuId);
  expect(orders).toEqual([
    { menuId: 127, parentId: 5, perms: 'pay:order:list', menuEsName: 'Orders' },
    { menuId: 1160, parentId: 127, perms: 'pay:order:query', menuEsName: 'Orders: Query' },
    { menuId: 1161, parentId: 127, perms: 'pay:order:refund', menuEsName: 'Orders: Refund' },
    { menuId: 1162, parentId: 127, perms: 'pay:order:export', menuEsName: 'Orders: Export' },
  ]);
}

/** 0015 and seeds 12, 14 and 15: the seeded menus and dictionary entries get their English, where the Chinese is still the seeded one. */
async function expectEnglishBackOffice(db: Database): Promise<void> {
  const [users] = await db.select({ menuEsName: sysMenu.menuEsName }).from(sysMenu).where(eq(sysMenu.menuId, 100));
  expect(users.menuEsName).toBe('Users');
  const [reset] = await db.select({ menuEsName: sysMenu.menuEsName }).from(sysMenu).where(eq(sysMenu.perms, 'system:user:resetPwd'));
  expect(reset.menuEsName).toBe('Users: Reset password');
  const labels = await db
    .select({ type: sysDictData.dictType, value: sysDictData.dictValue, english: sysDictData.dictEsLabel })
    .from(sysDictData)
    .where(or(and(eq(sysDictData.dictType, 'sys_yes_no'), eq(sysDictData.dictValue, 'Y')), eq(sysDictData.dictType, 'bll_sign_status')));
  expect(labels).toEqual(
    expect.arrayContaining([
      { type: 'sys_yes_no', value: 'Y', english: 'Yes' },
      { type: 'bll_sign_status', value: '4', english: 'Paid' },
    ]),
  );
}

/** What the migrations since 0011 did, and what every older database gets from them too. */
async function expectMigratedFrom0011(db: Database): Promise<void> {
  // 0012: the RuoYi import's map, empty until an import.
  expect(await db.select().from(sysImportMap)).toEqual([]);
  // 0011's English and search rows came through: the English article and its document.
  const [english] = await db.select().from(bllArticleSearch).where(eq(bllArticleSearch.articleId, 1070));
  expect(english).toMatchObject({ articleVersion: 2, english: true, published: true });
  const [reviewer] = await db.select({ roleEsName: sysRole.roleEsName }).from(sysRole).where(eq(sysRole.roleId, 100));
  expect(reviewer.roleEsName).toBe('Membership reviewer');
  // 0014: no sign-in of its sessions is on record, so none counts as recent (a new phone or address asks for the password).
  const sessions = await db.select({ authTime: sysUserSession.authTime }).from(sysUserSession);
  expect(sessions.length).toBeGreaterThan(0);
  expect(sessions.filter((session) => session.authTime !== null)).toEqual([]);
  await expectEnglishBackOffice(db);
}

/** The upgraded portal serves the old accounts: the administrator and a paid-up member sign in and find their data. */
async function expectServed(target: RestoreTarget, database: Awaited<ReturnType<typeof started>>): Promise<void> {
  const api = await startHarness({ database, uploadDir: target.uploadDir });
  try {
    const admin = new CookieJar();
    expect(
      (await api.call('POST', '/login', { body: { username: 'admin', password: FIXTURE_ADMIN_PASSWORD }, jar: admin })).body.code,
    ).toBe(200);
    const article = await api.call('POST', '/bll/article', {
      body: { typeId: 11, articleName: '升级后的文章', summary: '', content: '<p>新</p>' },
      jar: admin,
    });
    expect(article.body.code).toBe(200);
    const [{ newest }] = await database.db.select({ newest: sql<number>`max(${bllArticle.id})::int` }).from(bllArticle);
    expect(newest).toBeGreaterThan(1000);
    const member = new CookieJar();
    expect(
      (await api.call('POST', '/login', { body: { username: '13800000001', password: MEMBER_PASSWORD }, jar: member })).body.code,
    ).toBe(200);
    const info = await api.call('GET', '/api/system/sign/getInfo', { jar: member });
    expect(JSON.stringify(info.body.data)).toContain('北京声谷录音棚');
    const avatar = await api.call('GET', '/profile/upload/2026/03/01/a1b2c3d4e5f60718293a4b5c6d7e8f90.png');
    expect(avatar.status).toBe(200);
  } finally {
    await api.close();
  }
}

/** What each fixture's later migrations and seeds must have done to its rows; a new fixture states its own. */
const MIGRATED: Record<string, (db: Database) => Promise<void>> = {
  'schema-0007': async (db) => {
    await expectMigratedFrom0007(db);
    await expectMigratedFrom0010(db);
    expect(await db.select().from(sysImportMap)).toEqual([]);
  },
  'schema-0010': async (db) => {
    await expectMigratedFrom0010(db);
    expect(await db.select().from(sysImportMap)).toEqual([]);
  },
  'schema-0011': expectMigratedFrom0011,
};

test('every fixture states what its upgrade must do', () => {
  expect(fixtures.length).toBeGreaterThan(0);
  expect(fixtures.filter((fixture) => !MIGRATED[fixture])).toEqual([]);
});

describe.each(fixtures)(`the database of %s, brought to the current schema (${modeLabel})`, (fixture) => {
  const archive = path.join(FIXTURES, fixture, 'backup.tar.gz');

  test('in place, by a start of this version', async () => {
    const manifest = await verifyBackup(archive);
    const target = await emptyTarget(`${fixture}-in-place`);
    await loadAsReleased(archive, target);
    const database = await started(target);
    await expectCurrentAndWhole(database.db, Object.fromEntries(manifest.database.tables.map((table) => [table.name, table.rows])));
    await MIGRATED[fixture](database.db);
    await database.close();
  });

  test('by restoring its backup', async () => {
    const manifest = await verifyBackup(archive);
    const target = await emptyTarget(`${fixture}-restored`);
    await restoreBackup(archive, target);
    const database = await started(target);
    await expectCurrentAndWhole(database.db, Object.fromEntries(manifest.database.tables.map((table) => [table.name, table.rows])));
    await MIGRATED[fixture](database.db);
    await expectServed(target, database);
  });
});

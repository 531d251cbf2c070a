/** @postgres the import writes into either engine. */
import { count, eq, inArray } from 'drizzle-orm';
import mysql from 'mysql2/promise';
import type { Database } from '@/lib/backend/db/client';
import { sysConfig, sysNotice } from '@/features/system/tables';
import { sysDept, sysJob, sysMenu, sysUser } from '@/lib/backend/db/schema';
import { sysImportMap } from '@/features/ruoyi-import/tables';
import { CONFIG_KEYS } from '@/features/system/server';
import { CookieJar, startHarness, type Harness } from '@/tests/support/api-harness';
import { createRuoyiDatabase, mysqlServer, type RuoyiDatabase } from '@/tests/support/ruoyi-database';
import { modeLabel } from '@/tests/support/test-mode';
import { ImportError } from './server/import-error';
import { importRuoyi } from './server/import-ruoyi';
import { readSource } from './server/source';

/** RuoYi's seeded accounts' password (the fixture's README). */
const RUOYI_PASSWORD = 'admin123';

let ruoyi: RuoyiDatabase;
let api: Harness;
let db: Database;

const read = (from = ruoyi.url, withLogs = false) => readSource({ from, withLogs, timezone: '+08:00' });
const importOnce = async (options = { dryRun: false }) => importRuoyi(db, await read(), { ...options, tasks: api.backend.deps.tasks });

/** Every row count of the tables an import writes, to show that something wrote nothing. */
async function snapshot(): Promise<Record<string, number>> {
  const tables = { sysDept, sysUser, sysMenu, sysNotice, sysJob, sysImportMap };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) [{ n: counts[name] }] = await db.select({ n: count() }).from(table);
  return counts;
}

async function signIn(username: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const answer = await api.call('POST', '/login', { body: { username, password }, jar });
  expect(answer.body).toMatchObject({ code: 200 });
  return jar;
}

/** The permissions RuoYi grants a role, read from the fixture itself. */
async function fixturePermissions(roleKey: string): Promise<string[]> {
  const connection = await mysql.createConnection({ uri: ruoyi.url });
  try {
    const [rows] = await connection.query(
      `SELECT DISTINCT m.perms FROM sys_menu m JOIN sys_role_menu rm ON rm.menu_id = m.menu_id JOIN sys_role r ON r.role_id = rm.role_id
       WHERE r.role_key = ? AND m.perms <> ''`,
      [roleKey],
    );
    return (rows as { perms: string }[]).map((row) => row.perms).sort();
  } finally {
    await connection.end();
  }
}

beforeAll(async () => {
  ruoyi = await createRuoyiDatabase();
  api = await startHarness();
  db = api.backend.deps.db;
});

afterAll(async () => {
  await api?.close();
  await ruoyi?.drop();
});

describe(`importing RuoYi-Vue's published database (${modeLabel})`, () => {
  test('a dry run prints the report and writes nothing', async () => {
    const before = await snapshot();
    const report = await importOnce({ dryRun: true });
    expect(report.changes).toBeGreaterThan(200);
    expect(report.counts.get('sys_user')).toMatchObject({ imported: 1, merged: 1 });
    expect(await snapshot()).toEqual(before);
  });

  test('brings users, roles, menus, dictionaries, settings, notices and jobs over, with a report', async () => {
    const report = await importOnce();
    expect(report.counts.get('sys_user')).toEqual({ imported: 1, merged: 1, updated: 0, unchanged: 0, skipped: 0 });
    expect(report.counts.get('sys_notice')).toMatchObject({ imported: 3 });
    expect(report.counts.get('sys_dept')).toMatchObject({ imported: 10 });
    expect(report.notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^sys_menu 111 数据监控: this portal has no such page \(monitor\/druid\/index/),
        expect.stringMatching(/^sys_job 1 系统默认（无参）: ryTask.ryNoParams is not a task of this portal .*; imported paused$/),
        expect.stringMatching(/^sys_job 2 /),
        expect.stringMatching(/^sys_job 3 /),
      ]),
    );
    const text = report.format('Import');
    expect(text).toMatch(/^sys_user +1 +1 +0 +0 +0$/m);
    expect(text).toContain(`${report.changes} changes`);
  });

  test("admin and ry sign in with RuoYi's password; ry's roles and permissions are the fixture's", async () => {
    const admin = await signIn('admin', RUOYI_PASSWORD);
    expect((await api.call('GET', '/getInfo', { jar: admin })).body).toMatchObject({ roles: ['admin'], permissions: ['*:*:*'] });

    const ry = await signIn('ry', RUOYI_PASSWORD);
    const info = (await api.call('GET', '/getInfo', { jar: ry })).body as {
      roles: string[];
      permissions: string[];
      user: { deptId: number };
    };
    expect(info.roles).toEqual(['common']);
    const unmapped = ['monitor:druid:list', 'tool:build:list', 'monitor:online:batchLogout'];
    expect([...info.permissions].sort()).toEqual((await fixturePermissions('common')).filter((perm) => !unmapped.includes(perm)));
    const [dept] = await db.select().from(sysDept).where(eq(sysDept.deptId, info.user.deptId));
    expect(dept.deptName).toBe('测试部门');
    expect(dept.ancestors.split(',')).toHaveLength(3);

    // ry's routers hold RuoYi's pages that exist here, and the link to RuoYi's site.
    const routers = JSON.stringify((await api.call('GET', '/getRouters', { jar: ry })).body.data);
    expect(routers).toContain('system/user/index');
    expect(routers).toContain('http://ruoyi.vip');
    expect(routers).not.toContain('monitor/druid/index');
  });

  test('the dictionaries, settings, notices and jobs are listed; the jobs are paused', async () => {
    const admin = await signIn('admin', RUOYI_PASSWORD);
    const dicts = (await api.call('GET', '/system/dict/type/list?pageSize=100', { jar: admin })).body.rows as { dictType: string }[];
    expect(dicts.map((dict) => dict.dictType)).toEqual(expect.arrayContaining(['sys_user_sex', 'sys_normal_disable', 'sys_job_group']));
    const configs = (await api.call('GET', '/system/config/list?pageSize=100', { jar: admin })).body.rows as { configKey: string }[];
    expect(configs.map((config) => config.configKey)).toEqual(expect.arrayContaining(['sys.account.chrtype', 'sys.index.skinName']));
    const notices = (await api.call('GET', '/system/notice/list?pageSize=100', { jar: admin })).body.rows as { noticeTitle: string }[];
    expect(notices.map((notice) => notice.noticeTitle)).toEqual(
      expect.arrayContaining(['温馨提醒：2018-07-01 若依新版本发布啦', '维护通知：2018-07-01 若依系统凌晨维护', '若依开源框架介绍']),
    );
    const jobs = (await api.call('GET', '/monitor/job/list?pageSize=100&jobGroup=DEFAULT', { jar: admin })).body.rows as {
      invokeTarget: string;
      status: string;
    }[];
    const ryJobs = jobs.filter((job) => job.invokeTarget.startsWith('ryTask.'));
    expect(ryJobs).toHaveLength(3);
    expect(ryJobs.every((job) => job.status === '1')).toBe(true);
  });

  test('a second import changes nothing, and leaves what was changed here since alone', async () => {
    await db.update(sysUser).set({ nickName: '改过的昵称' }).where(eq(sysUser.userName, 'ry'));
    const before = await snapshot();
    const report = await importOnce();
    expect(report.changes).toBe(0);
    expect([...report.counts.values()].every((counts) => counts.imported + counts.merged + counts.updated === 0)).toBe(true);
    expect(await snapshot()).toEqual(before);
    const [ry] = await db.select().from(sysUser).where(eq(sysUser.userName, 'ry'));
    expect(ry.nickName).toBe('改过的昵称');
  });

  test('a row changed at the source is updated, and a new one imported, on the next run', async () => {
    await ruoyi.run(
      "UPDATE sys_notice SET notice_title = '若依开源框架介绍（修订）' WHERE notice_id = 3; " +
        "INSERT INTO sys_post VALUES (5, 'pm', '产品经理', 5, '0', 'admin', sysdate(), '', null, ''); " +
        "UPDATE sys_config SET config_value = '90' WHERE config_key = 'sys.account.passwordValidateDays'; " +
        "UPDATE sys_config SET config_value = 'true' WHERE config_key = 'sys.account.registerUser';",
    );
    const [registerUserBefore] = await db.select().from(sysConfig).where(eq(sysConfig.configKey, CONFIG_KEYS.registerUser));
    const report = await importOnce();
    expect(report.counts.get('sys_notice')).toMatchObject({ updated: 1, unchanged: 2 });
    expect(report.counts.get('sys_post')).toMatchObject({ imported: 1, unchanged: 4 });
    expect(report.counts.get('sys_config')).toMatchObject({ updated: 1, unchanged: 8 });
    expect(report.changes).toBe(3);
    const titles = (await db.select({ title: sysNotice.noticeTitle }).from(sysNotice)).map((row) => row.title);
    expect(titles).toContain('若依开源框架介绍（修订）');
    // A setting the association changed from RuoYi's default is taken; one that means something else here is not.
    const setting = async (key: string) => (await db.select().from(sysConfig).where(eq(sysConfig.configKey, key)))[0].configValue;
    expect(await setting(CONFIG_KEYS.passwordValidateDays)).toBe('90');
    expect(await setting(CONFIG_KEYS.registerUser)).toBe(registerUserBefore.configValue);
    expect(report.notes).toEqual(
      expect.arrayContaining([
        'sys_config sys.account.passwordValidateDays: RuoYi\'s value "90" taken',
        expect.stringMatching(/^sys_config sys.account.registerUser: RuoYi's value "true" not taken: here it opens members' sign-up/),
      ]),
    );
  });

  test("an association's own rows keep their ids; rows deleted here stay deleted; a changed password ends sessions", async () => {
    const ry = await signIn('ry', RUOYI_PASSWORD);
    await db.update(sysUser).set({ delFlag: '2' }).where(eq(sysUser.userName, 'admin'));
    await ruoyi.run(
      "INSERT INTO sys_dept VALUES (200, 101, '0,100,101', '华南分部', 6, '若依', '15888888888', 'ry@qq.com', '0', '0', 'admin', sysdate(), '', null); " +
        "INSERT INTO sys_job VALUES (100, '清理会话', 'SYSTEM', 'portalTask.purgeExpiredSessions', '0 15 * * * ?', '3', '1', '0', 'admin', sysdate(), '', null, ''); " +
        "UPDATE sys_user SET nick_name = '管理员（改）' WHERE user_name = 'admin'; " +
        "UPDATE sys_user SET password = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2', remark = '改了密码' WHERE user_name = 'ry';",
    );
    try {
      const report = await importOnce();
      expect((await db.select().from(sysDept).where(eq(sysDept.deptId, 200)))[0]?.deptName).toBe('华南分部');
      // The portal's own task, on a schedule it accepts: imported running, with its next fire planned.
      const [job] = await db.select().from(sysJob).where(eq(sysJob.jobId, 100));
      expect(job).toMatchObject({ jobName: '清理会话', status: '0' });
      expect(job.nextFireTime).not.toBeNull();
      const [admin] = await db.select().from(sysUser).where(eq(sysUser.userId, 1));
      expect(admin).toMatchObject({ delFlag: '2', nickName: '若依' });
      expect(report.notes).toContain('sys_user 1 admin: changed at the source, but deleted here since the last import; left deleted');
      // ry's hash is the same text: the sessions stay. A different one ends them.
      expect((await api.call('GET', '/getInfo', { jar: ry })).body.code).toBe(200);
      await ruoyi.run("UPDATE sys_user SET password = CONCAT(password, 'x') WHERE user_name = 'ry'");
      await importOnce();
      expect((await api.call('GET', '/getInfo', { jar: ry })).body.code).toBe(401);
      await ruoyi.run("UPDATE sys_user SET password = LEFT(password, 60) WHERE user_name = 'ry'");
      await importOnce();
    } finally {
      await db.update(sysUser).set({ delFlag: '0' }).where(eq(sysUser.userName, 'admin'));
    }
  });

  test('a phone number another user here holds is left off the imported account, with a note', async () => {
    await ruoyi.run(
      "INSERT INTO sys_user VALUES (300, 105, 'dup', '重号', '00', '', '15888888888', '0', '', '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2', '0', '0', '', null, null, 'admin', sysdate(), '', null, null);",
    );
    const report = await importOnce();
    const [dup] = await db.select().from(sysUser).where(eq(sysUser.userName, 'dup'));
    expect(dup).toMatchObject({ userId: 300, phonenumber: '' });
    expect(report.notes).toContain('sys_user 300 dup: the phone number 15888888888 belongs to another user here; imported without it');
  });

  test("a notice's HTML is cleaned as the notice screen cleans it; a menu's script address is no link", async () => {
    await ruoyi.run(
      "INSERT INTO sys_notice VALUES (20, '带脚本的公告', '1', '<p onclick=\"alert(1)\">你好<script>alert(2)</script></p>', '0', 'admin', sysdate(), '', null, ''); " +
        "INSERT INTO sys_menu VALUES (2001, '脚本', 0, 9, 'javascript:alert(1)', null, '', '', 0, 0, 'M', '0', '0', '', '#', 'admin', sysdate(), '', null, '');",
    );
    const report = await importOnce();
    const [notice] = await db.select().from(sysNotice).where(eq(sysNotice.noticeTitle, '带脚本的公告'));
    expect(notice.noticeContent).toBe('<p>你好</p>');
    expect(report.notes).toContain(
      'sys_menu 2001 脚本: this portal has no such directory (path javascript:alert(1)); not imported, nor granted',
    );
    expect(await db.select().from(sysMenu).where(eq(sysMenu.menuName, '脚本'))).toEqual([]);
  });

  test('the logs come over with --with-logs', async () => {
    await ruoyi.run(
      "INSERT INTO sys_logininfor VALUES (100, 'ry', '127.0.0.1', '内网IP', 'Chrome', 'Windows 10', '0', '登录成功', '2026-04-17 09:30:00'); " +
        "INSERT INTO sys_job_log VALUES (1, '系统默认（无参）', 'DEFAULT', 'ryTask.ryNoParams', '执行成功', '0', '', sysdate(), sysdate(), sysdate()); " +
        "INSERT INTO sys_oper_log VALUES (100, '用户管理', 2, 'com.ruoyi.web.controller.system.SysUserController.edit()', 'PUT', 1, 'admin', '研发部门', '/system/user', '127.0.0.1', '内网IP', '{}', '{\"code\":200}', 0, '', '2026-04-17 09:31:00', 12);",
    );
    const report = await importRuoyi(db, await read(ruoyi.url, true), { dryRun: false, tasks: api.backend.deps.tasks });
    expect(report.counts.get('sys_logininfor')).toMatchObject({ imported: 1 });
    expect(report.counts.get('sys_oper_log')).toMatchObject({ imported: 1 });
    expect(report.notes).toContain('sys_job_log: 1 row not imported: the runs of RuoYi jobs, whose tasks are RuoYi classes');
    const admin = await signIn('admin', RUOYI_PASSWORD);
    const logins = (await api.call('GET', '/monitor/logininfor/list?userName=ry&pageSize=100', { jar: admin })).body.rows as {
      msg: string;
      loginTime: string;
    }[];
    // RuoYi wrote China time: 09:30 there.
    expect(logins).toEqual(expect.arrayContaining([expect.objectContaining({ msg: '登录成功', loginTime: '2026-04-17 09:30:00' })]));
    expect((await importRuoyi(db, await read(ruoyi.url, true), { dryRun: false, tasks: api.backend.deps.tasks })).changes).toBe(0);
  });
});

describe(`a source the import cannot use writes nothing (${modeLabel})`, () => {
  const refused = async (from: string, pattern: RegExp) => {
    const before = await snapshot();
    const attempt = read(from).then((source) => importRuoyi(db, source, { dryRun: false, tasks: api.backend.deps.tasks }));
    await expect(attempt).rejects.toThrow(ImportError);
    await expect(attempt).rejects.toThrow(pattern);
    expect(await snapshot()).toEqual(before);
  };
  const server = () => new URL(mysqlServer());

  test('a server that does not answer', async () => {
    await refused(
      'mysql://root@127.0.0.1:1/ry',
      /Cannot open the RuoYi database mysql:\/\/root@127\.0\.0\.1:1\/ry: the connection was refused/,
    );
  });

  test('a database that does not exist, and a wrong password', async () => {
    await refused(`${mysqlServer()}/no_such_ruoyi`, /the server has no database of that name/);
    await refused(`mysql://nobody:wrong@${server().host}/${new URL(ruoyi.url).pathname.slice(1)}`, /refused the user name or password/);
  });

  test('a missing table or column: a schema this importer does not know', async () => {
    const broken = await createRuoyiDatabase();
    try {
      await broken.run('DROP TABLE sys_post');
      await refused(broken.url, /is not a RuoYi-Vue database this importer knows: it has no table sys_post/);
      await broken.run('CREATE TABLE sys_post (post_id bigint primary key)');
      await refused(broken.url, /its table sys_post has no column post_code/);
    } finally {
      await broken.drop();
    }
  });

  test('an older release without the notice read marks and route names imports, saying so', async () => {
    const older = await createRuoyiDatabase();
    try {
      await older.run('DROP TABLE sys_notice_read; ALTER TABLE sys_menu DROP COLUMN route_name');
      const source = await read(older.url);
      expect(source.absent).toEqual(['sys_menu.route_name', 'sys_notice_read']);
      const report = await importRuoyi(db, source, { dryRun: true, tasks: api.backend.deps.tasks });
      expect(report.notes.at(-1)).toBe(
        'not in this RuoYi database (an older release), read as empty or default: sys_menu.route_name, sys_notice_read',
      );
    } finally {
      await older.drop();
    }
  });

  test('a row the portal cannot hold stops the import, names the row, and nothing of it stays', async () => {
    const unholdable = await createRuoyiDatabase();
    try {
      // PostgreSQL's text cannot hold a NUL character; MySQL's can.
      await unholdable.run("INSERT INTO sys_notice VALUES (30, CONCAT('坏', CHAR(0)), '1', '', '0', 'admin', sysdate(), '', null, '')");
      await refused(
        unholdable.url,
        /^The import stopped at sys_notice 30 坏\u0000: .+\. Nothing of the import was written: its transaction was rolled back\.$/s,
      );
    } finally {
      await unholdable.drop();
    }
  });

  test('a URL that is not a RuoYi database address', async () => {
    await refused('postgres://127.0.0.1/ry', /--from must be a mysql:\/\/ URL/);
    await refused('mysql://127.0.0.1:3306', /--from names no database/);
  });
});

test('the map remembers each imported row once', async () => {
  const rows = await db.select({ table: sysImportMap.sourceTable, n: count() }).from(sysImportMap).groupBy(sysImportMap.sourceTable);
  const byTable = Object.fromEntries(rows.map((row) => [row.table, row.n]));
  expect(byTable).toMatchObject({ sys_user: 3, sys_notice: 4, sys_job: 4 });
  const imported = await db
    .select()
    .from(sysJob)
    .where(inArray(sysJob.invokeTarget, ["ryTask.ryParams('ry')"]));
  expect(imported).toHaveLength(1);
  expect(imported[0].jobId).toBeGreaterThanOrEqual(100);
});

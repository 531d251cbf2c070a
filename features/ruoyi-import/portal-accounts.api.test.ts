/** @postgres the import writes into either engine. */
import { eq, like } from 'drizzle-orm';
import type { Database } from '@/lib/backend/db/client';
import { sysRole, sysUser } from '@/lib/backend/db/schema';
import { EDITOR_ROLE_ID, MEMBER_ROLE_ID } from '@/features/system/server';
import { hashPassword } from '@/features/auth/server';
import { CookieJar, startHarness, type Harness } from '@/tests/support/api-harness';
import { registeredUser } from '@/tests/support/member-helpers';
import { menusOf } from '@/tests/support/role-helpers';
import { createRuoyiDatabase, type RuoyiDatabase } from '@/tests/support/ruoyi-database';
import { modeLabel } from '@/tests/support/test-mode';
import type { ImportReport } from './server/import-report';
import { importRuoyi } from './server/import-ruoyi';
import { readSource } from './server/source';

/** The hash of RuoYi's seeded accounts' password, admin123 (the fixture's README). */
const RUOYI_HASH = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';
const PHONE_OWNER_PASSWORD = 'Owner#2026pw';

let ruoyi: RuoyiDatabase;
let api: Harness;
let db: Database;
let first: ImportReport;
const seededMenus: Record<number, number[]> = {};

const importOnce = async () =>
  importRuoyi(db, await readSource({ from: ruoyi.url, withLogs: false, timezone: '+08:00' }), {
    dryRun: false,
    tasks: api.backend.deps.tasks,
  });

const sysUserRow = (id: number, name: string, phone: string) =>
  `INSERT INTO sys_user VALUES (${id}, 105, '${name}', '${name}', '00', '', '${phone}', '0', '', '${RUOYI_HASH}', '0', '0', '', null, null, 'admin', sysdate(), '', null, null);`;

async function signIn(username: string, password: string) {
  const jar = new CookieJar();
  const answer = await api.call('POST', '/login', { body: { username, password }, jar });
  if (answer.body.code !== 200) return { signedIn: false, userName: null };
  const info = await api.call('GET', '/getInfo', { jar });
  return { signedIn: true, userName: (info.body.user as { userName: string }).userName };
}

const keysLike = async (prefix: string) =>
  (
    await db
      .select({ key: sysRole.roleKey })
      .from(sysRole)
      .where(like(sysRole.roleKey, `${prefix}%`))
  )
    .map((row) => row.key)
    .sort();

beforeAll(async () => {
  ruoyi = await createRuoyiDatabase();
  api = await startHarness();
  db = api.backend.deps.db;
  // RuoYi roles keyed as the portal's registered-user and editor roles, holding user management.
  await ruoyi.run(
    "INSERT INTO sys_role VALUES (100, '会员', 'member', 3, '1', 1, 1, '0', '0', 'admin', sysdate(), '', null, null); " +
      "INSERT INTO sys_role VALUES (101, '编辑', 'editor', 4, '1', 1, 1, '0', '0', 'admin', sysdate(), '', null, null); " +
      'INSERT INTO sys_role_menu VALUES (100, 1), (100, 100), (100, 1000), (100, 1001), (100, 1002), (100, 1005), (101, 1), (101, 100), (101, 1001); ' +
      // A RuoYi user named as a portal user's phone number, and one whose phone is a portal user's name.
      sysUserRow(300, '13900000099', '') +
      sysUserRow(301, 'bob', '13900000077'),
  );
  const portalUser = async (userName: string, phonenumber: string) =>
    db.insert(sysUser).values({ userName, nickName: userName, phonenumber, password: await hashPassword(PHONE_OWNER_PASSWORD) });
  await portalUser('phone_owner', '13900000099');
  await portalUser('13900000077', '');
  for (const roleId of [MEMBER_ROLE_ID, EDITOR_ROLE_ID]) seededMenus[roleId] = await menusOf(api, roleId);
  first = await importOnce();
});

afterAll(async () => {
  await api?.close();
  await ruoyi?.drop();
});

describe(`the import never widens a portal role (${modeLabel})`, () => {
  test('a RuoYi role keyed member or editor comes in as a role of its own, with a note; the portal roles keep their menus', async () => {
    expect(await keysLike('member')).toEqual(['member', 'member_ruoyi']);
    expect(await keysLike('editor')).toEqual(['editor', 'editor_ruoyi']);
    expect(first.notes).toEqual(
      expect.arrayContaining([
        'sys_role 100 member: a role here already has the key member; imported as a role of its own, member_ruoyi (an import never widens a portal role)',
        'sys_role 101 editor: a role here already has the key editor; imported as a role of its own, editor_ruoyi (an import never widens a portal role)',
      ]),
    );
    expect(await menusOf(api, MEMBER_ROLE_ID)).toEqual(seededMenus[MEMBER_ROLE_ID]);
    expect(await menusOf(api, EDITOR_ROLE_ID)).toEqual(seededMenus[EDITOR_ROLE_ID]);
    const [renamed] = await db.select().from(sysRole).where(eq(sysRole.roleKey, 'member_ruoyi'));
    expect((await menusOf(api, renamed.roleId)).length).toBeGreaterThanOrEqual(5);

    // A member who signs up now holds no user management.
    const member = await registeredUser(api);
    const { permissions } = (await member.call('GET', '/getInfo')).body as { permissions: string[] };
    expect(permissions.filter((perm) => perm.startsWith('system:user:'))).toEqual([]);
  });

  test('a later run maps the RuoYi role to the same renamed role, and its new grants go there', async () => {
    const [renamed] = await db.select().from(sysRole).where(eq(sysRole.roleKey, 'member_ruoyi'));
    const menusBefore = await menusOf(api, renamed.roleId);
    await ruoyi.run("UPDATE sys_role SET remark = '改过' WHERE role_id = 100; INSERT INTO sys_role_menu VALUES (100, 1003);");
    const report = await importOnce();
    expect(report.counts.get('sys_role')).toMatchObject({ imported: 0, updated: 1 });
    expect(await keysLike('member')).toEqual(['member', 'member_ruoyi']);
    const [again] = await db.select().from(sysRole).where(eq(sysRole.roleKey, 'member_ruoyi'));
    expect(again).toMatchObject({ roleId: renamed.roleId, remark: '改过' });
    expect((await menusOf(api, renamed.roleId)).length).toBe(menusBefore.length + 1);
    expect(await menusOf(api, MEMBER_ROLE_ID)).toEqual(seededMenus[MEMBER_ROLE_ID]);
    expect((await importOnce()).changes).toBe(0);
  });
});

describe(`an imported account never shadows a portal user's phone sign-in (${modeLabel})`, () => {
  test("a RuoYi user named as another user's phone number comes in as <name>_ruoyi, with a note; the phone's owner still signs in by phone", async () => {
    expect(first.notes).toContain(
      'sys_user 300 13900000099: another user here signs in with 13900000099 (their phone number or user name); imported as 13900000099_ruoyi',
    );
    expect(await signIn('13900000099', PHONE_OWNER_PASSWORD)).toEqual({ signedIn: true, userName: 'phone_owner' });
    expect(await signIn('13900000099_ruoyi', 'admin123')).toEqual({ signedIn: true, userName: '13900000099_ruoyi' });
  });

  test('a later run keeps the renamed user, without a duplicate', async () => {
    await ruoyi.run("UPDATE sys_user SET nick_name = '改过' WHERE user_id = 300");
    const report = await importOnce();
    expect(report.counts.get('sys_user')).toMatchObject({ imported: 0, updated: 1 });
    const named = await db.select().from(sysUser).where(like(sysUser.userName, '13900000099%'));
    expect(named).toEqual([expect.objectContaining({ userName: '13900000099_ruoyi', nickName: '改过' })]);
    expect(await signIn('13900000099', PHONE_OWNER_PASSWORD)).toEqual({ signedIn: true, userName: 'phone_owner' });
  });

  test("an imported user's phone number that is another user's user name is left off, with a note", async () => {
    const [bob] = await db.select().from(sysUser).where(eq(sysUser.userName, 'bob'));
    expect(bob.phonenumber).toBe('');
    expect(first.notes).toContain(
      'sys_user 301 bob: the phone number 13900000077 is the user name of another user here; imported without it',
    );
    expect(await signIn('13900000077', PHONE_OWNER_PASSWORD)).toEqual({ signedIn: true, userName: '13900000077' });
  });
});

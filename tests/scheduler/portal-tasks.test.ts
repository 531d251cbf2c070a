/** @postgres the portal's jobs write with the engine's own SQL. */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { BackendDeps } from '@/lib/backend/deps';
import { SMS_FAILED_MSG } from '@/lib/messages/sms/sms-delivery';
import { SmsDeliveryError, type SmsMessage } from '@/lib/messages/sms/sms-sender';
import { bllArticle } from '@/features/content/tables';
import { bllSignMember, bllSignOrg } from '@/features/member/tables';
import { sysConfig } from '@/features/system/tables';
import { sysFile, sysSmsOutbox, sysUser, sysUserSession } from '@/lib/backend/db/schema';
import { sysSmsCode } from '@/features/auth/tables';
import { resolveInvocation } from '@/lib/backend/scheduler/invoke-target';
import { RENEWAL_SCENE } from '@/features/member/application/server/remind-expiring-members';
import { chinaToday } from '@/lib/format/date-time';
import { startHarness, type Harness } from '../support/api-harness';
import { PDF_BYTES, PNG_BYTES, registeredUser, type Person } from '../support/member-helpers';
import { uploadedName } from '../support/applications';
import { verifyBackup } from '@/features/backup/server/verify-backup';

let api: Harness;
let alice: Person;
const db = () => api.backend.deps.db;

type Application = typeof bllSignMember.$inferInsert;

/** An individual application with identity fields the tasks never read; the test gives the rest. */
const insertApplication = (values: Pick<Application, 'userId' | 'name' | 'mobile'> & Partial<Application>) =>
  db()
    .insert(bllSignMember)
    .values({
      gender: '0',
      idNumber: '110101199003074477',
      birthDate: '1990-03-07',
      employer: '单位',
      speciality: '1',
      photo: '',
      ...values,
    });

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
  alice = await registeredUser(api);
});
afterAll(() => api?.close());

/** Runs a registry task as a job naming `target` would, at `now`. */
async function runTarget(target: string, now = new Date(), deps: BackendDeps = api.backend.deps): Promise<string> {
  const { task, args } = resolveInvocation(target, deps.tasks);
  return task.run({ deps, now, signal: new AbortController().signal }, args);
}

const HOUR = 3600_000;
const ageFiles = (names: string[], hours: number) =>
  db()
    .update(sysFile)
    .set({ createTime: new Date(Date.now() - hours * HOUR) })
    .where(inArray(sysFile.fileName, names));
const storedNames = async (names: string[]) =>
  (await db().select({ fileName: sysFile.fileName }).from(sysFile).where(inArray(sysFile.fileName, names)))
    .map((row) => row.fileName)
    .sort();
const onDisk = (name: string) => fs.existsSync(path.join(api.uploadDir, name));

describe('portalTask.cleanOrphanUploads', () => {
  test('deletes old uploads no row mentions; keeps referenced ones, young ones, exports and the demo forms', async () => {
    const avatar = await uploadedName(alice, 'avatar.png');
    const inArticle = await uploadedName(alice, 'picture.png');
    const inConfig = await uploadedName(alice, 'qr.png');
    const inList = await uploadedName(alice, 'scan.pdf', PDF_BYTES);
    const orphan = await uploadedName(alice, 'forgotten.pdf', PDF_BYTES);
    const young = await uploadedName(alice, 'just-now.png', PNG_BYTES);
    await db().update(sysUser).set({ avatar }).where(eq(sysUser.userId, alice.userId));
    const [article] = await db().select({ id: bllArticle.id, content: bllArticle.content }).from(bllArticle).limit(1);
    await db()
      .update(bllArticle)
      .set({ content: `${article.content}<p><img src="/prod-api${inArticle}"></p>` })
      .where(eq(bllArticle.id, article.id));
    await db()
      .insert(sysConfig)
      .values({ configName: '测试二维码', configKey: `test.qr.${Date.now()}`, configValue: inConfig });
    await insertApplication({
      userId: alice.userId,
      name: '清理测试',
      certificateFiles: `/profile/upload/2026/01/01/${'0'.repeat(32)}.pdf,${inList}`,
      mobile: alice.phone,
      status: '2',
    });
    // A log line naming a file is no reference to it.
    await db()
      .insert(sysSmsOutbox)
      .values({ phone: alice.phone, scene: 'test', content: `see ${orphan}` });
    const exported = await api.call('GET', '/monitor/job/export');
    expect(exported.body.code).toBe(200);
    const exportName = `/profile/download/${exported.body.msg}`;
    const demoForms = (
      await db().select({ fileName: sysFile.fileName }).from(sysFile).where(like(sysFile.fileName, '/profile/upload/2026/01/05/%'))
    ).map((row) => row.fileName);
    expect(demoForms.length).toBeGreaterThan(0);
    const old = [avatar, inArticle, inConfig, inList, orphan, exportName, ...demoForms];
    await ageFiles(old, 25);

    const report = await runTarget('portalTask.cleanOrphanUploads(24, true)');
    expect(report).toContain(orphan);
    expect(await storedNames([orphan])).toEqual([orphan]);

    expect(await runTarget('portalTask.cleanOrphanUploads(24)')).toBe('删除了1个无引用的上传文件');
    expect(await storedNames([...old, young])).toEqual([...old, young].filter((name) => name !== orphan).sort());
    expect(onDisk(orphan)).toBe(false);
    for (const kept of [avatar, inArticle, inConfig, inList, young, ...demoForms]) expect(onDisk(kept)).toBe(true);

    // Within its hours nothing goes, referenced or not.
    await db().update(sysUser).set({ avatar: '' }).where(eq(sysUser.userId, alice.userId));
    expect(await runTarget('portalTask.cleanOrphanUploads(48)')).toBe('没有超过保留时间的上传文件');
    expect(onDisk(avatar)).toBe(true);
  });
});

describe('portalTask.cleanTempExports', () => {
  test('deletes exports older than the hours given, bytes and row; leaves fresh exports and uploads', async () => {
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      const answer = await api.call('GET', '/monitor/jobLog/export');
      names.push(`/profile/download/${answer.body.msg}`);
    }
    const upload = await uploadedName(alice, 'kept.png');
    await ageFiles([names[0], upload], 2);
    expect(await runTarget('portalTask.cleanTempExports(1)')).toBe('删除了1个超过1小时的临时导出文件');
    expect(await storedNames([...names, upload])).toEqual([names[1], upload].sort());
    expect(onDisk(names[0])).toBe(false);
    expect(onDisk(names[1])).toBe(true);
  });
});

describe('portalTask.remindExpiringMembers', () => {
  const addDays = (days: number, from = new Date()) => chinaToday(new Date(from.getTime() + days * 24 * HOUR));
  let phones = 0;
  const phone = () => `1370000${String(process.pid % 100).padStart(2, '0')}${String(++phones).padStart(2, '0')}`;
  const member = (mobile: string, validUntil: string, status = '4') =>
    insertApplication({ userId: 1, name: `会员${mobile.slice(-2)}`, mobile, status, validUntil });
  const reminders = (mobile: string) =>
    db()
      .select()
      .from(sysSmsOutbox)
      .where(and(eq(sysSmsOutbox.phone, mobile), eq(sysSmsOutbox.scene, RENEWAL_SCENE)));

  test('texts members ending within the days, once per window; others are left alone', async () => {
    const [soon, boundary, later, expired, unpaid, org] = [phone(), phone(), phone(), phone(), phone(), phone()];
    await member(soon, addDays(10));
    await member(boundary, addDays(30));
    await member(later, addDays(31));
    await member(expired, addDays(-1));
    await member(unpaid, addDays(5), '3');
    await db()
      .insert(bllSignOrg)
      .values({
        userId: 1,
        orgName: '提醒测试单位',
        creditCode: '91110000MA0000000X',
        legalPerson: '法人',
        address: '地址',
        contactName: '联系人',
        orgSize: '1',
        businessScope: '录音',
        licence: '',
        mobile: org,
        status: '4',
        validUntil: addDays(3),
      });

    await runTarget('portalTask.remindExpiringMembers(30)');
    for (const mobile of [soon, boundary, org]) expect(await reminders(mobile)).toHaveLength(1);
    for (const mobile of [later, expired, unpaid]) expect(await reminders(mobile)).toHaveLength(0);
    expect((await reminders(soon))[0].content).toBe(
      `【录音师协会】会员${soon.slice(-2)}，您的会员资格将于${addDays(10)}到期，请及时登录协会网站办理续费。`,
    );
    expect((await reminders(org))[0].content).toContain('提醒测试单位');

    // The next day's run reminds nobody twice.
    await runTarget('portalTask.remindExpiringMembers(30)', new Date(Date.now() + 24 * HOUR));
    for (const mobile of [soon, boundary, org]) expect(await reminders(mobile)).toHaveLength(1);
    // A shorter window that opened after the first reminder reminds once more.
    await runTarget('portalTask.remindExpiringMembers(7)', new Date(Date.now() + 25 * 24 * HOUR));
    expect(await reminders(boundary)).toHaveLength(2);
  });

  test('a failed delivery is recorded as failed, does not stop the others, fails the run, and is tried again next run', async () => {
    const [failing, fine] = [phone(), phone()];
    await member(failing, addDays(2));
    await member(fine, addDays(2));
    const sent: SmsMessage[] = [];
    let gatewayDown = true;
    const deps: BackendDeps = {
      ...api.backend.deps,
      sms: {
        provider: 'aliyun',
        keepsContent: false,
        send: async (message) => {
          if (gatewayDown && message.phone === failing) throw new SmsDeliveryError(SMS_FAILED_MSG, 'aliyun: isv.OUT_OF_SERVICE: 业务停机');
          sent.push(message);
          return { messageId: `biz-${message.phone}` };
        },
      },
    };
    await expect(runTarget('portalTask.remindExpiringMembers(5)', new Date(), deps)).rejects.toThrow(
      /^1条会员到期提醒短信发送失败（已发送\d+条）$/,
    );
    expect(sent.find((message) => message.phone === fine)).toMatchObject({ scene: 'renewal', values: { name: `会员${fine.slice(-2)}` } });
    expect(await reminders(failing)).toMatchObject([
      { provider: 'aliyun', status: '1', messageId: '', error: 'aliyun: isv.OUT_OF_SERVICE: 业务停机' },
    ]);
    expect(await reminders(fine)).toMatchObject([{ provider: 'aliyun', status: '0', messageId: `biz-${fine}`, error: '' }]);
    gatewayDown = false;
    await runTarget('portalTask.remindExpiringMembers(5)', new Date(), deps);
    expect((await reminders(failing)).map((row) => row.status).sort()).toEqual(['0', '1']);
    expect(await reminders(fine)).toHaveLength(1);
  });
});

describe('portalTask.purgeExpiredSessions', () => {
  test('deletes expired sessions and codes and keeps live ones', async () => {
    const now = new Date();
    await db()
      .insert(sysUserSession)
      .values([
        { tokenId: 'expired-session-test', userId: alice.userId, expireTime: new Date(now.getTime() - 1000) },
        { tokenId: 'live-session-test', userId: alice.userId, expireTime: new Date(now.getTime() + HOUR) },
      ]);
    await db()
      .insert(sysSmsCode)
      .values({ phone: alice.phone, scene: 'login', codeHash: 'x'.repeat(64), expireTime: new Date(now.getTime() - 1000) });
    const report = await runTarget('portalTask.purgeExpiredSessions', now);
    expect(report).toMatch(/^删除过期会话\d+个、短信验证码\d+个、重置令牌\d+个、临时数据\d+条$/);
    const left = await db()
      .select({ tokenId: sysUserSession.tokenId })
      .from(sysUserSession)
      .where(inArray(sysUserSession.tokenId, ['expired-session-test', 'live-session-test']));
    expect(left).toEqual([{ tokenId: 'live-session-test' }]);
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(sysSmsCode)
      .where(eq(sysSmsCode.phone, alice.phone));
    expect(n).toBe(0);
    expect((await api.call('GET', '/getInfo')).body.code).toBe(200);
  });
});

describe('portalTask.backupData', () => {
  test('writes a checked archive into BACKUP_DIR and keeps the newest of its own', async () => {
    const { backupDir } = api.backend.deps;
    fs.mkdirSync(backupDir, { recursive: true });
    fs.writeFileSync(path.join(backupDir, 'taken-by-hand.tar.gz'), 'kept');
    const upload = await uploadedName(alice, '备份用的照片.png');
    const times = ['2026-11-24T18:00:00Z', '2026-11-25T18:00:00Z', '2026-11-26T18:00:00Z'].map((iso) => new Date(iso));
    const reports: string[] = [];
    for (const now of times) reports.push(await runTarget('portalTask.backupData(2)', now));
    expect(reports[0]).toMatch(/^备份到portal-backup-20261125-020000\.tar\.gz：\d+张表\d+行，\d+个上传文件；删除旧备份0份$/);
    expect(reports[2]).toMatch(/；删除旧备份1份$/);
    expect(fs.readdirSync(backupDir).sort()).toEqual([
      'portal-backup-20261126-020000.tar.gz',
      'portal-backup-20261127-020000.tar.gz',
      'taken-by-hand.tar.gz',
    ]);
    const manifest = await verifyBackup(path.join(backupDir, 'portal-backup-20261127-020000.tar.gz'));
    expect(manifest.files.map((file) => file.path)).toContain(`uploads${upload}`);
    expect(manifest.database.tables.find((table) => table.name === 'sys_user')!.rows).toBeGreaterThan(1);
  });
});

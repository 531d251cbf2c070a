/** @postgres its races need a second connection. */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { Executor } from '@/lib/backend/db/client';
import { sysResetToken } from '@/features/auth/tables';
import { sysRole, sysUser } from '@/lib/backend/db/schema';
import { MAX_UPLOAD_BYTES } from '@/lib/rules/upload-rules';
import { staffUser } from '@/tests/support/staff';
import { onPostgres } from '@/tests/support/test-mode';
import {
  IMPORT_HEADER,
  admin,
  api,
  infoCode,
  newUser,
  phone,
  rolesOf,
  nextSeq,
  signIn,
  upload,
  userForm,
  userRow,
  usersNamed,
  workbook,
} from './users-suite';

describe('security review of the user writes', () => {
  const PHONE_CHANGE = '修改其他用户的手机号码需要重置密码权限';
  const DEPT_REQUIRED = '请选择归属部门';
  const db = () => api.backend.deps.db;
  const giveResetToken = (userId: number) =>
    db()
      .insert(sysResetToken)
      .values({ tokenHash: crypto.randomBytes(32).toString('hex'), userId, expireTime: new Date(Date.now() + 600_000) });
  const resetTokensOf = async (userId: number) => (await db().select().from(sysResetToken).where(eq(sysResetToken.userId, userId))).length;
  /** Resolves once a call of this suite waits for a lock that a held transaction keeps (PostgreSQL's own view of it). */
  async function waitingForALock(): Promise<void> {
    for (let tries = 0; tries < 3000; tries++) {
      const waiting = (await db().execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as { rows: { n: number }[] };
      if (waiting.rows[0].n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no call came to wait for the held lock');
  }

  /** Runs `work` in a transaction on a connection of its own and keeps it open, locks and all, until released. */
  async function heldTransaction(work: (tx: Executor) => Promise<unknown>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ready!: () => void;
    const locked = new Promise<void>((resolve) => (ready = resolve));
    const done = db().transaction(async (tx) => {
      await work(tx);
      ready();
      await released;
    });
    await Promise.race([locked, done]);
    return { release, done };
  }

  /** A real workbook of `rows` whose worksheet, or shared strings, carries 9 MB more XML that holds no data. */
  async function paddedWorkbook(rows: string[][], part: 'sheet' | 'strings'): Promise<Buffer> {
    const files = unzipSync(new Uint8Array(await workbook([IMPORT_HEADER, ...rows])));
    const target = 9 * 1024 * 1024;
    if (part === 'sheet') {
      // Blank rows: the reader yields them and the import skips them, so only their size can refuse the file.
      const blank: string[] = [];
      for (let r = rows.length + 2, size = 0; size < target; r++) {
        const xml = `<row r="${r}"><c r="A${r}"/></row>`;
        blank.push(xml);
        size += xml.length;
      }
      files['xl/worksheets/sheet1.xml'] = strToU8(
        strFromU8(files['xl/worksheets/sheet1.xml']).replace('</sheetData>', `${blank.join('')}</sheetData>`),
      );
    } else {
      const unused = '<si><t>unused</t></si>';
      files['xl/sharedStrings.xml'] = strToU8(
        strFromU8(files['xl/sharedStrings.xml']).replace('</sst>', `${unused.repeat(Math.ceil(target / unused.length))}</sst>`),
      );
    }
    return Buffer.from(zipSync(files, { level: 1 }));
  }

  test("another user's mobile number changes only with the reset permission; a change voids their reset tokens and sessions", async () => {
    const editor = await staffUser(api, { perms: ['system:user:list', 'system:user:edit'] });
    const resetter = await staffUser(api, { perms: ['system:user:list', 'system:user:edit', 'system:user:resetPwd'] });
    const { userId, form } = await newUser();
    const taken = phone();
    expect((await editor.call('PUT', '/system/user', { userId, phonenumber: taken })).body).toEqual({ code: 500, msg: PHONE_CHANGE });
    expect((await editor.call('PUT', '/system/user', { ...form, userId, phonenumber: '' })).body.msg).toBe(PHONE_CHANGE);
    expect((await userRow(userId)).phonenumber).toBe(form.phonenumber);
    // Keeping the number, or changing one's own, needs nothing more.
    expect((await editor.call('PUT', '/system/user', { userId, nickName: '号码未变', phonenumber: form.phonenumber })).body.code).toBe(200);
    expect((await editor.call('PUT', '/system/user', { userId: editor.userId, phonenumber: phone() })).body.code).toBe(200);
    expect((await editor.call('GET', '/getInfo')).body.code).toBe(200);

    const jar = await signIn(form.userName);
    await giveResetToken(userId);
    expect((await resetter.call('PUT', '/system/user', { userId, phonenumber: taken })).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await userRow(userId)).phonenumber).toBe(taken);
    expect(await resetTokensOf(userId)).toBe(0);
    expect(await infoCode(jar)).toBe(401);
  });

  test("an import updating users changes another user's mobile number only with the reset permission", async () => {
    const importer = await staffUser(api, { perms: ['system:user:list', 'system:user:import'] });
    const { userId, form } = await newUser();
    const taken = phone();
    const changing = await workbook([IMPORT_HEADER, ['', form.userName, '导入改号', '', taken, '', '']]);
    expect((await upload(changing, 1, { jar: importer.jar })).body).toEqual({
      code: 500,
      msg: `很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、第2行：${PHONE_CHANGE}`,
    });
    expect(
      (
        await upload(await workbook([IMPORT_HEADER, ['', form.userName, '导入同号', '', form.phonenumber, '', '']]), 1, {
          jar: importer.jar,
        })
      ).body.code,
    ).toBe(200);

    const jar = await signIn(form.userName);
    await giveResetToken(userId);
    expect((await upload(changing, 1)).body.code).toBe(200);
    expect(await userRow(userId)).toMatchObject({ nickName: '导入改号', phonenumber: taken });
    expect(await resetTokensOf(userId)).toBe(0);
    expect(await infoCode(jar)).toBe(401);
  });

  test('a partial PUT changes only the fields it names', async () => {
    const { userId, form } = await newUser({ status: '1', sex: '1', roleIds: [3] });
    expect((await admin('PUT', '/system/user', { userId, nickName: '只改昵称' })).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await userRow(userId)).toMatchObject({
      nickName: '只改昵称',
      status: '1',
      sex: '1',
      deptId: 103,
      phonenumber: form.phonenumber,
      email: form.email,
      remark: '备注',
    });
    expect(await rolesOf(userId)).toEqual([3]);
    // null is "not given", as in the reference; an empty text clears the field.
    expect(
      (await admin('PUT', '/system/user', { userId, nickName: null, status: null, sex: '', phonenumber: '', email: '', remark: '' })).body
        .code,
    ).toBe(200);
    expect(await userRow(userId)).toMatchObject({
      nickName: '只改昵称',
      status: '1',
      sex: '1',
      deptId: 103,
      phonenumber: '',
      email: '',
      remark: '',
    });
    // A cleared department picker means "none", for a caller who sees every user.
    expect((await admin('PUT', '/system/user', { userId, deptId: null })).body.code).toBe(200);
    expect((await userRow(userId)).deptId).toBeNull();
  });

  test('a caller with a limited data scope must put users into a department within it', async () => {
    const limited = await staffUser(api, {
      perms: ['system:user:list', 'system:user:add', 'system:user:edit', 'system:user:import'],
      dataScope: '2',
      scopeDepts: [103],
      deptId: 103,
    });
    const unlimited = await staffUser(api, { perms: ['system:user:list', 'system:user:add'], dataScope: '1', deptId: 103 });
    for (const deptId of [undefined, null, ''])
      expect((await limited.call('POST', '/system/user', userForm({ deptId }))).body).toEqual({ code: 500, msg: DEPT_REQUIRED });
    expect((await limited.call('POST', '/system/user', userForm({ deptId: 103 }))).body.code).toBe(200);
    expect((await unlimited.call('POST', '/system/user', userForm({ deptId: null }))).body.code).toBe(200);

    const { userId } = await newUser({ deptId: 103 });
    expect((await limited.call('PUT', '/system/user', { userId, deptId: null })).body).toEqual({ code: 500, msg: DEPT_REQUIRED });
    expect((await limited.call('PUT', '/system/user', { userId, nickName: '部门不变' })).body.code).toBe(200);
    expect(await userRow(userId)).toMatchObject({ nickName: '部门不变', deptId: 103 });

    const name = `nodept_${nextSeq()}`;
    const answer = await upload(await workbook([IMPORT_HEADER, ['', name, '无部门', '', '', '', '']]), 0, { jar: limited.jar });
    expect(answer.body).toEqual({ code: 500, msg: `很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、第2行：${DEPT_REQUIRED}` });
    expect(await usersNamed([name])).toEqual([]);
  });

  test('nobody moves themselves to another department, whatever their scope', async () => {
    const custom = await staffUser(api, {
      perms: ['system:user:list', 'system:user:edit'],
      dataScope: '2',
      scopeDepts: [103, 104],
      deptId: 103,
    });
    const everything = await staffUser(api, { perms: ['system:user:list', 'system:user:edit'], dataScope: '1', deptId: 103 });
    expect((await custom.call('PUT', '/system/user', { userId: custom.userId, deptId: 104 })).body).toEqual({
      code: 500,
      msg: '不能修改自己的归属部门',
    });
    expect((await everything.call('PUT', '/system/user', { userId: everything.userId, deptId: 104 })).body.msg).toBe(
      '不能修改自己的归属部门',
    );
    expect((await everything.call('PUT', '/system/user', { userId: everything.userId, deptId: null })).body.msg).toBe(
      '不能修改自己的归属部门',
    );
    // Their own department, given again, is no move.
    expect((await custom.call('PUT', '/system/user', { userId: custom.userId, deptId: 103, nickName: '原部门' })).body.code).toBe(200);
    expect(await userRow(custom.userId)).toMatchObject({ nickName: '原部门', deptId: 103 });
    expect((await userRow(everything.userId)).deptId).toBe(103);
  });

  test('a workbook whose XML unpacks beyond what 5000 rows need is refused before it is read', async () => {
    const name = `padded_${nextSeq()}`;
    const row = ['103', name, '填充', '', '', '', ''];
    for (const part of ['sheet', 'strings'] as const) {
      expect((await upload(await paddedWorkbook([row], part))).body).toEqual({ code: 500, msg: '导入数据不能超过5000行' });
    }
    expect(await usersNamed([name])).toEqual([]);
    // A zip cut short is still answered as an unreadable file.
    const cut = (await workbook([IMPORT_HEADER, row])).subarray(0, 400);
    expect((await upload(cut)).body).toEqual({ code: 500, msg: '无法读取导入文件，请下载导入模板填写后上传' });
  });

  /** The zip's central directory records: where each sits, its name and its local header's offset. */
  function centralRecords(zip: Uint8Array) {
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const end = zip.length - 22;
    const records: { at: number; length: number; name: string; local: number }[] = [];
    for (let at = view.getUint32(end + 16, true); at < end;) {
      const nameLength = view.getUint16(at + 28, true);
      const length = 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
      records.push({ at, length, name: strFromU8(zip.subarray(at + 46, at + 46 + nameLength)), local: view.getUint32(at + 42, true) });
      at += length;
    }
    return { view, end, records };
  }

  test('a workbook that lies about a size, or holds an entry its directory does not name, is refused without unpacking it', async () => {
    const files = unzipSync(new Uint8Array(await workbook([IMPORT_HEADER, ['103', 'bomb_row', '炸弹', '', '', '', '']])));
    const inflated = strToU8(' '.repeat(64 * 1024 * 1024));

    // The sheet unpacks to 64 MB while both of its headers say 1000 bytes.
    const lying = zipSync({ ...files, 'xl/worksheets/sheet1.xml': inflated }, { level: 9 });
    const { view, records } = centralRecords(lying);
    const sheet = records.find((record) => record.name === 'xl/worksheets/sheet1.xml')!;
    view.setUint32(sheet.at + 24, 1000, true);
    view.setUint32(sheet.local + 22, 1000, true);

    // An extra 64 MB part whose local entry stays in the file while the directory forgets it.
    const padded = zipSync({ 'xl/hidden.xml': inflated, ...files }, { level: 9 });
    const directory = centralRecords(padded);
    const kept = directory.records.filter((record) => record.name !== 'xl/hidden.xml');
    const start = directory.records[0].at;
    const rebuilt = new Uint8Array(start + kept.reduce((sum, record) => sum + record.length, 0) + 22);
    rebuilt.set(padded.subarray(0, start));
    let at = start;
    for (const record of kept) {
      rebuilt.set(padded.subarray(record.at, record.at + record.length), at);
      at += record.length;
    }
    rebuilt.set(padded.subarray(directory.end), at);
    const eocd = new DataView(rebuilt.buffer, at);
    eocd.setUint16(8, kept.length, true);
    eocd.setUint16(10, kept.length, true);
    eocd.setUint32(12, at - start, true);

    for (const bomb of [lying, rebuilt]) {
      expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
      expect((await upload(Buffer.from(bomb))).body).toEqual({ code: 500, msg: '无法读取导入文件，请下载导入模板填写后上传' });
    }
    expect(await usersNamed(['bomb_row'])).toEqual([]);
  });

  // These races need a second connection, which PGlite (one connection) cannot give: they belong
  // to the PostgreSQL pass of `npm test` (TEST_DATABASE_URL, set in CI) and exist only there.
  if (onPostgres) {
    test('a role deleted while it is being given is not given', async () => {
      const tag = crypto.randomBytes(4).toString('hex');
      const [role] = await db()
        .insert(sysRole)
        .values({ roleName: `竞态角色${tag}`, roleKey: `race_${tag}`, roleSort: 70 })
        .returning({ roleId: sysRole.roleId });
      // As removeRoles does: the role locked, found without holders, deleted.
      const deleting = await heldTransaction(async (tx) => {
        await tx.select().from(sysRole).where(eq(sysRole.roleId, role.roleId)).for('update');
        await tx.update(sysRole).set({ delFlag: '2' }).where(eq(sysRole.roleId, role.roleId));
      });
      const form = userForm({ roleIds: [role.roleId] });
      const adding = admin('POST', '/system/user', form);
      await waitingForALock();
      deleting.release();
      await deleting.done;
      expect((await adding).body).toEqual({ code: 500, msg: '角色不存在' });
      expect(await usersNamed([form.userName])).toEqual([]);
    });

    test('an import does not report as updated a user deleted meanwhile', async () => {
      const { userId, form } = await newUser();
      const deleting = await heldTransaction((tx) => tx.update(sysUser).set({ delFlag: '2' }).where(eq(sysUser.userId, userId)));
      const importing = upload(await workbook([IMPORT_HEADER, ['', form.userName, '已被删除', '', '', '', '']]), 1);
      await waitingForALock();
      deleting.release();
      await deleting.done;
      expect((await importing).body).toEqual({ code: 500, msg: '用户不存在' });
      expect(await userRow(userId)).toMatchObject({ delFlag: '2', nickName: form.nickName });
    });
  }
});

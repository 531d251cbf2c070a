import { eq } from 'drizzle-orm';
import { bllDeclare, bllDeclareFile, bllSignMember, bllSignPayment } from '@/features/member/tables';
import { featureSuite } from '@/tests/support/feature-suite';
import type { Harness } from '@/tests/support/api-harness';
import { PDF_BYTES, PNG_BYTES, type Person } from '@/tests/support/member-helpers';
import type { Staff } from '@/tests/support/staff';

/**
 * The one rule for who may read a stored file (file-access.ts): its uploader, and others only
 * through an attachment they may see. Text that merely names a file grants nothing.
 */
const NOT_READABLE = { code: 404, msg: '文件不存在或无权访问' };

let api: Harness;
let admin: (method: string, path: string, body?: unknown) => Promise<{ body: Record<string, unknown> }>;
let alice: Person;
let bob: Person;
let noticeReader: Staff;
let declareReader: Staff;
let scopedDeclareReader: Staff;
let signReader: Staff;
let editor: Staff;

featureSuite(
  {
    people: ['alice', 'bob'],
    staff: {
      noticeReader: ['system:notice:query'],
      declareReader: ['bll:declare:query'],
      // Own department (103) only: alice and bob belong to none.
      scopedDeclareReader: { perms: ['bll:declare:query'], dataScope: '3', deptId: 103 },
      signReader: ['bll:sign:query'],
      editor: ['bll:article:query', 'bll:article:edit'],
    },
  },
  (suite) => {
    ({ api, admin, alice, bob, noticeReader, declareReader, scopedDeclareReader, signReader, editor } = suite);
  },
);

async function uploaded(person: Person, name: string, bytes: Buffer): Promise<string> {
  const answer = await person.upload(name, bytes);
  expect(answer.body.code).toBe(200);
  return String(answer.body.fileName);
}

const read = (who: { call: Person['call'] }, fileName: string) =>
  who.call('GET', `/common/download/resource?resource=${encodeURIComponent(fileName)}`);

async function expectReadable(who: { call: Person['call'] }, fileName: string, bytes: Buffer) {
  const answer = await read(who, fileName);
  expect(answer.status).toBe(200);
  expect(answer.bytes.equals(bytes)).toBe(true);
}

async function expectUnreadable(who: { call: Person['call'] }, fileName: string) {
  expect((await read(who, fileName)).body).toEqual(NOT_READABLE);
}

describe('who may read an upload', () => {
  test('its uploader; nobody else while nothing attaches it, whatever their permissions', async () => {
    const file = await uploaded(alice, '证书.pdf', PDF_BYTES);
    await expectReadable(alice, file, PDF_BYTES);
    for (const other of [bob, noticeReader, declareReader, signReader]) await expectUnreadable(other, file);
  });

  test('a notice that names a file in its text publishes nothing; a picture it shows is for its readers', async () => {
    const photo = await uploaded(alice, '照片.png', PNG_BYTES);
    for (const content of [`<p>见 ${photo}</p>`, `<p><a href="/prod-api${photo}">附件</a></p>`, `<p>/prod-api${photo}</p>`]) {
      const added = await admin('POST', '/system/notice', {
        noticeTitle: '提及文件',
        noticeType: '1',
        status: '0',
        noticeContent: content,
      });
      expect(added.body.code).toBe(200);
    }
    await expectUnreadable(noticeReader, photo);

    // The author's own picture, shown by an open notice, is for those who read notices; a closed one shows nothing.
    const adminJar = { call: (method: string, path: string, body?: unknown) => api.call(method, path, { body }) };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG_BYTES)]), '公告图.png');
    const picture = String((await api.call('POST', '/common/upload', { formData: form })).body.fileName);
    await expectUnreadable(noticeReader, picture);
    const notice = { noticeTitle: '图片公告', noticeType: '1', noticeContent: `<p><img src="/prod-api${picture}"></p>` };
    expect((await admin('POST', '/system/notice', { ...notice, status: '1' })).body.code).toBe(200);
    await expectUnreadable(noticeReader, picture);
    expect((await admin('POST', '/system/notice', { ...notice, status: '0' })).body.code).toBe(200);
    await expectReadable(noticeReader, picture, PNG_BYTES);
    await expectUnreadable(bob, picture);
    await expectReadable(adminJar, picture, PNG_BYTES);
  });

  test("a declaration's file is for those who review declarations of its author, within their data scope", async () => {
    const file = await uploaded(bob, '申报材料.pdf', PDF_BYTES);
    const db = api.backend.deps.db;
    const [declaration] = await db
      .insert(bllDeclare)
      .values({ userId: bob.userId, declareType: '1', title: '测试申报', applicantName: '鲍勃' })
      .returning({ id: bllDeclare.id });
    await expectUnreadable(declareReader, file);
    await db.insert(bllDeclareFile).values({ declareId: declaration.id, fileName: file, originalFilename: '申报材料.pdf' });
    // A draft stays its member's, as the review screen never opens it.
    await expectUnreadable(declareReader, file);
    await db.update(bllDeclare).set({ status: '1' }).where(eq(bllDeclare.id, declaration.id));
    await expectReadable(declareReader, file, PDF_BYTES);
    await expectUnreadable(scopedDeclareReader, file);
    await expectUnreadable(signReader, file);
    await expectUnreadable(alice, file);
  });

  test("an application's photo and a payment's receipt are for those who review applications", async () => {
    const photo = await uploaded(alice, '证件照.png', PNG_BYTES);
    const receipt = await uploaded(alice, '回单.pdf', PDF_BYTES);
    await expectUnreadable(signReader, photo);
    const db = api.backend.deps.db;
    const [application] = await db
      .insert(bllSignMember)
      .values({
        userId: alice.userId,
        mobile: alice.phone,
        name: '爱丽丝',
        gender: '1',
        idNumber: '110101199003077777',
        birthDate: '1990-03-07',
        employer: '录音棚',
        speciality: '1',
        photo,
      })
      .returning({ id: bllSignMember.id });
    await db.insert(bllSignPayment).values({
      applicationType: 'member',
      applicationId: application.id,
      userId: alice.userId,
      payer: '爱丽丝',
      amount: '500',
      method: '1',
      reference: 'T1',
      payTime: '2026-11-30',
      receipt,
    });
    await expectReadable(signReader, photo, PNG_BYTES);
    await expectReadable(signReader, receipt, PDF_BYTES);
    await expectUnreadable(declareReader, photo);
    await expectUnreadable(bob, receipt);
  });

  test("a draft article's picture is for the editors who open drafts, not for readers", async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG_BYTES)]), '草稿图.png');
    const picture = String((await api.call('POST', '/bll/content/upload', { formData: form })).body.fileName);
    await expectUnreadable(editor, picture);
    const draft = { typeId: 41, articleName: '草稿', content: `<p><img src="/prod-api${picture}"></p>`, status: '0' };
    const added = await admin('POST', '/bll/article', draft);
    expect(added.body.code).toBe(200);
    await expectReadable(editor, picture, PNG_BYTES);
    for (const other of [alice, noticeReader, declareReader]) await expectUnreadable(other, picture);
  });
});

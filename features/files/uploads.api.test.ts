import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { sysFile } from '@/lib/backend/db/schema';
import { CookieJar, startHarness, type Harness } from '@/tests/support/api-harness';
import { PDF_BYTES, PNG_BYTES, registeredUser, type Person } from '@/tests/support/member-helpers';

let api: Harness;
let alice: Person;
let bob: Person;

beforeAll(async () => {
  api = await startHarness();
  alice = await registeredUser(api);
  bob = await registeredUser(api);
});
afterAll(() => api?.close());

/** Every file under the upload directory, temporary ones included. */
function storedFiles(): string[] {
  return (fs.readdirSync(api.uploadDir, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(api.uploadDir, name)).isFile(),
  );
}

async function fileRows(ownerId: number) {
  return api.backend.deps.db.select().from(sysFile).where(eq(sysFile.ownerId, ownerId));
}

/** A refused upload answers the message and leaves neither a file nor a row behind. */
async function expectRefused(person: Person, name: string, bytes: Buffer, message: string | RegExp) {
  const filesBefore = storedFiles();
  const rowsBefore = (await fileRows(person.userId)).length;
  const answer = await person.upload(name, bytes);
  expect(answer.body.code).toBe(500);
  expect(answer.body.msg).toMatch(message);
  expect(storedFiles()).toEqual(filesBefore);
  expect(await fileRows(person.userId)).toHaveLength(rowsBefore);
}

describe('uploads', () => {
  test('a PDF is stored under a generated name and answers the contract keys', async () => {
    const answer = await alice.upload('申报材料.pdf', PDF_BYTES);
    expect(answer.body).toMatchObject({ code: 200, originalFilename: '申报材料.pdf' });
    expect(answer.body.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(answer.body.url).toBe(answer.body.fileName);
    expect(answer.body.newFileName).toBe(String(answer.body.fileName).split('/').pop());
    const download = await alice.call('GET', `/common/download?fileName=${encodeURIComponent(String(answer.body.fileName))}&delete=true`);
    expect(download.bytes.equals(PDF_BYTES)).toBe(true);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''%E7%94%B3%E6%8A%A5%E6%9D%90%E6%96%99.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    // delete=true never removes an upload: it may be attached to an application.
    expect(
      (await alice.call('GET', `/common/download?fileName=${encodeURIComponent(String(answer.body.fileName))}`)).bytes.equals(PDF_BYTES),
    ).toBe(true);
  });

  test('an upload without a session is refused', async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF_BYTES]), 'a.pdf');
    const answer = await api.call('POST', '/common/upload', { formData: form, jar: new CookieJar() });
    expect(answer.body.code).toBe(401);
  });

  test('a 6 MB file is refused while it streams, with the spec message', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    await expectRefused(alice, 'big.pdf', big, '上传文件大小不能超过 5 MB!');
    await expectRefused(alice, 'big.png', Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)]), '上传图片大小不能超过 5 MB!');
  });

  test('content that does not match its extension is refused', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048)]);
    await expectRefused(alice, 'report.pdf', exe, /^文件格式不正确: 文件内容与扩展名 \.pdf 不符$/);
    await expectRefused(
      alice,
      'photo.png',
      Buffer.from('<html><body><script>alert(1)</script></body></html>'),
      /文件内容与扩展名 \.png 不符/,
    );
    await expectRefused(alice, 'tool.exe', exe, /^文件格式不正确: 不支持 \.exe 文件$/);
    await expectRefused(alice, `${'长'.repeat(101)}.pdf`, PDF_BYTES, '上传的文件名最长100个字符');
  });

  test('downloads go by generated names only, and only to those who may read them', async () => {
    const own = await bob.upload('bob.pdf', PDF_BYTES);
    const name = encodeURIComponent(String(own.body.fileName));
    const traversal = await alice.call('GET', '/common/download?fileName=../../etc/passwd&delete=true');
    expect(traversal.body).toEqual({ code: 500, msg: '文件名称(../../etc/passwd)非法，不允许下载。' });
    const foreign = await alice.call('GET', `/common/download?fileName=${name}&delete=true`);
    expect(foreign.body).toEqual({ code: 404, msg: '文件不存在或无权访问' });
    expect((await bob.call('GET', `/common/download?fileName=${name}`)).bytes.equals(PDF_BYTES)).toBe(true);
    expect((await api.call('GET', `/common/download?fileName=${name}`, { jar: new CookieJar() })).body.code).toBe(401);
  });

  test('an uploaded image is shown inline through its profile path; a document still downloads', async () => {
    const image = await alice.upload('me.png', PNG_BYTES);
    const shown = await alice.call('GET', String(image.body.fileName));
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(shown.bytes.equals(PNG_BYTES)).toBe(true);
  });
});

describe('upload quotas', () => {
  /** Files `person` stored `hoursAgo` hours ago, as rows only (the quota counts rows). */
  async function stored(person: Person, files: number, size: number, hoursAgo: number) {
    const createTime = new Date(Date.now() - hoursAgo * 3_600_000);
    const tag = Math.random().toString(16).slice(2, 10);
    await api.backend.deps.db.insert(sysFile).values(
      Array.from({ length: files }, (_, i) => ({
        fileName: `/profile/upload/2026/01/01/${tag}${String(i).padStart(24, '0')}.png`,
        originalFilename: 'earlier.png',
        contentType: 'image/png',
        size,
        ownerId: person.userId,
        createTime,
      })),
    );
  }

  test('thirty files an hour, whether or not any form uses them; then a hundred a day', async () => {
    const person = await registeredUser(api);
    await stored(person, 29, 1000, 0.5);
    expect((await person.upload('thirtieth.png', PNG_BYTES)).body.code).toBe(200);
    await expectRefused(person, 'thirty-first.png', PNG_BYTES, '上传已达上限：每小时最多上传30个文件、共60 MB，请稍后再试');

    await stored(person, 70, 1000, 5);
    await api.backend.deps.db
      .update(sysFile)
      .set({ createTime: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(sysFile.ownerId, person.userId));
    await expectRefused(person, 'hundred-and-first.png', PNG_BYTES, '上传已达上限：每天最多上传100个文件、共200 MB，请稍后再试');
  });

  test('sixty megabytes an hour: an upload that would pass them is refused', async () => {
    const person = await registeredUser(api);
    await stored(person, 12, 5 * 1024 * 1024, 0.2);
    await expectRefused(person, 'over.png', PNG_BYTES, '上传已达上限：每小时最多上传30个文件、共60 MB，请稍后再试');
    // Temporary exports are the server's own files: they do not count.
    await api.backend.deps.db.update(sysFile).set({ kind: 'export' }).where(eq(sysFile.ownerId, person.userId));
    expect((await person.upload('after.png', PNG_BYTES)).body.code).toBe(200);
  });
});

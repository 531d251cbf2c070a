import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { bllDeclare, bllDeclareFile } from '@/features/member/tables';
import { CookieJar, startHarness, type Harness } from '@/tests/support/api-harness';
import { administrator, PDF_BYTES, registeredUser, type Person } from '@/tests/support/member-helpers';
import { makeMember } from '@/tests/support/membership';

let api: Harness;
let alice: Person;
let bob: Person;
let outsider: Person;

beforeAll(async () => {
  api = await startHarness();
  [alice, bob, outsider] = [await registeredUser(api), await registeredUser(api), await registeredUser(api)];
  await makeMember(api, alice);
  await makeMember(api, bob);
});
afterAll(() => api?.close());

const draft = (overrides: Record<string, unknown> = {}) => ({
  declareType: '1',
  title: '录音师能力评价（二级）',
  applicantName: '爱丽丝',
  employer: '声谷录音棚',
  phone: '13900001111',
  description: '从业八年，主持录音项目四十余个。',
  files: [],
  status: '0',
  ...overrides,
});

async function pdf(person: Person, name = 'evidence.pdf'): Promise<string> {
  return String((await person.upload(name, PDF_BYTES)).body.fileName);
}

describe('declarations', () => {
  test('only paid members may declare', async () => {
    for (const path of ['/api/declare/list', '/api/declare/templates', '/api/declare/files']) {
      expect((await outsider.call('GET', path)).body).toEqual({ code: 403, msg: '申报功能仅向正式会员开放，请先完成入会申请并缴费' });
    }
    expect((await outsider.call('POST', '/api/declare', draft())).body.code).toBe(403);
    expect((await api.call('GET', '/api/declare/list', { jar: new CookieJar() })).body.code).toBe(401);
  });

  test('a draft with attachments is saved, listed, read back and then submitted; submitted ones are read-only', async () => {
    const file = await pdf(alice, '作品清单.pdf');
    const saved = await alice.call('POST', '/api/declare', draft({ files: [file] }));
    expect(saved.body.code).toBe(200);
    const id = Number(saved.body.data);
    const list = await alice.call('GET', '/api/declare/list?pageNum=1&pageSize=10');
    expect(list.body).toMatchObject({ code: 200, total: 1 });
    expect((list.body.rows as Record<string, unknown>[])[0]).toMatchObject({ id, status: '0', fileCount: 1 });
    const one = (await alice.call('GET', `/api/declare/${id}`)).body.data as { files: Record<string, unknown>[] };
    expect(one.files).toEqual([{ fileName: file, originalFilename: '作品清单.pdf', size: PDF_BYTES.length }]);

    expect((await alice.call('PUT', '/api/declare', draft({ id, status: '1', description: '' }))).body.msg).toBe('申报说明不能为空');
    expect((await alice.call('PUT', '/api/declare', draft({ id, status: '1', files: [file] }))).body.code).toBe(200);
    expect((await alice.call('PUT', '/api/declare', draft({ id, title: '改名' }))).body.msg).toBe('申报已提交，不能修改');
    const [row] = await api.backend.deps.db.select().from(bllDeclare).where(eq(bllDeclare.id, id));
    expect(row).toMatchObject({ status: '1', title: '录音师能力评价（二级）' });

    const files = (await alice.call('GET', '/api/declare/files')).body.data as Record<string, unknown>[];
    expect(files).toEqual([expect.objectContaining({ fileName: file, declareTitle: '录音师能力评价（二级）' })]);
    const download = await alice.call('GET', `/common/download?fileName=${encodeURIComponent(file)}&delete=true`);
    expect(download.bytes.equals(PDF_BYTES)).toBe(true);
  });

  test("another member's declaration cannot be read or changed by id", async () => {
    const id = Number((await bob.call('POST', '/api/declare', draft({ applicantName: '鲍勃' }))).body.data);
    expect((await alice.call('GET', `/api/declare/${id}`)).body).toEqual({ code: 404, msg: '申报不存在' });
    expect((await alice.call('PUT', '/api/declare', draft({ id, title: '被篡改' }))).body).toEqual({ code: 404, msg: '申报不存在' });
    const [row] = await api.backend.deps.db.select().from(bllDeclare).where(eq(bllDeclare.id, id));
    expect(row.title).toBe('录音师能力评价（二级）');
  });

  test('a sixth attachment, or a file of someone else, is refused and nothing is saved', async () => {
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pdf(alice, `f${n}.pdf`)));
    const before = await api.backend.deps.db.select().from(bllDeclare).where(eq(bllDeclare.userId, alice.userId));
    expect((await alice.call('POST', '/api/declare', draft({ files: six }))).body.msg).toBe('上传文件数量不能超过 5 个!');
    expect((await alice.call('POST', '/api/declare', draft({ files: [await pdf(bob)] }))).body.msg).toBe('附件不存在或不属于当前用户');
    expect(await api.backend.deps.db.select().from(bllDeclare).where(eq(bllDeclare.userId, alice.userId))).toHaveLength(before.length);
  });

  test('a reviewer returns a declaration with a comment; the member edits and submits again', async () => {
    const admin = await administrator(api);
    const id = Number(
      (await alice.call('POST', '/api/declare', draft({ status: '1', title: '优秀作品推荐', declareType: '2' }))).body.data,
    );
    expect((await alice.call('PUT', '/declare/review', { id, status: '3', comment: 'x' })).body.code).toBe(403);
    expect((await admin('PUT', '/declare/review', { id, status: '3' })).body.msg).toBe('退回时请填写审核意见');
    expect((await admin('PUT', '/declare/review', { id, status: '3', comment: '请补充作品署名证明' })).body.code).toBe(200);
    expect(((await alice.call('GET', `/api/declare/${id}`)).body.data as Record<string, unknown>).comment).toBe('请补充作品署名证明');
    expect(
      (await alice.call('PUT', '/api/declare', draft({ id, status: '1', declareType: '2', title: '优秀作品推荐（补充）' }))).body.code,
    ).toBe(200);
    const reviewList = await admin('GET', '/declare/list?status=1');
    expect((reviewList.body.rows as Record<string, unknown>[]).some((row) => row.id === id)).toBe(true);
    expect(await api.backend.deps.db.select().from(bllDeclareFile).where(eq(bllDeclareFile.declareId, id))).toHaveLength(0);
  });

  test('the published templates download to any member, byte for byte', async () => {
    const templates = (await bob.call('GET', '/api/declare/templates')).body.data as { fileName: string; originalFilename: string }[];
    expect(templates.map((t) => t.originalFilename)).toEqual(['会员申报填写说明.txt', 'Skills-Evaluation-Declaration-Form.pdf']);
    for (const template of templates) {
      const download = await bob.call('GET', `/common/download?fileName=${encodeURIComponent(template.fileName)}&delete=true`);
      expect(download.bytes.equals(fs.readFileSync(`${api.uploadDir}${template.fileName}`))).toBe(true);
    }
    expect(fs.existsSync(`${api.uploadDir}${templates[0].fileName}`)).toBe(true);
  });
});

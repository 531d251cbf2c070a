import { eq, inArray } from 'drizzle-orm';
import { bllActivity, bllArticle } from '@/lib/backend/db/schema';
import { EDITOR_ROLE_ID } from '@/lib/backend/db/seed/system';
import { CookieJar, startHarness, type ApiAnswer, type Harness } from '@/tests/support/api-harness';
import { BAD_SORT, FORBIDDEN, XLSX } from '@/tests/support/answers';
import { PDF_BYTES, PNG_BYTES, registeredUser, type Person } from '@/tests/support/member-helpers';
import { staffMember } from '@/tests/support/role-helpers';
import { staffUser, type Staff } from '@/tests/support/staff';
import { readXlsxRows } from '@/tests/support/xlsx';

let api: Harness;
let member: Person;
let reader: Staff;
const admin = (method: string, path: string, body?: unknown) => api.call(method, path, { body });

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
  member = await registeredUser(api);
  reader = await staffUser(api, { perms: ['bll:article:list', 'bll:article:query'] });
});
afterAll(() => api?.close());

type Row = Record<string, unknown>;
const STALE = '文章已被他人修改，请刷新后重试';
const TOO_LARGE = '文章内容过大，正文不能超过5MB';
const COVER_REFUSED = '封面必须是上传的图片(png/jpg/jpeg)';
const NOT_CONTENT = '文章和栏目只能使用通过内容图片上传的图片';

/** A picture a colleague uploads for content. */
function colleagueUpload(colleague: Staff) {
  const formData = new FormData();
  formData.append('file', new Blob([new Uint8Array(PNG_BYTES)]), 'theirs.png');
  return api.call('POST', '/bll/content/upload', { formData, jar: colleague.jar });
}

let seq = 0;
/** An article form with a title no other test uses. */
const form = (overrides: Row = {}): Row => ({
  typeId: 11,
  articleName: `测试文章${++seq}`,
  summary: '摘要',
  content: '<p>正文</p>',
  ...overrides,
});

async function newArticle(overrides: Row = {}): Promise<number> {
  const answer = await admin('POST', '/bll/article', form(overrides));
  expect(answer.body).toMatchObject({ code: 200, msg: '操作成功', data: expect.any(Number) });
  return Number(answer.body.data);
}

const loaded = async (id: number) => (await admin('GET', `/bll/article/${id}`)).body.data as Row;
const rowOf = async (id: number) => (await api.backend.deps.db.select().from(bllArticle).where(eq(bllArticle.id, id)))[0];
const titled = (articleName: string) => api.backend.deps.db.select().from(bllArticle).where(eq(bllArticle.articleName, articleName));
const msgOf = (answer: ApiAnswer) => answer.body.msg;

/** Uploads a picture for content as the administrator (or a form's file through `path`); answers its stored name. */
async function upload(name: string, bytes: Buffer, path = '/bll/content/upload'): Promise<string> {
  const formData = new FormData();
  formData.append('file', new Blob([new Uint8Array(bytes)]), name);
  const answer = await api.call('POST', path, { formData });
  expect(answer.body.code).toBe(200);
  return String(answer.body.fileName);
}

describe('permissions', () => {
  test('a registered member gets 403 from every admin call, the export included (as plain JSON)', async () => {
    const id = await newArticle();
    for (const [method, path] of [
      ['GET', '/bll/article/list'],
      ['GET', `/bll/article/${id}`],
      ['POST', '/bll/article'],
      ['PUT', '/bll/article'],
      ['DELETE', `/bll/article/${id}`],
      ['GET', '/bll/article/export'],
    ]) {
      expect((await member.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : form())).body).toEqual(FORBIDDEN);
    }
    const exported = await api.call('POST', '/bll/article/export', {
      rawBody: 'status=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      jar: member.jar,
    });
    expect(exported.body).toEqual(FORBIDDEN);
    expect(exported.headers.get('content-type')).toBe('application/json');
    expect((await api.call('GET', '/bll/article/list', { jar: new CookieJar() })).body.code).toBe(401);
    expect(await rowOf(id)).toBeDefined();
  });

  test('an editor holding only list and query reads, and can neither add, edit, delete nor export', async () => {
    const id = await newArticle();
    expect((await reader.call('GET', '/bll/article/list')).body.code).toBe(200);
    expect((await reader.call('GET', `/bll/article/${id}`)).body.code).toBe(200);
    const { version } = await loaded(id);
    expect((await reader.call('POST', '/bll/article', form())).body).toEqual(FORBIDDEN);
    expect((await reader.call('PUT', '/bll/article', form({ id, version, articleName: '改不了' }))).body).toEqual(FORBIDDEN);
    expect((await reader.call('DELETE', `/bll/article/${id}`)).body).toEqual(FORBIDDEN);
    expect((await reader.call('GET', '/bll/article/export')).body).toEqual(FORBIDDEN);
    expect(await rowOf(id)).toMatchObject({ version: 1 });
  });

  test('the seeded editor role writes articles', async () => {
    const editor = await staffMember(api, null, [EDITOR_ROLE_ID]);
    const added = await editor.call('POST', '/bll/article', form());
    expect(added.body).toMatchObject({ code: 200, data: expect.any(Number) });
    expect((await rowOf(Number(added.body.data))).createBy).toBe(editor.phone);
  });
});

describe('add and get', () => {
  test('add saves every field; get answers it with both bodies and the category name', async () => {
    const cover = await upload('cover.png', PNG_BYTES);
    const fields = {
      articleEsName: 'Test Article',
      cover,
      author: '作者甲',
      source: '来源乙',
      publishTime: '2026-05-01 09:30:00',
      status: '0',
      isTop: '1',
      contentEs: '<p>Body</p>',
    };
    const id = await newArticle(fields);
    expect(await loaded(id)).toMatchObject({
      ...fields,
      id,
      typeId: 11,
      typeName: '协会动态',
      summary: '摘要',
      viewCount: 0,
      version: 1,
      content: '<p>正文</p>',
      createBy: 'admin',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  test('bad input is refused with the field named, and nothing is saved', async () => {
    const cases: [Row, string][] = [
      [{ articleName: ' ' }, '文章标题不能为空'],
      [{ articleName: '题'.repeat(201) }, '文章标题长度不能超过200个字符'],
      [{ articleName: '<b>标题</b>' }, '文章标题不能包含脚本字符'],
      [{ typeId: undefined }, '所属栏目不能为空'],
      [{ typeId: 'abc' }, '所属栏目格式不正确'],
      [{ typeId: 99999 }, '栏目不存在'],
      [{ articleEsName: 'e'.repeat(301) }, '英文标题长度不能超过300个字符'],
      [{ summary: '摘'.repeat(501) }, '摘要长度不能超过500个字符'],
      [{ author: '作'.repeat(65) }, '作者长度不能超过64个字符'],
      [{ source: '源'.repeat(101) }, '来源长度不能超过100个字符'],
      [{ status: '3' }, '文章状态只能是0、1或2'],
      [{ isTop: 'Y' }, '置顶只能是0或1'],
      [{ publishTime: '2026-02-30 10:00:00' }, '发布时间格式不正确，应为yyyy-MM-dd HH:mm:ss'],
      [{ publishTime: 'tomorrow' }, '发布时间格式不正确，应为yyyy-MM-dd HH:mm:ss'],
      [{ content: { html: '<p>x</p>' } }, '文章内容格式不正确'],
    ];
    for (const [overrides, message] of cases) {
      const body = form(overrides);
      expect({ overrides, msg: msgOf(await admin('POST', '/bll/article', body)) }).toEqual({ overrides, msg: message });
      if (typeof body.articleName === 'string') expect(await titled(body.articleName)).toHaveLength(0);
    }
    expect(
      msgOf(await api.call('POST', '/bll/article', { rawBody: '{"articleName":', headers: { 'content-type': 'application/json' } })),
    ).toBe('请求数据格式不正确');
  });

  test('get: a clear message for a missing or malformed id', async () => {
    expect((await admin('GET', '/bll/article/99999999')).body).toEqual({ code: 500, msg: '文章不存在' });
    expect(msgOf(await admin('GET', '/bll/article/abc'))).toBe("请求参数类型不匹配，参数[id]要求为数字，但输入值为：'abc'");
  });
});

describe('the body is cleaned on save', () => {
  test.each([
    ['a <script> element', '<p>前<script>alert(1)</script>后</p>', '<p>前后</p>'],
    ['an onerror= handler', '<p><img src="PICTURE" onerror="alert(1)" /></p>', '<p><img src="/prod-api/PICTURE" /></p>'],
    [
      'a javascript: link',
      '<p><a href="javascript:alert(1)">点我</a><a href=" JAVASCRIPT:alert(1)">再点</a></p>',
      '<p><a>点我</a><a>再点</a></p>',
    ],
    ['an <iframe>', '<p>视频<iframe src="https://evil.example/"></iframe></p>', '<p>视频</p>'],
    ['a CSS expression( in style', '<p style="width:expression(alert(1))">宽</p>', '<p>宽</p>'],
    [
      'a url(javascript: in style',
      '<div style="background:url(javascript:alert(1))"><span style="color:red">色</span></div>',
      '<span>色</span>',
    ],
  ])('%s', async (_case, dirtyTemplate, cleanTemplate) => {
    // A picture of the body must be one uploaded for content.
    const picture = dirtyTemplate.includes('PICTURE') ? (await upload('picture.png', PNG_BYTES)).slice(1) : '';
    const [dirty, clean] = [dirtyTemplate, cleanTemplate].map((html) =>
      html.replace('"PICTURE"', `"/${picture}"`).replace('/PICTURE', `/${picture}`),
    );
    const id = await newArticle({ content: dirty, contentEs: dirty });
    expect(await loaded(id)).toMatchObject({ content: clean, contentEs: clean });
    expect((await rowOf(id)).content).toBe(clean);
  });

  test('the allowed structure stays: headings, emphasis, lists, links, tables, quotes, code and pictures', async () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<p><a href="https://www.aes.org/">AES</a><a href="mailto:office@example.org">信</a><a href="/zh/article/1">站内</a></p>' +
      '<table><tbody><tr><th>表头</th></tr><tr><td>格</td></tr></tbody></table><blockquote>引</blockquote><pre><code>x = 1</code></pre>' +
      '<p><img src="https://cdn.example.org/a.png" alt="图" /></p>';
    const id = await newArticle({ content: html });
    expect((await loaded(id)).content).toBe(html);
  });
});

describe('size limits', () => {
  test('a 10 MB pasted body is refused with a message, never a 500, and nothing is saved', async () => {
    const body = form({ content: `<p>${'声'.repeat(Math.ceil((10 * 1024 * 1024) / 3))}</p>` });
    expect((await admin('POST', '/bll/article', body)).body).toEqual({ code: 500, msg: TOO_LARGE });
    expect(await titled(String(body.articleName))).toHaveLength(0);

    const english = form({ contentEs: `<p>${'a'.repeat(10 * 1024 * 1024)}</p>` });
    expect((await admin('POST', '/bll/article', english)).body).toEqual({ code: 500, msg: TOO_LARGE });
  });

  test('a request past the read limit is refused while it streams in, with the same message', async () => {
    const body = form({ content: `<p>${'x'.repeat(13 * 1024 * 1024)}</p>` });
    expect((await admin('POST', '/bll/article', body)).body).toEqual({ code: 500, msg: TOO_LARGE });
    const id = await newArticle();
    const { version } = await loaded(id);
    expect((await admin('PUT', '/bll/article', { ...body, id, version })).body).toEqual({ code: 500, msg: TOO_LARGE });
    expect(await rowOf(id)).toMatchObject({ version: 1, content: '<p>正文</p>' });
  });

  test('a long article well past the JSON default limit is saved', async () => {
    const content = `<p>${'长文'.repeat(200_000)}</p>`;
    const id = await newArticle({ content });
    expect((await rowOf(id)).content).toBe(content);
  });
});

describe('cover', () => {
  test('an uploaded image is accepted; a document, a made-up path or a script address is refused', async () => {
    const image = await upload('photo.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]));
    expect((await loaded(await newArticle({ cover: image }))).cover).toBe(image);

    const pdf = await upload('paper.pdf', PDF_BYTES, '/common/upload');
    for (const cover of [
      pdf,
      '/profile/upload/2026/08/18/0123456789abcdef0123456789abcdef.png',
      'javascript:alert(1)',
      'https://evil.example/x.png',
      '/covers/meeting.svg',
    ]) {
      const body = form({ cover });
      expect((await admin('POST', '/bll/article', body)).body).toEqual({ code: 500, msg: COVER_REFUSED });
      expect(await titled(String(body.articleName))).toHaveLength(0);
    }
  });

  test('a seeded article keeps its site picture through an edit, but cannot be given another one', async () => {
    const [seeded] = await api.backend.deps.db.select().from(bllArticle).where(eq(bllArticle.cover, '/covers/meeting.svg')).limit(1);
    const current = await loaded(seeded.id);
    const saved = await admin('PUT', '/bll/article', { ...current, summary: '新摘要' });
    expect(saved.body).toMatchObject({ code: 200, data: { id: seeded.id, version: seeded.version + 1 } });
    const again = await loaded(seeded.id);
    expect(msgOf(await admin('PUT', '/bll/article', { ...again, cover: '/covers/studio.svg' }))).toBe(COVER_REFUSED);
    expect(await rowOf(seeded.id)).toMatchObject({ cover: '/covers/meeting.svg', summary: '新摘要' });
  });
});

describe('edit and the version check', () => {
  test('each save moves the version on; a save from an old version is refused and loses nothing', async () => {
    const id = await newArticle();
    const first = await loaded(id);
    const saved = await admin('PUT', '/bll/article', { ...first, articleName: '第一位编辑的标题', content: '<p>第一位编辑</p>' });
    expect(saved.body).toEqual({ code: 200, msg: '操作成功', data: { id, version: 2 } });

    const late = await admin('PUT', '/bll/article', { ...first, articleName: '第二位编辑的标题', content: '<p>第二位编辑</p>' });
    expect(late.body).toEqual({ code: 500, msg: STALE });
    expect(await rowOf(id)).toMatchObject({ articleName: '第一位编辑的标题', content: '<p>第一位编辑</p>', version: 2, updateBy: 'admin' });

    const reloaded = await loaded(id);
    expect((await admin('PUT', '/bll/article', { ...reloaded, articleName: '第二位编辑的标题' })).body).toMatchObject({
      code: 200,
      data: { id, version: 3 },
    });
  });

  test('two saves from one version at the same moment: exactly one wins', async () => {
    const id = await newArticle();
    const current = await loaded(id);
    const answers = await Promise.all(
      ['甲', '乙'].map((who) => admin('PUT', '/bll/article', { ...current, articleName: `并发保存${who}${id}` })),
    );
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 500]);
    const loser = answers.find((answer) => answer.body.code === 500)!;
    expect(loser.body.msg).toBe(STALE);
    const winner = answers.find((answer) => answer.body.code === 200)!;
    const winnerName = answers.indexOf(winner) === 0 ? `并发保存甲${id}` : `并发保存乙${id}`;
    expect(await rowOf(id)).toMatchObject({ version: 2, articleName: winnerName });
  });

  test('the version and id are required, and a missing article is named', async () => {
    const id = await newArticle();
    const { version: _version, ...withoutVersion } = await loaded(id);
    expect(msgOf(await admin('PUT', '/bll/article', withoutVersion))).toBe('文章版本号不能为空');
    expect(msgOf(await admin('PUT', '/bll/article', { ...withoutVersion, version: 'x' }))).toBe('文章版本号格式不正确');
    expect(msgOf(await admin('PUT', '/bll/article', { ...withoutVersion, id: undefined, version: 1 }))).toBe('参数[id]不能为空');
    expect(msgOf(await admin('PUT', '/bll/article', form({ id: 99999999, version: 1 })))).toBe('文章不存在');
    expect(msgOf(await admin('PUT', '/bll/article', { ...withoutVersion, version: 1, typeId: 99999 }))).toBe('栏目不存在');
    expect(await rowOf(id)).toMatchObject({ version: 1 });
  });
});

describe('publishing', () => {
  test('a published article is public at once, a withdrawn one answers not found', async () => {
    const id = await newArticle({
      status: '0',
      content: '<h2>小标题</h2><ul><li>要点</li></ul><p><a href="https://www.aes.org/">链接</a><script>x()</script></p>',
    });
    expect((await api.call('GET', `/api/bll/article/${id}`)).body.code).toBe(404);
    expect(await rowOf(id)).toMatchObject({ publishTime: null });

    const draft = await loaded(id);
    expect((await admin('PUT', '/bll/article', { ...draft, status: '1' })).body.code).toBe(200);
    const published = await rowOf(id);
    expect(published.publishTime).toBeInstanceOf(Date);
    expect(Date.now() - published.publishTime!.getTime()).toBeLessThan(60_000);
    const page = await api.call('GET', `/api/bll/article/${id}`);
    expect(page.body).toMatchObject({
      code: 200,
      data: { id, content: '<h2>小标题</h2><ul><li>要点</li></ul><p><a href="https://www.aes.org/">链接</a></p>' },
    });
    expect(((await api.call('GET', '/api/bll/article/list?typeId=11&pageSize=100')).body.rows as Row[]).map((row) => row.id)).toContain(id);

    const live = await loaded(id);
    expect((await admin('PUT', '/bll/article', { ...live, status: '2' })).body.code).toBe(200);
    expect((await api.call('GET', `/api/bll/article/${id}`)).body).toEqual({ code: 404, msg: '文章不存在或已下线' });
    expect(((await api.call('GET', '/api/bll/article/list?typeId=11&pageSize=100')).body.rows as Row[]).map((row) => row.id)).not.toContain(
      id,
    );
    expect((await loaded(id)).publishTime).toBe(live.publishTime);
  });

  test('a publish time given by the editor is kept', async () => {
    const id = await newArticle({ status: '1', publishTime: '2026-01-02 03:04:05' });
    expect((await loaded(id)).publishTime).toBe('2026-01-02 03:04:05');
    expect((await loaded(await newArticle({ status: '1', publishTime: '2026-01-02' }))).publishTime).toBe('2026-01-02 00:00:00');
  });
});

describe('list', () => {
  test('every status, paged, without bodies, with the category name; a category covers those below it', async () => {
    const draft = await newArticle({ typeId: 12, status: '0' });
    const withdrawn = await newArticle({ typeId: 12, status: '2' });
    const answer = await admin('GET', '/bll/article/list?typeId=10&pageSize=200');
    expect(answer.body).toMatchObject({ code: 200, msg: '查询成功' });
    const rows = answer.body.rows as Row[];
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([draft, withdrawn]));
    expect(new Set(rows.map((row) => row.typeId))).toEqual(new Set([11, 12]));
    expect(rows[0]).not.toHaveProperty('content');
    expect(rows[0]).not.toHaveProperty('contentEs');
    expect(rows.find((row) => row.id === draft)).toMatchObject({ typeName: '行业资讯', status: '0', version: 1 });
    expect(answer.body.total).toBe(rows.length);

    const page = await admin('GET', '/bll/article/list?typeId=10&pageNum=2&pageSize=3');
    expect(page.body).toMatchObject({ total: rows.length });
    expect((page.body.rows as Row[]).map((row) => row.id)).toEqual(rows.slice(3, 6).map((row) => row.id));
    expect((await admin('GET', '/bll/article/list?typeId=99999')).body).toMatchObject({ code: 200, total: 0, rows: [] });
    expect(msgOf(await admin('GET', '/bll/article/list?typeId=abc'))).toBe("请求参数类型不匹配，参数[typeId]要求为数字，但输入值为：'abc'");
  });

  test('filters by title, status and creation days (createTime, as the reference lists do)', async () => {
    const marker = `筛选标记${Date.now()}`;
    const old = await newArticle({ articleName: `${marker}旧`, status: '1' });
    const fresh = await newArticle({ articleName: `${marker}新`, status: '0' });
    await api.backend.deps.db
      .update(bllArticle)
      .set({ createTime: new Date('2020-01-15T10:00:00+08:00') })
      .where(eq(bllArticle.id, old));
    const ids = async (query: string) =>
      ((await admin('GET', `/bll/article/list?pageSize=100&articleName=${encodeURIComponent(marker)}${query}`)).body.rows as Row[]).map(
        (row) => row.id,
      );
    expect(await ids('')).toEqual([fresh, old]);
    expect(await ids('&status=0')).toEqual([fresh]);
    expect(await ids('&params%5BbeginTime%5D=2020-01-15&params%5BendTime%5D=2020-01-15')).toEqual([old]);
    expect(await ids('&params%5BbeginTime%5D=2020-01-16')).toEqual([fresh]);
    expect(msgOf(await admin('GET', '/bll/article/list?params%5BbeginTime%5D=2020-13-01'))).toBe('日期格式不正确，应为yyyy-MM-dd');
    expect((await admin('GET', `/bll/article/list?articleName=${encodeURIComponent("%' OR 1=1 --")}`)).body).toMatchObject({
      code: 200,
      total: 0,
    });
  });

  test('sorting only by listed properties', async () => {
    const sorted = (await admin('GET', '/bll/article/list?orderByColumn=viewCount&isAsc=descending&pageSize=20')).body.rows as Row[];
    const counts = sorted.map((row) => row.viewCount as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const column of ['content', 'article_name; drop table bll_article', 'createBy']) {
      expect((await admin('GET', `/bll/article/list?orderByColumn=${encodeURIComponent(column)}`)).body).toEqual({
        code: 500,
        msg: BAD_SORT,
      });
    }
  });
});

describe('delete', () => {
  test('several at once, all or none; a missing id deletes nothing', async () => {
    const a = await newArticle();
    const b = await newArticle();
    expect((await admin('DELETE', `/bll/article/${a},${b},99999999`)).body).toEqual({ code: 500, msg: '文章不存在' });
    expect(
      await api.backend.deps.db
        .select()
        .from(bllArticle)
        .where(inArray(bllArticle.id, [a, b])),
    ).toHaveLength(2);
    expect((await admin('DELETE', `/bll/article/${a},${b}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(
      await api.backend.deps.db
        .select()
        .from(bllArticle)
        .where(inArray(bllArticle.id, [a, b])),
    ).toHaveLength(0);
    expect(msgOf(await admin('DELETE', '/bll/article/x'))).toBe("请求参数类型不匹配，参数[ids]要求为数字，但输入值为：'x'");
  });

  test('an article an activity announces is kept (601)', async () => {
    const id = await newArticle({ articleName: '活动公告文章' });
    await api.backend.deps.db.insert(bllActivity).values({ title: '测试活动', articleId: id, startTime: new Date(), deadline: new Date() });
    expect((await admin('DELETE', `/bll/article/${id}`)).body).toEqual({ code: 601, msg: "文章'活动公告文章'已关联活动,不允许删除" });
    expect(await rowOf(id)).toBeDefined();
  });
});

describe('export', () => {
  test('POST answers the workbook of every match (no paging); GET stores it for /common/download', async () => {
    const id = await newArticle({
      articleName: '=导出公式',
      articleEsName: 'Export',
      status: '1',
      publishTime: '2026-03-04 05:06:07',
      author: '导出作者',
      source: '导出来源',
    });
    const answer = await api.call('POST', '/bll/article/export', {
      rawBody: `articleName=${encodeURIComponent('导出公式')}&pageSize=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.headers.get('content-type')).toBe(XLSX);
    const rows = readXlsxRows(answer.bytes);
    expect(rows[0]).toEqual([
      '文章编号',
      '文章标题',
      '英文标题',
      '所属栏目',
      '作者',
      '来源',
      '发布时间',
      '状态',
      '置顶',
      '浏览量',
      '创建时间',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        String(id),
        '\t=导出公式',
        'Export',
        '协会动态',
        '导出作者',
        '导出来源',
        '2026-03-04 05:06:07',
        '已发布',
        '否',
        '0',
        expect.stringMatching(/^\d{4}-/),
      ],
    ]);

    const older = await admin('GET', `/bll/article/export?articleName=${encodeURIComponent('导出公式')}`);
    expect(older.body).toMatchObject({ code: 200, msg: expect.stringMatching(/^[0-9a-f]{32}_文章数据\.xlsx$/) });
  });
});

describe('pictures of published articles', () => {
  test('stay private while the article is a draft, and load for any reader once it is published', async () => {
    const cover = await upload('cover.png', PNG_BYTES);
    const inBody = await upload('figure.png', PNG_BYTES);
    const id = await newArticle({ cover, content: `<p><img src="/prod-api${inBody}" alt="图" /></p>`, status: '0' });
    for (const name of [cover, inBody]) expect((await anonymous(name)).body.code).toBe(401);

    const draft = await loaded(id);
    expect((await admin('PUT', '/bll/article', { ...draft, status: '1' })).body.code).toBe(200);
    for (const name of [cover, inBody]) {
      const answer = await anonymous(name);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toContain('public');
    }
    // A form's file is never a content picture, whatever an article names.
    const paper = await upload('paper.pdf', PDF_BYTES, '/common/upload');
    expect(msgOf(await admin('POST', '/bll/article', form({ content: `<p><img src="${paper}" /></p>`, status: '1' })))).toBe(NOT_CONTENT);
    expect((await anonymous(paper)).body.code).toBe(401);
  });

  const anonymous = (name: string) => api.call('GET', name, { jar: new CookieJar() });
  const isPublic = async (name: string) => (await anonymous(name)).headers.get('content-type') === 'image/png';

  test('no file but a picture uploaded for content can be shown: the photo of a member or a new picture of a colleague are refused', async () => {
    const photo = String((await member.upload('photo.png', PNG_BYTES)).body.fileName);
    const colleague = await staffUser(api, { perms: ['bll:article:add', 'bll:article:edit', 'bll:article:query'] });
    const colleagues = String((await colleagueUpload(colleague)).body.fileName);
    for (const name of [photo, colleagues]) {
      for (const overrides of [
        { cover: name },
        { content: `<p><img src="/prod-api${name}" /></p>` },
        { contentEs: `<p><img src="${name}" /></p>` },
      ]) {
        const body = form({ ...overrides, status: '1' });
        expect([name, msgOf(await admin('POST', '/bll/article', body))]).toEqual([
          name,
          'cover' in overrides ? COVER_REFUSED : NOT_CONTENT,
        ]);
        expect(await titled(String(body.articleName))).toHaveLength(0);
      }
      expect(await isPublic(name)).toBe(false);
    }
    // The colleague's own article may show it; an editor keeps it when editing that article.
    const theirs = await colleague.call('POST', '/bll/article', form({ content: `<p><img src="${colleagues}" /></p>`, status: '0' }));
    expect(theirs.body.code).toBe(200);
    const draft = await loaded(Number(theirs.body.data));
    expect((await admin('PUT', '/bll/article', { ...draft, status: '1' })).body.code).toBe(200);
    expect(await isPublic(colleagues)).toBe(true);
  });

  test('withdrawn or deleted, an article takes its pictures private again, unless another published article shows them', async () => {
    const shared = await upload('shared.png', PNG_BYTES);
    const own = await upload('own.png', PNG_BYTES);
    const first = await newArticle({ cover: own, content: `<p><img src="/prod-api${shared}" /></p>`, status: '1' });
    const second = await newArticle({ content: `<p><img src="${shared}" /></p>`, status: '1' });
    expect([await isPublic(shared), await isPublic(own)]).toEqual([true, true]);

    expect((await admin('PUT', '/bll/article', { ...(await loaded(first)), status: '2' })).body.code).toBe(200);
    expect([await isPublic(shared), await isPublic(own)]).toEqual([true, false]);
    expect((await admin('PUT', '/bll/article', { ...(await loaded(first)), status: '1' })).body.code).toBe(200);
    expect(await isPublic(own)).toBe(true);

    expect((await admin('DELETE', `/bll/article/${second}`)).body.code).toBe(200);
    expect(await isPublic(shared)).toBe(true);
    expect((await admin('DELETE', `/bll/article/${first}`)).body.code).toBe(200);
    expect([await isPublic(shared), await isPublic(own)]).toEqual([false, false]);
  });

  test('the content upload takes pictures only, from those who may write articles or categories', async () => {
    const formData = new FormData();
    formData.append('file', new Blob([new Uint8Array(PDF_BYTES)]), 'paper.pdf');
    expect((await api.call('POST', '/bll/content/upload', { formData })).body).toEqual({
      code: 500,
      msg: '请上传png/jpg/jpeg图片格式文件!',
    });
    expect((await member.upload('photo.png', PNG_BYTES, 'file', '/bll/content/upload')).body).toEqual(FORBIDDEN);
    expect((await reader.call('GET', '/bll/article/list')).body.code).toBe(200);
  });
});

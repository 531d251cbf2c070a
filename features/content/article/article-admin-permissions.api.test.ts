import { eq } from 'drizzle-orm';
import { bllArticle } from '@/features/content/tables';
import { EDITOR_ROLE_ID } from '@/features/system/server';
import { CookieJar } from '@/tests/support/api-harness';
import { FORBIDDEN } from '@/tests/support/answers';
import { PDF_BYTES, PNG_BYTES } from '@/tests/support/member-helpers';
import { staffMember } from '@/tests/support/role-helpers';
import {
  COVER_REFUSED,
  Row,
  STALE,
  TOO_LARGE,
  admin,
  api,
  form,
  loaded,
  member,
  msgOf,
  newArticle,
  reader,
  rowOf,
  titled,
  upload,
} from './article-admin-suite';
import { expectRefused, expectAllowed, postForm, expectJsonAnswer } from '@/tests/support/feature-suite';

describe('permissions', () => {
  test("a registered member's article writes and export are refused (the export as plain JSON) and change nothing", async () => {
    const id = await newArticle();
    await expectRefused(member, [
      ['POST', '/bll/article', form()],
      ['PUT', '/bll/article', form()],
      ['DELETE', `/bll/article/${id}`],
    ]);
    expectJsonAnswer(await postForm(api, '/bll/article/export', 'status=1', member.jar), FORBIDDEN);
    expect((await api.call('GET', '/bll/article/list', { jar: new CookieJar() })).body.code).toBe(401);
    expect(await rowOf(id)).toBeDefined();
  });

  test('an editor holding only list and query reads, and can neither add, edit, delete nor export', async () => {
    const id = await newArticle();
    await expectAllowed(reader, [
      ['GET', '/bll/article/list'],
      ['GET', `/bll/article/${id}`],
    ]);
    const { version } = await loaded(id);
    await expectRefused(reader, [
      ['POST', '/bll/article', form()],
      ['PUT', '/bll/article', form({ id, version, articleName: '改不了' })],
      ['DELETE', `/bll/article/${id}`],
      ['GET', '/bll/article/export'],
    ]);
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

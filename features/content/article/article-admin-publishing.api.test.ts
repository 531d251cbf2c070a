import { eq, inArray } from 'drizzle-orm';
import { bllActivity } from '@/features/member/tables';
import { bllArticle } from '@/features/content/tables';
import { CookieJar } from '@/tests/support/api-harness';
import { BAD_SORT, FORBIDDEN } from '@/tests/support/answers';
import { PDF_BYTES, PNG_BYTES } from '@/tests/support/member-helpers';
import { staffUser } from '@/tests/support/staff';
import {
  COVER_REFUSED,
  NOT_CONTENT,
  Row,
  admin,
  api,
  colleagueUpload,
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
import { expectDeletesAllOrNone, exportedRows, temporaryExport } from '@/tests/support/feature-suite';

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
    const count = async (ids: number[]) => (await api.backend.deps.db.select().from(bllArticle).where(inArray(bllArticle.id, ids))).length;
    await expectDeletesAllOrNone(admin, { path: '/bll/article', ids: [a, b], missingId: 99999999, missing: '文章不存在', count });
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
    const rows = await exportedRows(
      api,
      '/bll/article/export',
      `articleName=${encodeURIComponent('导出公式')}&pageSize=1`,
      '文章编号 文章标题 英文标题 所属栏目 作者 来源 发布时间 状态 置顶 浏览量 创建时间',
    );
    expect(rows).toEqual([
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

    await temporaryExport(admin, `/bll/article/export?articleName=${encodeURIComponent('导出公式')}`, '文章数据');
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

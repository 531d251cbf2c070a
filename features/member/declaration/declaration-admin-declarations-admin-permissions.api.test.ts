import { eq } from 'drizzle-orm';
import { bllDeclareTemplate } from '@/features/member/tables';
import { PDF_BYTES, registeredUser } from '@/tests/support/member-helpers';
import { readXlsxRows } from '@/tests/support/xlsx';
import { WIRE_TIME, admin, alice, api, bob, declared, pdf, reviewer, staffUpload, viewer } from './declaration-admin-suite';
import { expectRefused, expectAllowed, exportedRows, type Endpoint, temporaryExport } from '@/tests/support/feature-suite';

describe('declarations admin: permissions', () => {
  test('a member, paid or not, is refused every admin call with 403', async () => {
    const calls: Endpoint[] = [
      ['GET', '/declare/list'],
      ['GET', '/declare/100'],
      ['GET', '/declare/export'],
      ['POST', '/declare/export'],
      ['PUT', '/declare/review', { id: 100, status: '2' }],
      ['GET', '/declare/template/list'],
      ['GET', '/declare/template/100'],
      ['POST', '/declare/template', { title: 'x', fileName: 'x' }],
      ['PUT', '/declare/template', { id: 100, title: 'x', fileName: 'x' }],
      ['DELETE', '/declare/template/100'],
    ];
    for (const person of [alice, await registeredUser(api)]) await expectRefused(person, calls);
  });

  test('bll:declare:list shows the lists but cannot read a declaration, review, export or publish', async () => {
    const id = await declared(alice);
    await expectAllowed(viewer, [
      ['GET', '/declare/list'],
      ['GET', '/declare/template/list'],
    ]);
    await expectRefused(viewer, [
      ['GET', `/declare/${id}`],
      ['PUT', '/declare/review', { id, status: '2' }],
      ['GET', '/declare/export'],
      ['POST', '/declare/template', { title: 'x', fileName: 'x' }],
    ]);
    expect(((await alice.call('GET', `/api/declare/${id}`)).body.data as Record<string, unknown>).status).toBe('1');
  });
});

describe('declarations admin: review', () => {
  test('the detail carries the attachments and the member; the reviewer downloads them', async () => {
    const file = await pdf(alice, '作品清单.pdf');
    const id = await declared(alice, { title: '附件测试申报', files: [file] });
    const answer = await reviewer.call('GET', `/declare/${id}`);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({
      id,
      title: '附件测试申报',
      status: '1',
      description: '从业十年。',
      submitTime: expect.stringMatching(WIRE_TIME),
      member: { userId: alice.userId, userName: alice.phone, nickName: expect.any(String) },
      files: [{ fileName: file, originalFilename: '作品清单.pdf', size: PDF_BYTES.length }],
    });
    const download = await reviewer.call('GET', `/common/download?fileName=${encodeURIComponent(file)}`);
    expect(download.bytes.equals(PDF_BYTES)).toBe(true);
    // Another member still cannot.
    expect((await bob.call('GET', `/common/download?fileName=${encodeURIComponent(file)}`)).body.code).toBe(404);
  });

  test('drafts stay private: not listed, not readable, not reviewable; unknown ids answer 申报不存在', async () => {
    const draft = (await alice.call('POST', '/api/declare', { declareType: '1', title: '草稿不可见', description: '', status: '0' })).body
      .data as number;
    const listed = await reviewer.call('GET', `/declare/list?title=${encodeURIComponent('草稿不可见')}`);
    expect(listed.body).toMatchObject({ total: 0, rows: [] });
    expect((await reviewer.call('GET', `/declare/list?status=0&title=${encodeURIComponent('草稿不可见')}`)).body).toMatchObject({
      total: 0,
    });
    expect((await reviewer.call('GET', `/declare/${draft}`)).body).toEqual({ code: 500, msg: '申报不存在' });
    expect((await reviewer.call('PUT', '/declare/review', { id: draft, status: '2' })).body).toEqual({ code: 500, msg: '申报不存在' });
    expect((await reviewer.call('GET', '/declare/99999999')).body).toEqual({ code: 500, msg: '申报不存在' });
    expect((await reviewer.call('PUT', '/declare/review', { id: 99_999_999, status: '2' })).body).toEqual({ code: 500, msg: '申报不存在' });
    expect((await reviewer.call('GET', '/declare/abc')).body.code).toBe(500);
  });

  test('a returned declaration carries the comment, who and when to the member; it cannot be reviewed twice', async () => {
    const id = await declared(bob, { title: '退回测试申报' });
    expect((await reviewer.call('PUT', '/declare/review', { id, status: '3' })).body.msg).toBe('退回时请填写审核意见');
    expect((await reviewer.call('PUT', '/declare/review', { id, status: '1', comment: 'x' })).body.msg).toBe('审核结果只能是受理或退回');
    expect((await reviewer.call('PUT', '/declare/review', { id, status: '3', comment: '请补充作品署名证明' })).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await admin('PUT', '/declare/review', { id, status: '2' })).body.msg).toBe('只能审核已提交的申报');

    const seen = (await bob.call('GET', `/api/declare/${id}`)).body.data as Record<string, unknown>;
    expect(seen).toMatchObject({
      status: '3',
      comment: '请补充作品署名证明',
      reviewBy: reviewer.userName,
      reviewTime: expect.stringMatching(WIRE_TIME),
    });
    expect((await reviewer.call('GET', `/declare/${id}`)).body.data).toMatchObject({ status: '3', reviewBy: reviewer.userName });

    // Submitted again, it can be accepted.
    expect(
      (
        await bob.call('PUT', '/api/declare', {
          id,
          declareType: '1',
          title: '退回测试申报',
          applicantName: '鲍勃',
          phone: '13900002222',
          description: '已补充。',
          status: '1',
        })
      ).body.code,
    ).toBe(200);
    expect((await admin('PUT', '/declare/review', { id, status: '2', comment: '受理' })).body.code).toBe(200);
    expect((await bob.call('GET', `/api/declare/${id}`)).body.data as Record<string, unknown>).toMatchObject({
      status: '2',
      comment: '受理',
      reviewBy: 'admin',
    });
  });

  test('the list filters by status, type, title, applicant and submission days', async () => {
    const tag = `筛选申报${Date.now() % 100000}`;
    const first = await declared(alice, { title: `${tag}甲`, applicantName: '爱丽丝', declareType: '1' });
    const second = await declared(bob, { title: `${tag}乙`, applicantName: '鲍勃', declareType: '2' });
    await reviewer.call('PUT', '/declare/review', { id: first, status: '2' });
    const ids = async (query: string) =>
      ((await viewer.call('GET', `/declare/list?title=${encodeURIComponent(tag)}&${query}`)).body.rows as Record<string, unknown>[]).map(
        (row) => row.id,
      );
    expect(await ids('')).toEqual([second, first]);
    expect(await ids('status=2')).toEqual([first]);
    expect(await ids('declareType=2')).toEqual([second]);
    expect(await ids(`applicantName=${encodeURIComponent('丽')}`)).toEqual([first]);
    expect(await ids('orderByColumn=id&isAsc=asc')).toEqual([first, second]);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(await ids(`params%5BbeginTime%5D=${today}`)).toHaveLength(2);
    expect(await ids('params%5BendTime%5D=2020-01-01')).toEqual([]);
    const row = (
      (await viewer.call('GET', `/declare/list?title=${encodeURIComponent(tag)}&pageSize=1`)).body.rows as Record<string, unknown>[]
    )[0];
    expect(row).toMatchObject({ id: second, files: [] });
    expect(row).not.toHaveProperty('description');
    expect((await viewer.call('GET', '/declare/list?orderByColumn=description')).body.msg).toBe('参数不符合规范，不能进行查询');
  });

  test('export through both flows, with labels', async () => {
    const tag = `导出申报${Date.now() % 100000}`;
    const id = await declared(alice, { title: tag, declareType: '3', files: [await pdf(alice, 'a.pdf'), await pdf(alice, 'b.pdf')] });
    const rows = await exportedRows(
      api,
      '/declare/export',
      `title=${encodeURIComponent(tag)}`,
      '申报编号 申报类别 申报名称 申报人 工作单位 联系电话 电子邮箱 状态 附件数 提交时间 审核意见 审核人 审核时间',
      reviewer.jar,
    );
    expect(rows.map((row) => row.slice(0, 10))).toEqual([
      [
        String(id),
        '继续教育学时认定',
        tag,
        '申报人',
        '声谷录音棚',
        '13900001111',
        'd@example.com',
        '已提交',
        '2',
        expect.stringMatching(WIRE_TIME),
      ],
    ]);
    const temp = await temporaryExport(reviewer, `/declare/export?title=${encodeURIComponent(tag)}`, '申报数据');
    const download = await reviewer.call('GET', `/common/download?fileName=${encodeURIComponent(temp)}&delete=true`);
    expect(readXlsxRows(download.bytes)).toHaveLength(2);
  });
});

describe('declarations admin: templates', () => {
  test('a reviewer publishes an uploaded file; members see it while it is enabled; it can be renamed and removed', async () => {
    const fileName = await staffUpload(reviewer, '2027年度申报指南.pdf');
    const added = await reviewer.call('POST', '/declare/template', { title: '2027年度申报指南', fileName, orderNum: 0 });
    expect(added.body.code).toBe(200);
    const id = Number(added.body.data);
    const visible = async () => ((await bob.call('GET', '/api/declare/templates')).body.data as Record<string, unknown>[]).map((t) => t.id);
    expect(await visible()).toContain(id);
    const download = await bob.call('GET', `/common/download?fileName=${encodeURIComponent(fileName)}`);
    expect(download.bytes.equals(PDF_BYTES)).toBe(true);

    expect((await reviewer.call('GET', `/declare/template/${id}`)).body.data).toMatchObject({
      id,
      title: '2027年度申报指南',
      fileName,
      originalFilename: '2027年度申报指南.pdf',
      size: PDF_BYTES.length,
      orderNum: 0,
      status: '0',
      createBy: reviewer.userName,
    });
    expect(
      (await reviewer.call('PUT', '/declare/template', { id, title: '2027年度申报指南（修订）', fileName, orderNum: 9, status: '1' })).body,
    ).toEqual({ code: 200, msg: '操作成功' });
    expect(await visible()).not.toContain(id);
    expect((await bob.call('GET', `/common/download?fileName=${encodeURIComponent(fileName)}`)).body.code).toBe(404);
    const list = await viewer.call('GET', `/declare/template/list?title=${encodeURIComponent('修订')}`);
    expect(list.body).toMatchObject({
      total: 1,
      rows: [expect.objectContaining({ id, status: '1', orderNum: 9, updateBy: reviewer.userName })],
    });
    expect(
      ((await viewer.call('GET', '/declare/template/list?status=0')).body.rows as Record<string, unknown>[]).length,
    ).toBeGreaterThanOrEqual(2);

    expect((await reviewer.call('DELETE', `/declare/template/${id},99999999`)).body.msg).toBe('模板不存在');
    expect((await reviewer.call('DELETE', `/declare/template/${id}`)).body.code).toBe(200);
    expect(await api.backend.deps.db.select().from(bllDeclareTemplate).where(eq(bllDeclareTemplate.id, id))).toHaveLength(0);
    expect((await reviewer.call('GET', `/declare/template/${id}`)).body).toEqual({ code: 500, msg: '模板不存在' });
  });

  test("someone else's upload cannot be published, and bad input is refused", async () => {
    const membersFile = await pdf(alice, '私人附件.pdf');
    expect((await reviewer.call('POST', '/declare/template', { title: '不应公开', fileName: membersFile })).body.msg).toBe(
      '附件不存在或不属于当前用户',
    );
    expect(
      (await reviewer.call('POST', '/declare/template', { title: '不应公开', fileName: '/profile/upload/../../etc/passwd' })).body.msg,
    ).toBe('附件不存在或不属于当前用户');
    expect(await api.backend.deps.db.select().from(bllDeclareTemplate).where(eq(bllDeclareTemplate.title, '不应公开'))).toHaveLength(0);

    const own = await staffUpload(reviewer, '表格.pdf');
    expect((await reviewer.call('POST', '/declare/template', { title: '', fileName: own })).body.msg).toBe('模板名称不能为空');
    expect((await reviewer.call('POST', '/declare/template', { title: '表格' })).body.msg).toBe('模板文件不能为空');
    expect((await reviewer.call('POST', '/declare/template', { title: '表格', fileName: own, orderNum: -1 })).body.msg).toBe(
      '显示顺序不能小于0',
    );
    expect((await reviewer.call('POST', '/declare/template', { title: '表格', fileName: own, status: '3' })).body.msg).toBe(
      '模板状态只能是正常或停用',
    );
    expect((await reviewer.call('PUT', '/declare/template', { id: 99_999_999, title: '表格', fileName: own })).body).toEqual({
      code: 500,
      msg: '模板不存在',
    });

    // A seeded template keeps its file when renamed by someone who did not upload it; swapping in a member's file is refused.
    const [seeded] = await api.backend.deps.db.select().from(bllDeclareTemplate).limit(1);
    expect(
      (await reviewer.call('PUT', '/declare/template', { id: seeded.id, title: `${seeded.title}（新版）`, fileName: seeded.fileName })).body
        .code,
    ).toBe(200);
    expect((await reviewer.call('PUT', '/declare/template', { id: seeded.id, title: seeded.title, fileName: membersFile })).body.msg).toBe(
      '附件不存在或不属于当前用户',
    );
    const [after] = await api.backend.deps.db.select().from(bllDeclareTemplate).where(eq(bllDeclareTemplate.id, seeded.id));
    expect(after).toMatchObject({ title: `${seeded.title}（新版）`, fileName: seeded.fileName });
  });
});

import { eq } from 'drizzle-orm';
import { bllArticleType } from '@/features/content/tables';
import { PDF_BYTES } from '@/tests/support/member-helpers';
import { staffUser } from '@/tests/support/staff';
import { Row, admin, api, form, loaded, member, msgOf, navIds, newCategory, reader, rowOf } from './category-admin-suite';
import { expectRefused, expectAllowed } from '@/tests/support/feature-suite';

describe('permissions', () => {
  test("a registered member's category writes are refused and change nothing", async () => {
    await expectRefused(member, [
      ['POST', '/bll/article_type', form({ id: 12 })],
      ['PUT', '/bll/article_type', form({ id: 12 })],
      ['DELETE', '/bll/article_type/12'],
    ]);
    expect(await rowOf(12)).toBeDefined();
  });

  test('an editor holding only list and query reads, and cannot add, edit or delete', async () => {
    await expectAllowed(reader, [
      ['GET', '/bll/article_type/list'],
      ['GET', '/bll/article_type/12'],
    ]);
    const body = form();
    await expectRefused(reader, [
      ['POST', '/bll/article_type', body],
      ['PUT', '/bll/article_type', { ...(await loaded(12)), bllName: '改不了' }],
      ['DELETE', '/bll/article_type/12'],
    ]);
    expect(
      await api.backend.deps.db
        .select()
        .from(bllArticleType)
        .where(eq(bllArticleType.bllName, String(body.bllName))),
    ).toHaveLength(0);
    expect(await rowOf(12)).toMatchObject({ bllName: '行业资讯' });
  });

  test('the picker serves category managers and article editors alike', async () => {
    const articleEditor = await staffUser(api, { perms: ['bll:article:list'] });
    const tree = (await articleEditor.call('GET', '/bll/article_type/treeselect')).body.data as Row[];
    expect(tree.find((node) => node.id === 10)).toMatchObject({
      label: '新闻资讯',
      disabled: false,
      children: [
        { id: 11, label: '协会动态', disabled: false },
        { id: 12, label: '行业资讯', disabled: false },
      ],
    });
    expect((await reader.call('GET', '/bll/article_type/treeselect')).body.code).toBe(200);
  });
});

describe('list and get', () => {
  test('the list is flat, every status, by parent and order, for the tree table; filters by name and status', async () => {
    const hidden = await newCategory({ status: '1', bllName: '已停用的测试栏目' });
    const answer = await admin('GET', '/bll/article_type/list');
    const rows = answer.body.data as Row[];
    expect(rows.find((row) => row.id === hidden)).toMatchObject({ status: '1', children: [] });
    expect(rows.find((row) => row.id === 11)).toMatchObject({
      parentId: 10,
      ancestors: '0,10',
      bllName: '协会动态',
      bllEsName: 'Association News',
      bllType: '1',
      indexArea: 0,
      menuFlag: '1',
      createTime: expect.stringMatching(/^\d{4}-/),
    });
    const parents = rows.map((row) => row.parentId as number);
    expect(parents).toEqual([...parents].sort((a, b) => a - b));

    const named = (await admin('GET', `/bll/article_type/list?bllName=${encodeURIComponent('动态')}`)).body.data as Row[];
    expect(named.map((row) => row.id)).toEqual([11]);
    const disabled = (await admin('GET', '/bll/article_type/list?status=1')).body.data as Row[];
    expect(disabled.every((row) => row.status === '1')).toBe(true);
    expect(disabled.map((row) => row.id)).toContain(hidden);
  });

  test('the parent picker leaves out the category and everything below it', async () => {
    const ids = ((await admin('GET', '/bll/article_type/list/exclude/10')).body.data as Row[]).map((row) => row.id);
    expect(ids).not.toContain(10);
    expect(ids).not.toContain(11);
    expect(ids).not.toContain(12);
    expect(ids).toContain(20);
  });

  test('get answers the category with its parent name; a missing or malformed id is named', async () => {
    expect(await loaded(41)).toMatchObject({ id: 41, parentId: 40, parentName: '学习园地', bllName: '技术讲堂' });
    expect((await admin('GET', '/bll/article_type/99999')).body).toEqual({ code: 500, msg: '栏目不存在' });
    expect(msgOf(await admin('GET', '/bll/article_type/abc'))).toBe("请求参数类型不匹配，参数[id]要求为数字，但输入值为：'abc'");
  });
});

describe('add', () => {
  test('every field the portal reads is saved, with ancestors, and the public navigation follows at once', async () => {
    const values = {
      parentId: 0,
      bllName: '新导航栏目',
      bllEsName: 'New Nav',
      bllType: '3',
      bllValue: '/trainingEvent',
      indexArea: 12,
      orderNum: 3,
      menuFlag: '1',
      status: '0',
      remark: '备注',
    };
    const id = await newCategory(values);
    expect(await loaded(id)).toMatchObject({ ...values, ancestors: '0', createBy: 'admin' });
    expect(await navIds()).toContain(id);

    const child = await newCategory({ parentId: id, bllType: '4', bllValue: 'https://www.example.org/page' });
    expect((await rowOf(child)).ancestors).toBe(`0,${id}`);
    const grandchild = await newCategory({ parentId: child });
    expect((await rowOf(grandchild)).ancestors).toBe(`0,${id},${child}`);

    const offNav = await newCategory({ menuFlag: '0' });
    expect(await navIds()).not.toContain(offNav);
  });

  test('bad input is refused with a clear message, and nothing is saved', async () => {
    const pdf = await member.upload('paper.pdf', PDF_BYTES);
    const cases: [Row, string][] = [
      [{ bllName: '' }, '栏目名称不能为空'],
      [{ bllName: '名'.repeat(51) }, '栏目名称长度不能超过50个字符'],
      [{ bllEsName: 'e'.repeat(101) }, '英文名称长度不能超过100个字符'],
      [{ bllType: '5' }, '栏目类型只能是1、2、3或4'],
      [{ bllType: '3', bllValue: '' }, '链接类栏目的栏目地址不能为空'],
      [{ bllType: '3', bllValue: 'javascript:alert(1)' }, '栏目地址必须是以/开头的站内路径或http(s)://开头的网址'],
      [{ bllType: '4', bllValue: '//evil.example/x' }, '栏目地址必须是以/开头的站内路径或http(s)://开头的网址'],
      [{ bllType: '3', bllValue: 'data:text/html,x' }, '栏目地址必须是以/开头的站内路径或http(s)://开头的网址'],
      [{ bllType: '3', bllValue: '/a b' }, '栏目地址必须是以/开头的站内路径或http(s)://开头的网址'],
      [{ bllValue: '/' + 'p'.repeat(200) }, '栏目地址长度不能超过200个字符'],
      [{ indexArea: 100 }, '首页区域必须是0到99的整数'],
      [{ indexArea: 'x' }, '首页区域必须是0到99的整数'],
      [{ orderNum: undefined }, '显示顺序不能为空'],
      [{ orderNum: -1 }, '显示顺序不能小于0'],
      [{ menuFlag: '2' }, '导航显示只能是0或1'],
      [{ status: '9' }, '栏目状态只能是0或1'],
      [{ parentId: 99999 }, '上级栏目不存在'],
      [{ parentId: -3 }, '上级栏目格式不正确'],
      [{ cover: String(pdf.body.fileName) }, '封面必须是上传的图片(png/jpg/jpeg)'],
      [{ cover: 'javascript:alert(1)' }, '封面必须是上传的图片(png/jpg/jpeg)'],
      [{ remark: 'r'.repeat(501) }, '备注长度不能超过500个字符'],
      [{ bllName: '<img src=x>' }, '栏目名称不能包含脚本字符'],
    ];
    for (const [overrides, message] of cases) {
      const body = form(overrides);
      expect({ overrides, msg: msgOf(await admin('POST', '/bll/article_type', body)) }).toEqual({ overrides, msg: message });
      if (typeof body.bllName === 'string' && body.bllName)
        expect(await api.backend.deps.db.select().from(bllArticleType).where(eq(bllArticleType.bllName, body.bllName))).toHaveLength(0);
    }
  });

  test('sibling names are unique; the same name under another parent is fine', async () => {
    expect(msgOf(await admin('POST', '/bll/article_type', form({ parentId: 10, bllName: '协会动态' })))).toBe(
      "新增栏目'协会动态'失败，栏目名称已存在",
    );
    await newCategory({ parentId: 20, bllName: '协会动态' });
  });
});

describe('edit and move', () => {
  test('moving a category rewrites the ancestors of everything below it', async () => {
    const top = await newCategory({ parentId: 10 });
    const middle = await newCategory({ parentId: top });
    const leaf = await newCategory({ parentId: middle });
    const saved = await admin('PUT', '/bll/article_type', { ...(await loaded(top)), parentId: 40 });
    expect(saved.body).toEqual({ code: 200, msg: '操作成功', data: top });
    expect(await rowOf(top)).toMatchObject({ parentId: 40, ancestors: '0,40', updateBy: 'admin' });
    expect(await rowOf(middle)).toMatchObject({ parentId: top, ancestors: `0,40,${top}` });
    expect(await rowOf(leaf)).toMatchObject({ parentId: middle, ancestors: `0,40,${top},${middle}` });

    await admin('PUT', '/bll/article_type', { ...(await loaded(middle)), parentId: 0 });
    expect(await rowOf(middle)).toMatchObject({ ancestors: '0' });
    expect(await rowOf(leaf)).toMatchObject({ ancestors: `0,${middle}` });
  });

  test('a parent can be neither the category itself nor one below it; nothing changes', async () => {
    const top = await newCategory();
    const child = await newCategory({ parentId: top });
    const current = await loaded(top);
    expect(msgOf(await admin('PUT', '/bll/article_type', { ...current, parentId: top }))).toBe(
      `修改栏目'${current.bllName}'失败，上级栏目不能是自己`,
    );
    expect(msgOf(await admin('PUT', '/bll/article_type', { ...current, parentId: child }))).toBe(
      `修改栏目'${current.bllName}'失败，上级栏目不能是自己的下级栏目`,
    );
    expect(msgOf(await admin('PUT', '/bll/article_type', { ...current, parentId: 99999 }))).toBe('上级栏目不存在');
    expect(msgOf(await admin('PUT', '/bll/article_type', { ...current, bllName: '协会动态', parentId: 10 }))).toBe(
      "修改栏目'协会动态'失败，栏目名称已存在",
    );
    expect(await rowOf(top)).toMatchObject({ parentId: 0, ancestors: '0' });
  });

  test('the member-only category cannot be moved, but its other fields can change', async () => {
    const current = await loaded(96);
    expect(msgOf(await admin('PUT', '/bll/article_type', { ...current, parentId: 10 }))).toBe('会员专区是内置栏目,不允许移动');
    expect((await admin('PUT', '/bll/article_type', { ...current, orderNum: 77 })).body.code).toBe(200);
    expect(await rowOf(96)).toMatchObject({ parentId: 0, orderNum: 77 });
  });

  test('disabling or hiding a category takes it off the public navigation at once', async () => {
    const id = await newCategory();
    expect(await navIds()).toContain(id);
    await admin('PUT', '/bll/article_type', { ...(await loaded(id)), menuFlag: '0' });
    expect(await navIds()).not.toContain(id);
    await admin('PUT', '/bll/article_type', { ...(await loaded(id)), menuFlag: '1', status: '1' });
    expect(await navIds()).not.toContain(id);
  });

  test('the id is required and a missing category is named', async () => {
    expect(msgOf(await admin('PUT', '/bll/article_type', form()))).toBe('参数[id]不能为空');
    expect(msgOf(await admin('PUT', '/bll/article_type', form({ id: 99999 })))).toBe('栏目不存在');
  });
});

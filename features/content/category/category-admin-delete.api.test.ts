import { eq, inArray } from 'drizzle-orm';
import { bllArticle, bllArticleType } from '@/features/content/tables';
import { admin, api, msgOf, newCategory, rowOf } from './category-admin-suite';
import { expectDeletesAllOrNone } from '@/tests/support/feature-suite';

describe('delete', () => {
  test('refused (601) while a category has children or articles; the member-only one never', async () => {
    expect((await admin('DELETE', '/bll/article_type/10')).body).toEqual({ code: 601, msg: '存在下级栏目,不允许删除' });
    expect((await admin('DELETE', '/bll/article_type/12')).body).toEqual({ code: 601, msg: '栏目存在文章,不允许删除' });
    expect((await admin('DELETE', '/bll/article_type/96')).body).toEqual({ code: 500, msg: '会员专区是内置栏目,不允许删除' });

    const empty = await newCategory();
    const [draft] = await api.backend.deps.db
      .insert(bllArticle)
      .values({ typeId: empty, articleName: '只有一篇草稿', status: '0' })
      .returning({ id: bllArticle.id });
    expect((await admin('DELETE', `/bll/article_type/${empty}`)).body).toEqual({ code: 601, msg: '栏目存在文章,不允许删除' });
    await api.backend.deps.db.delete(bllArticle).where(eq(bllArticle.id, draft.id));
    expect((await admin('DELETE', `/bll/article_type/${empty}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await rowOf(empty)).toBeUndefined();
  });

  test('a parent goes together with its children in one call; all or none', async () => {
    const parent = await newCategory();
    const child = await newCategory({ parentId: parent });
    expect((await admin('DELETE', `/bll/article_type/${parent},12`)).body.code).toBe(601);
    const count = async (ids: number[]) =>
      (await api.backend.deps.db.select().from(bllArticleType).where(inArray(bllArticleType.id, ids))).length;
    await expectDeletesAllOrNone(admin, {
      path: '/bll/article_type',
      ids: [parent, child],
      missingId: 99999,
      missing: '栏目不存在',
      count,
    });
  });

  test('an article cannot be saved into a category that is gone', async () => {
    const id = await newCategory();
    await admin('DELETE', `/bll/article_type/${id}`);
    expect(msgOf(await admin('POST', '/bll/article', { typeId: id, articleName: '无处可放' }))).toBe('栏目不存在');
  });
});

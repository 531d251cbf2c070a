import { expect, test } from '../fixtures';
import { INSTANCE_URLS, instance, setDatabase, someArticleId } from './support';

test('with the database gone, cached article and list pages still answer with their content, and readiness says why', async () => {
  const instances = await Promise.all(INSTANCE_URLS.map((_, index) => instance(index)));
  const articleId = await someArticleId(instances[0]);
  const title = (await (await instances[0].get(`/prod-api/api/bll/article/${articleId}`)).json()).data.articleName as string;
  for (const api of instances) expect(await (await api.get(`/article?articleId=${articleId}`)).text()).toContain(title);
  // The list of every article, on both sites: cached per page like a category's list.
  const lists = ['/articleList', '/en/articleList'];
  const listed = new Map<string, string>();
  for (const api of instances) for (const list of lists) listed.set(list, await (await api.get(list)).text());

  await setDatabase('down');
  try {
    for (const api of instances) {
      // Another address of the same page, so the whole-page cache misses and Next's cache answers.
      const page = await api.get(`/article?articleId=${articleId}&pageNum=1`);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain(title);
      for (const list of lists) {
        const listPage = await api.get(`${list}?pageNum=1`);
        expect(listPage.status()).toBe(200);
        expect(await listPage.text()).toContain(/<h1[^>]*>([^<]+)</.exec(listed.get(list)!)![1]);
      }
      const ready = await api.get('/readyz');
      expect(ready.status()).toBe(503);
      expect(JSON.stringify(await ready.json())).toContain('database');
      // An API call answers with an error envelope, promptly, rather than hanging.
      const started = Date.now();
      const answer = await (await api.get('/prod-api/api/bll/article/list?typeId=41')).json();
      expect(answer.code).not.toBe(200);
      expect(Date.now() - started).toBeLessThan(20_000);
    }
  } finally {
    await setDatabase('up');
  }
  for (const api of instances) await expect.poll(async () => (await api.get('/readyz')).status(), { timeout: 30_000 }).toBe(200);
});

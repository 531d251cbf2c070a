/** @features content/portal content/article content/category content/links content/search content/sitemap */
import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD, submitSignIn } from './support';

const highlighted = (page: Page) => page.locator('nav[aria-label="主导航"] li:has(a[aria-current="page"])');

test.describe('public portal', () => {
  test('the highlighted nav entry follows the spec on each fixed page', async ({ page }) => {
    for (const [path, id] of [
      ['/trainingEvent', '85'],
      ['/meritRating', '85'],
      ['/evaluate', '85'],
      ['/memberShip', '13'],
      ['/AboutUs', '86'],
      ['/certificate', '102'],
      ['/areaxList?parentId=10&tabIndex=12', '10'],
    ]) {
      await page.goto(path);
      await expect(highlighted(page), path).toHaveAttribute('data-nav-id', id);
    }
  });

  test('English hides exactly news, policy, activities and ability evaluation; Chinese restores them', async ({ page }) => {
    await page.goto('/');
    const entries = page.locator('nav[aria-label="主导航"] li');
    const chinese = await entries.allInnerTexts();
    expect(chinese).toEqual(expect.arrayContaining(['新闻资讯', '政策法规', '活动专区', '能力评价']));
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    const english = await page.locator('nav[aria-label="Main navigation"] li').allInnerTexts();
    expect(english).toHaveLength(chinese.length - 4);
    expect(english).not.toEqual(expect.arrayContaining(['News']));
    expect(english).toEqual(expect.arrayContaining(['Training', 'Membership', 'Certificates', 'About Us']));
    await page.getByRole('link', { name: '中文' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await entries.allInnerTexts()).toEqual(chinese);
  });

  test('a reader’s reading of an article is counted once an hour and shown live, though the page itself comes from the shared cache', async ({
    page,
    request,
  }) => {
    // An article no other journey opens, so that this reader's first reading is this test's.
    const list = await (await request.get('/prod-api/api/bll/article/list?typeId=41&pageSize=5')).json();
    const articleId = list.rows.at(-1).id;
    const path = `/article?articleId=${articleId}`;
    const shown = async () => {
      await page.goto(path);
      const count = page.getByTestId('view-count');
      await expect(count).toHaveText(/^浏览 \d+ 次$/);
      return count;
    };
    await shown();
    const html = await (await request.get(path)).text();
    const cached = Number(/浏览 <!-- -->(\d+)<!-- --> 次/.exec(html)?.[1] ?? /浏览 (\d+) 次/.exec(html)?.[1]);
    const count = await shown();
    // The page's number stays as it was cached; the beacon's answer carries the first reading.
    await expect.poll(async () => Number((await count.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(cached);
    const first = Number((await count.textContent())?.replace(/\D/g, ''));
    // The same reader again within the hour: the live count, not one more.
    const again = await (await request.post(`/prod-api/api/bll/article/${articleId}/view`)).json();
    expect(again.data).toBe(first);
    await shown();
    await expect.poll(async () => Number((await page.getByTestId('view-count').textContent())?.replace(/\D/g, ''))).toBe(first);
  });

  test('English suggestions show the English titles', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('combobox', { name: 'Search articles or sections' }).fill('microph');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const title of await options.locator('span').allInnerTexts()) expect(title).not.toMatch(/\p{Script=Han}/u);
  });

  test('search suggestions show title and date and open the article; the search button finds categories', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: '搜索文章或栏目' });
    await box.fill('响度');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const first = options.first();
    await expect(first.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    const title = await first.locator('span').innerText();
    expect(title).toContain('响度');
    await first.click();
    await page.waitForURL(/\/article\?articleId=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await box.fill('会员服务');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/memberShip');
    await box.fill('培训活动');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/trainingEvent');
    await box.fill('学习园地');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/areaxList' && url.searchParams.get('parentId') === '40');
  });

  test('at 375 px the menu is collapsed behind its toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const news = page.getByRole('link', { name: '新闻资讯' });
    await expect(news).toBeHidden();
    await page.getByRole('button', { name: /导航菜单/ }).click();
    await expect(news).toBeVisible();
    await news.click();
    await page.waitForURL(/areaxList/);
    await expect(page.getByRole('link', { name: '政策法规' })).toBeHidden();
  });

  test('category 96 signed out lands on sign-in, and returns there after signing in', async ({ page }) => {
    await page.goto('/areaxList?parentId=96&tabIndex=96');
    await page.waitForURL((url) => url.pathname === '/login');
    await submitSignIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/areaxList' && url.searchParams.get('parentId') === '96');
    const article = page.locator('main li h2 a').first();
    const title = await article.innerText();
    await article.click();
    await page.waitForURL(/members=1/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('unknown routes and bad ids answer the 404 page', async ({ page }) => {
    for (const path of [
      '/no-such-page',
      '/article?articleId=abc',
      '/article?articleId=-1',
      `/article?articleId=${'9'.repeat(20)}`,
      '/areaxList?parentId=99999',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    }
  });

  test('paths that cannot be decoded are refused, not a server error; internal routes are not addresses', async ({ request }) => {
    for (const path of ['/a%zz', '/a%25', '/redirect/x%25y']) expect((await request.get(path)).status(), path).toBe(400);
    for (const path of ['/article/1005', '/en/areaxList/10/11/1/20', '/members/96/1/20'])
      expect((await request.get(path)).status(), path).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('article and list pages hold their content, in English where it exists', async ({ page }) => {
    await page.goto('/areaxList?parentId=40&tabIndex=41');
    const links = page.locator('main li h2 a');
    await expect(links).toHaveCount(5);
    const href = await links.first().getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('article p').nth(1)).not.toBeEmpty();

    await page.goto('/en/AboutUs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.locator('nav[aria-label="Main navigation"] a').first()).toBeVisible();
  });
});

test('sitemap.xml lists every public page in both languages, and robots.txt keeps private areas out', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/^<\?xml/);
  expect(sitemap).not.toMatch(/&(?!amp;)/);
  expect(sitemap).toContain('/areaxList?parentId=10&amp;tabIndex=11</loc>');
  expect(sitemap).toMatch(/hreflang="en" href="[^"]*\/en\/AboutUs"/);
  expect(sitemap.match(/\/article\?articleId=\d+<\/loc>/g)!.length).toBeGreaterThanOrEqual(120);
  expect(sitemap).toContain('/en/areaxList?parentId=87&amp;tabIndex=87</loc>');
  expect(sitemap).not.toContain('parentId=96');
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/system/', '/personal', '/Declare', '/members/', '/en/login']) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test('the back office’s refresh helper sends a signed-out reader on: public pages open, the rest ask for sign-in', async ({ request }) => {
  const next = async (path: string) => {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(307);
    const location = new URL(answer.headers().location, 'http://site.invalid');
    return `${location.pathname}${location.search}`;
  };
  expect(await next('/redirect/article?articleId=1000')).toBe('/article?articleId=1000');
  expect(await next('/en/redirect/AboutUs')).toBe('/en/AboutUs');
  expect(await next('/redirect/system/user')).toBe('/system/user');
  expect(await next('/system/user')).toBe('/login?redirect=%2Fsystem%2Fuser');
  const article = await request.get('/redirect/article?articleId=1000');
  expect(article.status()).toBe(200);
  expect(new URL(article.url()).pathname).toBe('/article');
});

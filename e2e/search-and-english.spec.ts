/** @features content/search content/portal content/article */
import { expect, test, type Page } from './fixtures';
import { encode } from 'jpeg-js';
import { E2E_ADMIN_PASSWORD, settled } from './support';

/** Layout shifts of the page until it has settled (support.ts), as the browser scores them (CLS). */
async function layoutShift(page: Page): Promise<number> {
  await settled(page);
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
  });
}

test.describe('full-text search', () => {
  test('Enter in the header box opens the results: ranked, the words marked, filtered and paged', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: '搜索文章或栏目' });
    await box.fill('录音师');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%E5%BD%95%E9%9F%B3%E5%B8%88$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“录音师”的搜索结果');
    await expect(page.getByText(/共找到 \d+ 篇文章/)).toBeVisible();
    const first = page
      .getByRole('listitem')
      .filter({ has: page.locator('mark') })
      .first();
    await expect(first.getByRole('heading', { level: 2 }).locator('mark')).toHaveText('录音师');
    expect(await page.title()).toContain('“录音师”的搜索结果');

    await page.getByLabel('栏目', { exact: true }).selectOption({ label: '职业证书' });
    await page.getByRole('button', { name: '搜索', exact: true }).last().click();
    await expect(page).toHaveURL(/typeId=102/);
    for (const fact of await page.locator('ol li span span:first-child').allTextContents()) expect(fact).toBe('职业证书');
  });

  test('the search button still goes to the category the text names', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: '搜索文章或栏目' }).fill('培训活动');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/\/trainingEvent$/);
  });

  test('English results: English articles with their English titles, Chinese ones when asked', async ({ page }) => {
    await page.goto('/en/search?q=mixing');
    await expect(page.getByText('Showing articles in English.')).toBeVisible();
    const titles = await page.locator('ol h2').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).not.toMatch(/[\u4e00-\u9fff]/);
    await page.getByRole('link', { name: 'Show Chinese articles too' }).click();
    await expect(page).toHaveURL(/all=1/);
    await expect(page.getByRole('link', { name: 'Show English articles only' })).toBeVisible();
  });
});

test.describe('a home page with pictures', () => {
  for (const width of [1280, 375]) {
    test(`the headlines with their covers, the lead fetched first, nothing moving (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/', { waitUntil: 'networkidle' });
      const headlines = page.getByRole('region', { name: '头条' });
      const lead = headlines.locator('article img');
      await expect(lead).toHaveAttribute('fetchpriority', 'high');
      expect(await lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The box is 16:9 before the picture arrives, whatever the picture's own shape.
      expect(await lead.evaluate((img) => getComputedStyle(img).aspectRatio)).toBe('16 / 9');
      expect(await headlines.locator('li img').count()).toBeGreaterThanOrEqual(2);
      expect(await layoutShift(page)).toBe(0);
    });
  }

  test('the cards beside the lead leave no empty cell, on the Chinese home and on the English one with fewer headlines', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [path, name] of [
      ['/', '头条'],
      ['/en', 'Headlines'],
    ]) {
      await page.goto(path);
      const cards = page.getByRole('region', { name }).locator('ul');
      // Each row of the grid is as wide as the list: a card alone in its row spans it.
      const rows = await cards.evaluate((list) => {
        const widths = new Map<number, number>();
        for (const card of list.children) {
          const box = card.getBoundingClientRect();
          widths.set(Math.round(box.top), (widths.get(Math.round(box.top)) ?? 0) + box.width);
        }
        const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
        return [...widths.values()].map((width) => Math.abs(list.clientWidth - width) <= gap + 2);
      });
      expect({ path, rows: rows.length > 0 && rows.every(Boolean) }).toEqual({ path, rows: true });
    }
  });

  test('an editor makes an article a headline with an uploaded cover: the home page shows it, resized for its width', async ({
    browser,
    request,
  }) => {
    expect((await (await request.post('/prod-api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })).json()).code).toBe(
      200,
    );
    // A picture wider than the card draws it, so the browser has something to scale down.
    const picture = encode({ data: Buffer.alloc(640 * 360 * 4, 0x80), width: 640, height: 360 }, 80).data;
    const upload = await request.post('/prod-api/bll/content/upload', {
      multipart: { file: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: picture } },
    });
    const { fileName } = await upload.json();
    const articleName = `封面头条${String(Date.now()).slice(-6)}`;
    // Published long ago, so it is the last of the five headlines and moves none of the others.
    const article = {
      typeId: 42,
      articleName,
      summary: '',
      content: '<p>正文</p>',
      cover: fileName,
      isTop: '1',
      status: '1',
      publishTime: '2020-01-01 09:00:00',
    };
    const added = await (await request.post('/prod-api/bll/article', { data: article })).json();
    expect(added.code).toBe(200);
    try {
      const reader = await browser.newPage();
      await reader.goto('/', { waitUntil: 'networkidle' });
      const card = reader.getByRole('region', { name: '头条' }).getByRole('listitem').filter({ hasText: articleName });
      const image = card.locator('img');
      await expect(image).toHaveAttribute('srcset', /\/_next\/image\?url=%2Fprod-api%2Fprofile%2Fupload%2F.* 240w/);
      await expect(image).toHaveAttribute('sizes', '(max-width: 767px) 50vw, 220px');
      // Below the fold it loads when scrolled to.
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await reader.close();
    } finally {
      await request.delete(`/prod-api/bll/article/${added.data}`);
    }
  });
});

test.describe('the English site', () => {
  test('a list with nothing to show says so, with no pager', async ({ page }) => {
    await page.goto('/en/articleList?articleName=zzqxnothing');
    await expect(page.getByRole('main')).toContainText('No articles in English here yet.');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await page.goto('/en/articleList');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  });

  test('the footer, links and lists in English; Chinese articles on request', async ({ page }) => {
    await page.goto('/en/areaxList?parentId=40&tabIndex=41');
    const footer = page.locator('footer');
    await expect(footer).toContainText('5F Audio Building');
    await expect(footer).toContainText('All rights reserved');
    await expect(footer.getByRole('link', { name: 'Communication University of China' })).toBeVisible();
    await expect(footer).not.toContainText('录音师协会');
    // English punctuation, and the association under the one name the site gives it.
    await expect(footer).toContainText('Phone: ');
    await expect(footer).not.toContainText('：');
    await expect(footer).toContainText('Audio Engineers Association');
    const englishTitles = await page.locator('main h2').allTextContents();
    expect(englishTitles.length).toBeGreaterThan(0);
    for (const title of englishTitles) expect(title).not.toMatch(/[\u4e00-\u9fff]/);
    await page.getByRole('link', { name: 'Show Chinese articles too' }).click();
    await expect(page).toHaveURL(/all=1/);
    expect((await page.locator('main h2').allTextContents()).some((title) => /[\u4e00-\u9fff]/.test(title))).toBe(true);
  });

  test('an article’s author and source in English; a missing page has a title', async ({ page }) => {
    await page.goto('/en/areaxList?parentId=40&tabIndex=41');
    await page.locator('main h2 a').first().click();
    await expect(page.locator('article p').first()).not.toContainText(/[\u4e00-\u9fff]/);
    await page.goto('/en/404');
    expect(await page.title()).toBe('Page not found - Audio Engineers Association');
  });

  test('buttons in sentence case', async ({ page }) => {
    await page.goto('/en/login');
    const button = page.getByRole('button', { name: 'Sign in' }).first();
    expect(await button.evaluate((element) => getComputedStyle(element).textTransform)).toBe('none');
  });
});

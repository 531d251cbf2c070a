/** @features content/article content/category content/links */
import { expect, test } from './fixtures';
import { PNG_BYTES } from '../tests/support/sample-files';
import { E2E_ADMIN_PASSWORD, signIn } from './support';

const EDITOR_PASSWORD = 'Editor#2026';
const EDITOR_ROLE_ID = 3;

test('an editor writes and publishes an article that readers see at once, without JavaScript too; withdrawn, its address answers 404', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-6);
  const title = `混音工作坊纪要${stamp}`;

  // The editor is a staff account holding the seeded 内容编辑 role, made by the administrator.
  expect((await (await request.post('/prod-api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })).json()).code).toBe(
    200,
  );
  const editorName = `editor${stamp}`;
  const created = await (
    await request.post('/prod-api/system/user', {
      data: {
        userName: editorName,
        nickName: `编辑${stamp}`,
        password: EDITOR_PASSWORD,
        deptId: 103,
        roleIds: [EDITOR_ROLE_ID],
        status: '0',
        sex: '0',
      },
    })
  ).json();
  expect(created.code).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, editorName, EDITOR_PASSWORD);
  await page.goto('/content/article');
  await expect(page.getByRole('table', { name: '文章列表' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const editor = page.getByRole('dialog', { name: '添加文章' });
  await editor.getByLabel('文章标题').fill(title);
  await editor.getByRole('combobox', { name: '所属栏目' }).click();
  await page.getByRole('treeitem', { name: '协会动态', exact: true }).click();
  await editor.getByLabel('摘要', { exact: true }).fill('一次关于混音的工作坊。');

  const body = editor.getByRole('textbox', { name: '正文', exact: true });
  await body.click();
  const toolbar = editor.getByRole('toolbar', { name: '工具栏：正文' });
  await toolbar.getByRole('button', { name: '标题1' }).click();
  await page.keyboard.type('工作坊要点');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: '无序列表' }).click();
  await page.keyboard.type('先听后调');
  await page.keyboard.press('Enter');
  await page.keyboard.type('少即是多');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: '插入链接' }).click();
  const linkDialog = page.getByRole('dialog', { name: '插入链接' });
  await linkDialog.getByLabel('链接地址').fill('https://www.example.org/mixing');
  await linkDialog.getByRole('button', { name: '确定' }).click();
  await editor.getByLabel('选择正文图片').setInputFiles({ name: 'console.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(body.locator('img')).toHaveAttribute('src', /^\/prod-api\/profile\/upload\//);

  await editor.getByRole('radio', { name: '发布' }).check();
  await editor.getByRole('button', { name: '确 定' }).click();
  await expect(editor).toBeHidden();

  const list = await (await page.request.get(`/prod-api/bll/article/list?articleName=${encodeURIComponent(title)}`)).json();
  const articleId = list.rows[0].id as number;

  // A reader without JavaScript: everything is in the server's HTML of the first visit after the
  // save (a page without scripts never changes once loaded, so no cache had to expire first).
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const readerPage = await reader.newPage();
  await readerPage.goto(`/article?articleId=${articleId}`);
  await expect(readerPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(readerPage.getByRole('heading', { name: '工作坊要点' })).toBeVisible();
  await expect(readerPage.getByRole('listitem').filter({ hasText: '少即是多' })).toBeVisible();
  await expect(readerPage.getByRole('link', { name: 'https://www.example.org/mixing' })).toHaveAttribute(
    'href',
    'https://www.example.org/mixing',
  );
  const picture = readerPage.locator('img[src*="/profile/upload/"]').first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await readerPage.goto('/areaxList?parentId=10&tabIndex=11');
  await expect(readerPage.getByRole('link', { name: title })).toBeVisible();

  // Withdrawn, the article is gone for readers.
  await page
    .getByRole('table', { name: '文章列表' })
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: '修改' })
    .click();
  const edit = page.getByRole('dialog', { name: '修改文章' });
  await edit.getByRole('radio', { name: '撤回' }).check();
  await edit.getByRole('button', { name: '确 定' }).click();
  await expect(edit).toBeHidden();
  expect((await readerPage.goto(`/article?articleId=${articleId}`))?.status()).toBe(404);
  await reader.close();
});

test('a new navigation category and a new friendly link show on the public pages on the next load', async ({ browser, request }) => {
  const stamp = String(Date.now()).slice(-6);
  expect((await (await request.post('/prod-api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })).json()).code).toBe(
    200,
  );
  const reader = await browser.newPage();
  // The reader's first visit fills the caches the changes must clear.
  await reader.goto('/');
  const category = {
    parentId: 0,
    bllName: `声音档案${stamp}`,
    bllEsName: `Sound Archive ${stamp}`,
    bllType: '1',
    bllValue: '',
    indexArea: 0,
    orderNum: 99,
    menuFlag: '1',
    status: '0',
  };
  const link = { linkName: `声学学会${stamp}`, linkUrl: `https://acoustics${stamp}.example.org/`, orderNum: 99, status: '0' };
  expect((await (await request.post('/prod-api/bll/article_type', { data: category })).json()).code).toBe(200);
  expect((await (await request.post('/prod-api/bll/links', { data: link })).json()).code).toBe(200);
  await reader.reload();
  await expect(reader.getByRole('navigation').getByRole('link', { name: category.bllName })).toBeVisible();
  await expect(reader.locator('footer').getByRole('link', { name: link.linkName })).toHaveAttribute('href', link.linkUrl);
  await reader.close();
});

/** @features content/article system/notice */
import { expect, test, type Page } from '../fixtures';
import { E2E_ADMIN_PASSWORD, settled, signIn } from '../support';
import { adminSession, envelope, ok, unique } from './support';

/**
 * Stored XSS: payloads saved through the back office, then shown by a real browser. Each payload
 * sets `window.__xss` (and most also call alert); the page must show them as text or drop them.
 */
const SET = 'window.__xss=true;alert(1)';

/** Records dialogs; the checks below read them with the marker. */
function watch(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNoScriptRan(page: Page, dialogs: string[]) {
  await settled(page);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

const ARTICLE_BODY = [
  '<p>正文开始</p>',
  `<script>${SET}</script>`,
  `<img src=x onerror="${SET}">`,
  `<img src="/prod-api/profile/upload/x.png" onerror="${SET}">`,
  `<a id="js1" href="javascript:${SET}">链接一</a>`,
  `<a id="js2" href="JaVaScRiPt:${SET}">链接二</a>`,
  `<a id="js3" href="&#106;avascript:${SET}">链接三</a>`,
  `<a id="js4" href="java\tscript:${SET}">链接四</a>`,
  `<a href="data:text/html,<script>${SET}</script>">链接五</a>`,
  `<iframe src="javascript:${SET}"></iframe>`,
  `<iframe srcdoc="<script>parent.${SET}</script>"></iframe>`,
  `<svg><script>${SET}</script></svg>`,
  `<svg onload="${SET}"></svg>`,
  `<details open ontoggle="${SET}"><summary>s</summary></details>`,
  `<form action="javascript:${SET}"><button id="submit-x">提交</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${SET}"></style></mglyph></table></mtext></math>`,
  `<p style="background:url(javascript:${SET})" onclick="${SET}">带样式</p>`,
  `<object data="javascript:${SET}"></object><embed src="javascript:${SET}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${SET}">`,
  `<base href="javascript:${SET}//">`,
  '<p>正文结束</p>',
].join('');

test('stored XSS through article HTML, title, summary and author: refused or sanitised, and the public page runs nothing', async ({
  baseURL,
  page,
}) => {
  const admin = await adminSession(baseURL!);
  const stamp = unique();
  const article = { typeId: 11, status: '1', isTop: '0', content: ARTICLE_BODY, contentEs: ARTICLE_BODY };
  // Plain-text fields refuse whole tags outright.
  for (const [field, label] of [
    ['articleName', '文章标题'],
    ['summary', '摘要'],
    ['author', '作者'],
    ['source', '来源'],
  ]) {
    const answer = await envelope(
      await admin.post('/prod-api/bll/article', { data: { ...article, articleName: `t${stamp}`, [field]: `<svg onload="${SET}">` } }),
    );
    expect(answer, field).toEqual({ code: 500, msg: `${label}不能包含脚本字符` });
  }
  // What passes that check (half tags, attribute breakers) is stored, and must stay text.
  const title = `XSS${stamp} <img src=x onerror=${SET}`;
  const created = await ok(
    admin.post('/prod-api/bll/article', {
      data: {
        ...article,
        articleName: title,
        summary: `"><svg onload=${SET}`,
        author: `' onmouseover='${SET}`,
        source: `javascript:${SET}`,
      },
    }),
  );
  const id = Number(created.data);
  try {
    const stored = await envelope(await admin.get(`/prod-api/bll/article/${id}`));
    expect(String((stored.data as { content: string }).content)).not.toMatch(/<script|onerror|ontoggle|onload|javascript:|<iframe|srcdoc/i);

    const dialogs = watch(page);
    for (const path of [`/article?articleId=${id}`, `/en/article?articleId=${id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('正文结束')).toBeVisible();
      await expect(
        page.locator(
          '[onerror], [onload], [ontoggle], [onclick], [onmouseover], iframe, object, embed, a[href^="javascript" i], a[href^="data:" i]',
        ),
      ).toHaveCount(0);
      for (const link of await page.getByRole('link', { name: /链接/ }).all())
        await link.click({ noWaitAfter: true }).catch(() => undefined);
      await page
        .getByRole('button', { name: '提交' })
        .click({ noWaitAfter: true, timeout: 1_000 })
        .catch(() => undefined);
      await page.getByText('带样式').click();
      await expectNoScriptRan(page, dialogs);
    }
  } finally {
    await ok(admin.delete(`/prod-api/bll/article/${id}`));
  }
});

test('stored XSS through search suggestions: a title with markup is listed as text', async ({ baseURL, page }) => {
  const admin = await adminSession(baseURL!);
  const stamp = unique();
  const title = `搜索${stamp} "><img src=x onerror=${SET}`;
  const id = Number(
    (
      await ok(
        admin.post('/prod-api/bll/article', { data: { typeId: 11, articleName: title, status: '1', isTop: '0', content: '<p>x</p>' } }),
      )
    ).data,
  );
  try {
    const dialogs = watch(page);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: '搜索文章或栏目' });
    await box.fill(`搜索${stamp}`);
    const option = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option');
    await expect(option).toHaveCount(1);
    await expect(option).toContainText(title);
    await option.hover();
    await expectNoScriptRan(page, dialogs);
    await box.press('Enter');
    await expect(page.getByText(title).first()).toBeVisible();
    await expectNoScriptRan(page, dialogs);
  } finally {
    await ok(admin.delete(`/prod-api/bll/article/${id}`));
  }
});

test('stored XSS through menu names: the sidebar, the menu screen and the page tab show text', async ({ baseURL, page }) => {
  const admin = await adminSession(baseURL!);
  const stamp = unique();
  expect(
    await envelope(
      await admin.post('/prod-api/system/menu', {
        data: { parentId: 1, menuName: '<img src=x onerror=__xss=1>', orderNum: 99, menuType: 'F' },
      }),
    ),
  ).toEqual({
    code: 500,
    msg: '菜单名称不能包含脚本字符',
  });
  const menuName = `"><img src=x onerror=__xss=1 ${stamp}`;
  const path = `xss${stamp}`;
  await ok(
    admin.post('/prod-api/system/menu', {
      data: {
        parentId: 1,
        menuName,
        orderNum: 99,
        path,
        component: 'system/config/index',
        menuType: 'C',
        visible: '0',
        status: '0',
        isFrame: '1',
        isCache: '0',
        perms: '',
        icon: '#',
      },
    }),
  );
  const menuId = (
    (await envelope(await admin.get(`/prod-api/system/menu/list?menuName=${encodeURIComponent(stamp)}`))).data as { menuId: number }[]
  )[0].menuId;
  try {
    const dialogs = watch(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.goto('/system/menu');
    const entry = page.getByTestId('sidebar').getByRole('link', { name: menuName });
    await expect(entry).toBeVisible();
    await searchMenus(page, stamp);
    await page.getByRole('button', { name: '展开/折叠' }).click();
    await expect(page.getByRole('table', { name: '菜单列表' })).toContainText(menuName);
    await entry.click();
    await page.waitForURL((url) => url.pathname === `/system/${path}`);
    await expect(page.getByTestId('tags-view')).toContainText(menuName);
    await expectNoScriptRan(page, dialogs);
  } finally {
    await ok(admin.delete(`/prod-api/system/menu/${menuId}`));
  }
});

async function searchMenus(page: Page, text: string) {
  const filters = page.getByRole('search');
  await filters.getByLabel('菜单名称', { exact: true }).fill(text);
  await filters.getByRole('button', { name: '搜索' }).click();
}

test('stored XSS through dictionary labels and css classes: the data screen shows them inert; a bad tag type is refused', async ({
  baseURL,
  page,
}) => {
  const admin = await adminSession(baseURL!);
  const stamp = unique();
  const dictType = `xss_${stamp}`;
  await ok(admin.post('/prod-api/system/dict/type', { data: { dictName: `XSS字典${stamp}`, dictType, status: '0' } }));
  const dictId = ((await envelope(await admin.get(`/prod-api/system/dict/type/list?dictType=${dictType}`))).rows as { dictId: number }[])[0]
    .dictId;
  for (const [field, label] of [
    ['dictLabel', '字典标签'],
    ['cssClass', '样式属性'],
  ]) {
    const answer = await envelope(
      await admin.post('/prod-api/system/dict/data', {
        data: { dictType, dictLabel: 'x', dictValue: '8', dictSort: 8, status: '0', [field]: `"><img src=x onerror=${SET}>` },
      }),
    );
    expect(answer, field).toEqual({ code: 500, msg: `${label}不能包含脚本字符` });
  }
  const rows = [
    { dictLabel: `"><img src=x onerror=${SET}`, dictValue: '1', cssClass: `" onmouseover="${SET}" x="`, listClass: 'primary' },
    { dictLabel: `<script ${stamp}`, dictValue: '2', cssClass: `x' onmouseover='${SET}`, listClass: '' },
    { dictLabel: '样式注入', dictValue: '3', cssClass: `x onmouseover=${SET} y`, listClass: 'danger' },
  ];
  try {
    for (const [i, row] of rows.entries())
      await ok(admin.post('/prod-api/system/dict/data', { data: { dictType, dictSort: i, status: '0', ...row } }));
    const badTag = await envelope(
      await admin.post('/prod-api/system/dict/data', {
        data: { dictType, dictLabel: 'bad', dictValue: '9', dictSort: 9, status: '0', listClass: `" onmouseover="${SET}` },
      }),
    );
    expect(badTag).toEqual({ code: 500, msg: '回显样式只能是default、primary、success、info、warning、danger之一' });

    const dialogs = watch(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.goto(`/system/dict-data/index/${dictId}`);
    const table = page.getByRole('table');
    for (const row of rows) {
      const cell = table.getByText(row.dictLabel, { exact: true });
      await expect(cell).toBeVisible();
      await cell.hover();
    }
    // The css classes reached the page as class values, not as attributes of their own.
    await expect(page.locator('[class*="onmouseover"]')).toHaveCount(rows.length);
    await expect(page.locator('[onmouseover], [onerror]')).toHaveCount(0);
    await expectNoScriptRan(page, dialogs);
  } finally {
    const stored = (await envelope(await admin.get(`/prod-api/system/dict/data/list?dictType=${dictType}`))).rows as { dictCode: number }[];
    if (stored.length) await ok(admin.delete(`/prod-api/system/dict/data/${stored.map((d) => d.dictCode).join(',')}`));
    await ok(admin.delete(`/prod-api/system/dict/type/${dictId}`));
  }
});

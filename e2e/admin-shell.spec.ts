/** @features system/menu auth system/config */
import { expect, test, type Locator, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD, registerThroughApi, signIn, submitSignIn } from './support';

interface Route {
  path: string;
  hidden?: boolean;
  meta?: { title: string };
  children?: Route[];
}

const sidebar = (page: Page) => page.getByTestId('sidebar');
const topLevel = (page: Page) => sidebar(page).locator('nav > .MuiListItemButton-root');

async function openSettings(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '布局设置' }).click();
  return page.getByRole('dialog', { name: '布局设置' });
}

test.describe('admin shell', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  });

  test('the sidebar holds exactly the menus of getRouters, and route search finds pages', async ({ page }) => {
    const routers: Route[] = (await (await page.request.get('/prod-api/getRouters')).json()).data;
    await page.goto('/index');
    const titles = routers.filter((route) => !route.hidden).map((route) => route.meta!.title);
    await expect(topLevel(page)).toHaveText(['首页', ...titles]);

    const system = routers.find((route) => route.path === '/system')!;
    await topLevel(page).filter({ hasText: '系统管理' }).click();
    const children = system.children!.filter((route) => !route.hidden).map((route) => route.meta!.title);
    for (const title of children)
      await expect(
        sidebar(page)
          .getByRole('link', { name: title, exact: true })
          .or(sidebar(page).getByRole('button', { name: title, exact: true })),
      ).toBeVisible();

    await page.getByRole('button', { name: '搜索菜单' }).click();
    const search = page.getByRole('combobox', { name: '搜索菜单' });
    for (const query of ['字典', 'dict']) {
      await search.fill(query);
      await expect(page.getByRole('option').first()).toHaveText('系统管理 > 字典管理');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL('**/system/dict');
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('字典管理');
  });

  test('tags: visited pages become tabs, close others keeps the affixed home', async ({ page }) => {
    await page.goto('/index');
    await topLevel(page).filter({ hasText: '系统管理' }).click();
    // Each click waits for its page: a click during a navigation supersedes it, and a page never shown earns no tab.
    for (const [title, path] of [
      ['用户管理', 'user'],
      ['字典管理', 'dict'],
      ['参数设置', 'config'],
    ]) {
      await sidebar(page).getByRole('link', { name: title }).click();
      await page.waitForURL(`**/system/${path}`);
    }
    await topLevel(page).filter({ hasText: '会员服务' }).click();
    await sidebar(page).getByRole('link', { name: '会员审核' }).click();
    await page.waitForURL('**/member/sign');
    const tags = page.getByTestId('tag');
    await expect(tags).toHaveText(['首页', '用户管理', '字典管理', '参数设置', '会员审核']);

    await tags.filter({ hasText: '字典管理' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tags).toHaveText(['首页', '字典管理']);
    await page.waitForURL('**/system/dict');
    await tags.filter({ hasText: '首页' }).click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: '关闭当前' })).toBeDisabled();
    await page.getByRole('menuitem', { name: '全部关闭' }).click();
    await expect(tags).toHaveText(['首页']);
    await page.waitForURL('**/index');
  });

  test('TopNav shows five items and a more menu at 1280 px', async ({ page }) => {
    await page.goto('/index');
    const settings = await openSettings(page);
    await settings.getByLabel('开启 TopNav').check();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('top-nav-item')).toHaveCount(5);
    await expect(page.getByTestId('top-nav').getByRole('button', { name: '更多菜单' })).toBeVisible();
    await page.getByTestId('top-nav').getByRole('button', { name: '系统管理' }).click();
    await page.waitForURL('**/system/**');
    await expect(sidebar(page).getByRole('link', { name: '用户管理' })).toBeVisible();
  });

  test('at 1100 px TopNav keeps 更多菜单 whole', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/index');
    const settings = await openSettings(page);
    await settings.getByLabel('开启 TopNav').check();
    await page.keyboard.press('Escape');
    const more = page.getByTestId('top-nav').getByRole('button', { name: '更多菜单' });
    await expect(more).toBeVisible();
    expect(await more.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
    const nav = await page.getByTestId('top-nav').boundingBox();
    const moreBox = await more.boundingBox();
    expect(moreBox!.x + moreBox!.width).toBeLessThanOrEqual(nav!.x + nav!.width + 1);
  });

  test('more tabs than fit: the open page’s tab is scrolled into view, and the wheel scrolls the bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // The visited tabs are kept in the session's storage: each page opened adds one.
    const pages = [
      ...['user', 'role', 'menu', 'dept', 'post', 'dict', 'config', 'notice'].map((name) => `/system/${name}`),
      ...['online', 'job', 'server', 'cache'].map((name) => `/monitor/${name}`),
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByTestId('tags-view').locator(`[data-path="${path}"]`)).toBeVisible();
    }
    await page.goto('/tool/gen');
    const bar = page.getByTestId('tags-view');
    const active = bar.locator('[aria-current="page"]');
    await expect(active).toHaveAttribute('data-path', '/tool/gen');
    await expect(active).toBeInViewport();
    expect(await bar.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const [barBox, activeBox] = [await bar.boundingBox(), await active.boundingBox()];
    expect(activeBox!.x + activeBox!.width).toBeLessThanOrEqual(barBox!.x + barBox!.width + 1);
    await bar.evaluate((element) => (element.scrollLeft = 0));
    await bar.hover();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => bar.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('settings: side theme and colour survive a reload, reset restores the defaults', async ({ page }) => {
    await page.goto('/index');
    const shell = page.locator('[data-theme-colour]');
    await expect(sidebar(page)).toHaveAttribute('data-side-theme', 'theme-dark');
    let settings = await openSettings(page);
    await settings.getByRole('button', { name: '浅色侧边栏' }).click();
    await settings.getByRole('radio', { name: '#ff4500' }).click();
    await expect(sidebar(page)).toHaveAttribute('data-side-theme', 'theme-light');
    await settings.getByRole('button', { name: '保存配置' }).click();
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-side-theme', 'theme-light');
    await expect(shell).toHaveAttribute('data-theme-colour', '#ff4500');

    settings = await openSettings(page);
    await settings.getByRole('button', { name: '深色侧边栏' }).click();
    await settings.getByRole('button', { name: '保存配置' }).click();
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-side-theme', 'theme-dark');
    await expect(shell).toHaveAttribute('data-theme-colour', '#ff4500');

    settings = await openSettings(page);
    await settings.getByRole('button', { name: '重置配置' }).click();
    await page.waitForLoadState('load');
    await expect(shell).toHaveAttribute('data-theme-colour', '#409EFF');
    await expect(sidebar(page)).toHaveAttribute('data-side-theme', 'theme-dark');
  });

  test('under 992 px the sidebar is a drawer that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/index');
    // The server draws the desktop layout; once the page runs, the narrow window swaps it for the drawer.
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByTestId('hamburger').click();
    const drawer = page.getByTestId('sidebar-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: '系统管理' }).click();
    await drawer.getByRole('link', { name: '用户管理' }).click();
    await page.waitForURL('**/system/user');
    await expect(page.getByTestId('sidebar-drawer')).toBeHidden();
  });

  test('list headings, times and the breadcrumb keep to one line at desktop and phone widths', async ({ page }) => {
    /** How many lines each element's text takes. */
    const linesOf = (locator: Locator) =>
      locator.evaluateAll((elements) =>
        elements.map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          return `${element.textContent?.trim()}: ${tops.size}`;
        }),
      );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/system/user');
    const table = page.getByRole('table', { name: '用户列表' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const headings = table.getByRole('columnheader').filter({ hasText: /\S/ });
    const headingNames = (await headings.allTextContents()).map((name) => name.trim());
    expect(headingNames).toEqual(expect.arrayContaining(['用户编号', '用户昵称', '部门', '创建时间']));
    expect(await linesOf(headings)).toEqual(headingNames.map((name) => `${name}: 1`));
    const times = table
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .nth(headingNames.indexOf('创建时间') + 1)
      .getByText(/^\d{4}-/);
    expect(await linesOf(times)).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d: 1$/)]);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/system/user-auth/role/1');
    const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
    await expect(breadcrumb).toContainText('分配角色');
    const crumbBox = await breadcrumb.boundingBox();
    const tagsBox = await page.getByTestId('tags-view').boundingBox();
    expect(crumbBox && tagsBox && crumbBox.height < 30 && crumbBox.y + crumbBox.height <= tagsBox.y).toBe(true);
    // A phone shows the page's own title, not a row of separators.
    const title = breadcrumb.getByText('分配角色');
    await expect(title).toBeVisible();
    expect(await title.evaluate((step) => step.getBoundingClientRect().width >= 40)).toBe(true);
  });

  test('hidden routes take digit ids only; size and sign-out ask and remember', async ({ page, context }) => {
    // Addresses that do not exist answer HTTP 404, with the shell's 404 panel.
    for (const path of [
      '/system/user-auth/role/abc',
      '/system/role-auth/user/1x',
      '/system/dict-data/index/-1',
      '/tool/gen-edit/index/007',
      '/system/no-such-page',
      '/en/monitor/nothing/here',
      '/content',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByTestId('status-not-found')).toBeVisible();
    }
    expect((await page.goto('/system/user'))?.status()).toBe(200);
    // Signing in again would not help a signed-in administrator on the 401 page.
    await page.goto('/401');
    await expect(page.getByRole('main').getByRole('link', { name: '返回首页' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去登录' })).toHaveCount(0);
    await page.goto('/system/user-auth/role/1');
    await expect(page.getByTestId('status-not-found')).toHaveCount(0);

    await page.getByRole('button', { name: '布局大小' }).click();
    // The labels name the values they store, as the stock menu does (Default, Medium, Small, Mini).
    await expect(page.getByRole('menuitem')).toHaveText(['默认', '中等', '稍小', '迷你']);
    await expect(page.getByRole('menuitem', { name: '中等' })).toBeDisabled();
    await page.getByRole('menuitem', { name: '迷你' }).click();
    await expect(page.locator('[data-size]')).toHaveAttribute('data-size', 'mini');
    expect((await context.cookies()).find((cookie) => cookie.name === 'size')?.value).toBe('mini');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText('确定注销并退出系统吗？');
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL('**/login?redirect=**');
  });
});

test('a signed-in user without admin menus gets the 401 page; a signed-out reader signs in first', async ({ page, request }) => {
  await page.goto('/401');
  await expect(page.getByRole('main').getByRole('link', { name: '去登录' })).toBeVisible();
  await page.goto('/system/config');
  await page.waitForURL('**/login?redirect=%2Fsystem%2Fconfig');
  const member = await registerThroughApi(request);
  await signIn(page, member.phone, member.password);
  await page.goto('/system/config');
  await expect(page.getByTestId('status-forbidden')).toBeVisible();
  await expect(topLevel(page)).toHaveText(['首页']);
});

test('a user with a limited role sees fewer menus and no delete buttons', async ({ page, request }) => {
  const member = await registerThroughApi(request);
  // `request` is signed in as the administrator by now (it read the SMS outbox).
  const role = await (
    await request.post('/prod-api/system/role', {
      data: {
        roleName: `参数查看${member.phone.slice(-4)}`,
        roleKey: `config_viewer_${member.phone}`,
        roleSort: 9,
        status: '0',
        menuIds: [1, 106, 1031, 1033],
      },
    })
  ).json();
  expect(role.code).toBe(200);
  await signIn(page, member.phone, member.password);
  const info = await (await page.request.get('/prod-api/getInfo')).json();
  const granted = await request.put(`/prod-api/system/user/authRole?userId=${info.user.userId}&roleIds=${role.data}`);
  expect((await granted.json()).code).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/system/config');
  await expect(topLevel(page)).toHaveText(['首页', '系统管理']);
  // The directory of the open page starts expanded.
  await expect(sidebar(page).getByRole('navigation', { name: 'menu' }).getByRole('link')).toHaveText(['首页', '参数设置']);
  const table = page.getByRole('table', { name: '参数列表' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('button', { name: '修改' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
  await page.goto('/system/user');
  await expect(page.getByTestId('status-forbidden')).toBeVisible();
});

test('kept pages keep their work, and an ended session asks to sign in again without leaving the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.goto('/system/config');
  // The rows arrive once the page runs in the browser; typing before then would be reset.
  await expect(page.getByRole('table', { name: '参数列表' }).getByRole('row').nth(1)).toBeVisible();
  const filters = page.getByRole('search');
  await filters.getByLabel('参数名称').fill('验证码');
  await page.getByTestId('tag').filter({ hasText: '首页' }).click();
  await page.waitForURL('**/index');
  await page.getByTestId('tag').filter({ hasText: '参数设置' }).click();
  await page.waitForURL('**/system/config');
  await expect(filters.getByLabel('参数名称')).toHaveValue('验证码');

  await page.getByRole('button', { name: '新增' }).click();
  const form = page.getByRole('dialog', { name: '添加参数' });
  const key = `e2e.relogin.${Date.now()}`;
  await form.getByLabel('参数名称').fill('重新登录后保留');
  await form.getByLabel('参数键名').fill(key);
  await form.getByLabel('参数键值').fill('kept');
  // The session ends behind the page's back.
  await page.request.post('/prod-api/logout');
  await form.getByRole('button', { name: '确 定' }).click();

  const prompt = page.getByRole('dialog', { name: '系统提示' });
  await expect(prompt).toContainText('登录状态已过期');
  await prompt.getByRole('button', { name: '重新登录' }).click();
  await submitSignIn(prompt, 'admin', E2E_ADMIN_PASSWORD);
  await expect(prompt).toBeHidden();

  await expect(form.getByLabel('参数键名')).toHaveValue(key);
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(form).toBeHidden();
  await filters.getByLabel('参数名称').fill('');
  await filters.getByLabel('参数键名').fill(key);
  await filters.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('table', { name: '参数列表' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: '参数列表' })).toContainText('重新登录后保留');
});

test('a page drawn before its scripts run holds its buttons until it can act on them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/system/config', { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: '新增' });
  await expect(add).toBeVisible();
  await expect(add).toBeDisabled();
  release();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('dialog', { name: '添加参数' })).toBeVisible();
});

test('the locked screen stays locked across a reload and opens with the password at the page it was locked on', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.goto('/system/config');
  await expect(page.getByRole('table', { name: '参数列表' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '锁定屏幕' }).click();
  await expect(page.getByRole('heading', { name: '屏幕已锁定' })).toBeVisible();
  await page.goto('/system/user');
  await expect(page.getByRole('heading', { name: '屏幕已锁定' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page.getByText('请输入密码')).toBeVisible();
  await page.getByLabel('密码').fill('not-the-password');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page.getByText('密码错误，请重新输入')).toBeVisible();
  await page.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: '解锁' }).click();
  await page.waitForURL('**/system/config');
  await expect(page.getByRole('table', { name: '参数列表' }).getByRole('row').nth(1)).toBeVisible();
});

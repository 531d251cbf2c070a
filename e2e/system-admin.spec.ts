/** @features system/user system/role system/dept system/post system/dict system/config system/menu */
import { expect, test, type Browser, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD, expectNotice, signIn } from './support';

const stamp = String(Date.now()).slice(-6);
const USER_PASSWORD = 'Staff#2026';

const sidebar = (page: Page) => page.getByTestId('sidebar');
const topLevel = (page: Page) => sidebar(page).locator('nav > .MuiListItemButton-root');

async function confirmDialog(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: '系统提示' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

/** An admin screen with its first data rows: typing before the page runs in the browser would be reset. */
async function openList(page: Page, path: string, table: string) {
  await page.goto(path);
  await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
  return page.getByRole('table', { name: table });
}

async function searchFor(page: Page, label: string, value: string) {
  const filters = page.getByRole('search');
  await filters.getByLabel(label, { exact: true }).fill(value);
  await filters.getByRole('button', { name: '搜索' }).click();
}

async function asUser(browser: Browser, userName: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, userName, USER_PASSWORD);
  return page;
}

test.describe.configure({ mode: 'serial' });

test.describe('system administration', () => {
  const roleName = `参数管理员${stamp}`;
  const roleKey = `config_admin_${stamp}`;
  const userName = `staff${stamp}`;

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  });

  test('a role made on the role screen and a user given it: the user sees exactly its menus and buttons, until disabled', async ({
    page,
    browser,
  }) => {
    // Two browsers, a role, a user and four screens: on a busy machine this journey needs more than the default minute.
    test.setTimeout(120_000);
    await openList(page, '/system/role', '角色列表');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const roleForm = page.getByRole('dialog', { name: '添加角色' });
    await roleForm.getByLabel('角色名称').fill(roleName);
    await roleForm.getByLabel('权限字符').fill(roleKey);
    await roleForm.getByLabel('角色顺序').fill('9');
    await roleForm.getByRole('checkbox', { name: '展开/折叠' }).check();
    // Linked parent and children: ticking the page ticks its buttons, and its directory is stored half-checked.
    // The tree item is the checkable element (aria-checked); its drawn box is hidden from assistive technology.
    const configPage = roleForm.getByRole('treeitem', { name: '参数设置', exact: true });
    await configPage.locator('input[type=checkbox]').first().check();
    await expect(configPage).toHaveAttribute('aria-checked', 'true');
    await expect(roleForm.getByRole('treeitem', { name: '系统管理', exact: true })).toHaveAttribute('aria-checked', 'mixed');
    await roleForm.getByRole('button', { name: '确 定' }).click();
    await expect(roleForm).toBeHidden();
    await searchFor(page, '角色名称', roleName);
    await expect(page.getByRole('table', { name: '角色列表' })).toContainText(roleKey);

    await openList(page, '/system/user', '用户列表');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const userForm = page.getByRole('dialog', { name: '添加用户' });
    await userForm.getByLabel('用户昵称').fill(`职员${stamp}`);
    await userForm.getByLabel('用户名称').fill(userName);
    await userForm.getByLabel('用户密码').fill(USER_PASSWORD);
    await userForm.getByRole('combobox', { name: '角色' }).click();
    await page.getByRole('option', { name: roleName }).click();
    await page.keyboard.press('Escape');
    await userForm.getByRole('button', { name: '确 定' }).click();
    await expect(userForm).toBeHidden();
    await searchFor(page, '用户名称', userName);
    await expect(page.getByRole('table', { name: '用户列表' }).getByRole('row')).toHaveCount(2);

    const staff = await asUser(browser, userName);
    await staff.goto('/system/config');
    await expect(topLevel(staff)).toHaveText(['首页', '系统管理']);
    await expect(sidebar(staff).getByRole('navigation', { name: 'menu' }).getByRole('link')).toHaveText(['首页', '参数设置']);
    await expect(staff.getByRole('table', { name: '参数列表' }).getByRole('row').nth(1)).toBeVisible();
    for (const button of ['新增', '修改', '删除', '导出'])
      await expect(staff.getByRole('button', { name: button, exact: true }).first()).toBeVisible();
    await staff.goto('/system/user');
    await expect(staff.getByTestId('status-forbidden')).toBeVisible();

    await page.getByRole('switch', { name: `${userName} 的状态` }).click();
    await confirmDialog(page, `确认要"停用""${userName}"用户吗？`);
    await staff.goto('/system/config');
    await staff.waitForURL('**/login?redirect=**');
    await staff.context().close();
  });

  test('roles are taken and given on both assignment pages', async ({ page }) => {
    const users = await (await page.request.get(`/prod-api/system/user/list?userName=${userName}`)).json();
    const userId = users.rows[0].userId as number;
    const roles = await (await page.request.get(`/prod-api/system/role/list?roleKey=${roleKey}`)).json();
    const roleId = roles.rows[0].roleId as number;

    await page.goto(`/system/user-auth/role/${userId}`);
    const offered = page.getByRole('table', { name: '角色信息' });
    const tick = offered.getByRole('checkbox', { name: `选择第 ${roleId} 行` });
    await expect(tick).toBeChecked();
    await tick.uncheck();
    await page.getByRole('button', { name: '提交' }).click();
    await page.waitForURL('**/system/user');
    await expect(page.getByTestId('tag').filter({ hasText: '分配角色' })).toHaveCount(0);

    await page.goto(`/system/role-auth/user/${roleId}`);
    const allocated = page.getByRole('table', { name: '已分配用户' });
    await expect(allocated).not.toContainText(userName);
    await page.getByRole('button', { name: '添加用户' }).click();
    const chooser = page.getByRole('dialog', { name: '选择用户' });
    await chooser.getByLabel('用户名称').fill(userName);
    await chooser.getByRole('button', { name: '搜索' }).click();
    await chooser.getByRole('checkbox', { name: `选择第 ${userId} 行` }).check();
    await chooser.getByRole('button', { name: '确 定' }).click();
    await expect(chooser).toBeHidden();
    await expect(allocated).toContainText(userName);

    await allocated.getByRole('row').filter({ hasText: userName }).getByRole('button', { name: '取消授权' }).click();
    await confirmDialog(page, `确认要取消该用户"${userName}"角色吗？`);
    await expectNotice(page, '取消授权成功');
    await expect(allocated).not.toContainText(userName);
  });

  test('a dictionary type gets data, and new data of a used dictionary shows in the form that uses it', async ({ page }) => {
    const dictType = `e2e_level_${stamp}`;
    await openList(page, '/system/dict', '字典类型列表');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const typeForm = page.getByRole('dialog', { name: '添加字典类型' });
    await typeForm.getByLabel('字典名称').fill(`会员等级${stamp}`);
    await typeForm.getByLabel('字典类型').fill(dictType);
    await typeForm.getByRole('button', { name: '确 定' }).click();
    await expect(typeForm).toBeHidden();
    await searchFor(page, '字典类型', dictType);
    await page.getByRole('link', { name: dictType }).click();
    await page.waitForURL('**/system/dict-data/index/**');

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dataForm = page.getByRole('dialog', { name: '添加字典数据' });
    await dataForm.getByLabel('数据标签').fill('高级会员');
    await dataForm.getByLabel('数据键值').fill('senior');
    await dataForm.getByLabel('显示排序').fill('1');
    await dataForm.getByRole('button', { name: '确 定' }).click();
    await expect(dataForm).toBeHidden();
    await expect(page.getByRole('table', { name: '字典数据列表' })).toContainText('高级会员');

    // The user form's gender options come from sys_user_sex: a new entry appears there without a reload.
    await page.getByRole('button', { name: '关闭', exact: true }).click();
    await page.waitForURL('**/system/dict');
    await searchFor(page, '字典类型', 'sys_user_sex');
    await page.getByRole('link', { name: 'sys_user_sex' }).click();
    await page.waitForURL('**/system/dict-data/index/**');
    await expect(page.getByRole('table', { name: '字典数据列表' })).toContainText('未知');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await dataForm.getByLabel('数据标签').fill('保密');
    await dataForm.getByLabel('数据键值').fill('9');
    await dataForm.getByLabel('显示排序').fill('9');
    await dataForm.getByRole('button', { name: '确 定' }).click();
    await expect(dataForm).toBeHidden();
    await expect(page.getByRole('table', { name: '字典数据列表' })).toContainText('保密');

    await page.getByTestId('sidebar').getByRole('link', { name: '用户管理' }).click();
    await page.waitForURL('**/system/user');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const userForm = page.getByRole('dialog', { name: '添加用户' });
    await userForm.getByRole('combobox', { name: '用户性别' }).click();
    await expect(page.getByRole('option', { name: '保密' })).toBeVisible();
  });

  test('a tree choice opened before its data arrives opens its nodes when they come', async ({ page }) => {
    await openList(page, '/system/dept', '部门列表');
    // The form loads its parent choices when it opens; they arrive only after the choice is opened.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/prod-api/system/dept/list*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: '新增', exact: true }).first().click();
    await page.getByRole('dialog', { name: '添加部门' }).getByRole('combobox', { name: '上级部门' }).click();
    await expect(page.getByPlaceholder('输入关键字过滤')).toBeVisible();
    release();
    await expect(page.getByRole('treeitem', { name: /^培训部/ })).toBeVisible();
  });

  test('departments and menus: a department is added under another, a menu button under a page', async ({ page }) => {
    const deptName = `录音组${stamp}`;
    await openList(page, '/system/dept', '部门列表');
    await page.getByRole('button', { name: '新增', exact: true }).first().click();
    const deptForm = page.getByRole('dialog', { name: '添加部门' });
    await deptForm.getByRole('combobox', { name: '上级部门' }).click();
    await page.getByRole('treeitem', { name: /^培训部/ }).click();
    await deptForm.getByLabel('部门名称').fill(deptName);
    await deptForm.getByLabel('显示排序').fill('5');
    await deptForm.getByRole('button', { name: '确 定' }).click();
    await expect(deptForm).toBeHidden();
    await expect(page.getByRole('table', { name: '部门列表' })).toContainText(deptName);

    await openList(page, '/system/menu', '菜单列表');
    const menuName = `参数刷新${stamp}`;
    await page.getByRole('button', { name: '新增', exact: true }).first().click();
    const menuForm = page.getByRole('dialog', { name: '添加菜单' });
    await menuForm.getByRole('combobox', { name: '上级菜单' }).click();
    await page
      .getByRole('treeitem', { name: /^主类目/ })
      .getByRole('treeitem', { name: /^系统管理/ })
      .first()
      .click();
    await menuForm.getByRole('radio', { name: '按钮' }).check();
    await menuForm.getByLabel('菜单名称').fill(menuName);
    await menuForm.getByLabel('显示排序').fill('9');
    await menuForm.getByLabel('权限字符').fill(`system:config:refresh${stamp}`);
    await menuForm.getByRole('button', { name: '确 定' }).click();
    await expect(menuForm).toBeHidden();
    await searchFor(page, '菜单名称', menuName);
    await expect(page.getByRole('table', { name: '菜单列表' })).toContainText(menuName);
  });

  test('a post made on the post screen is offered in the user form, and stays while someone holds it', async ({ page }) => {
    const postName = `录音督导${stamp}`;
    await openList(page, '/system/post', '岗位列表');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const postForm = page.getByRole('dialog', { name: '添加岗位' });
    await postForm.getByRole('button', { name: '确 定' }).click();
    await expect(postForm).toContainText('岗位名称不能为空');
    await postForm.getByLabel('岗位名称').fill(postName);
    await postForm.getByLabel('岗位编码').fill(`sound_${stamp}`);
    await postForm.getByLabel('岗位顺序').fill('5');
    await postForm.getByRole('button', { name: '确 定' }).click();
    await expect(postForm).toBeHidden();
    await searchFor(page, '岗位名称', postName);
    await expect(page.getByRole('table', { name: '岗位列表' })).toContainText(`sound_${stamp}`);

    await openList(page, '/system/user', '用户列表');
    await searchFor(page, '用户名称', userName);
    await page.getByRole('row').filter({ hasText: userName }).getByRole('button', { name: '修改' }).click();
    const userForm = page.getByRole('dialog', { name: '修改用户' });
    await userForm.getByRole('combobox', { name: '岗位' }).click();
    await page.getByRole('option', { name: postName }).click();
    await page.keyboard.press('Escape');
    await userForm.getByRole('button', { name: '确 定' }).click();
    await expect(userForm).toBeHidden();

    await openList(page, '/system/post', '岗位列表');
    await searchFor(page, '岗位名称', postName);
    await page.getByRole('row').filter({ hasText: postName }).getByRole('button', { name: '删除' }).click();
    await confirmDialog(page, /是否确认删除岗位编号为"\d+"的数据项？/);
    await expectNotice(page, `${postName}已分配,不能删除`);
    await expect(page.getByRole('table', { name: '岗位列表' })).toContainText(postName);
  });

  test('the captcha switch in config is what the sign-in page follows', async ({ page, browser }) => {
    const entries = await (await page.request.get('/prod-api/system/config/list?configKey=sys.account.captchaEnabled')).json();
    const entry = entries.rows[0];
    const reader = await browser.newPage();
    try {
      await openList(page, '/system/config', '参数列表');
      await searchFor(page, '参数键名', 'sys.account.captchaEnabled');
      const rows = page.getByRole('table', { name: '参数列表' }).getByRole('row');
      await expect(rows).toHaveCount(2);
      await rows.filter({ hasText: 'sys.account.captchaEnabled' }).getByRole('button', { name: '修改' }).click();
      const form = page.getByRole('dialog', { name: '修改参数' });
      await form.getByLabel('参数键值').fill('true');
      await form.getByRole('button', { name: '确 定' }).click();
      await expect(form).toBeHidden();

      await reader.goto('/login');
      await expect(reader.getByRole('img', { name: '验证码图片，点击刷新' })).toBeVisible();
    } finally {
      const restored = await page.request.put('/prod-api/system/config', { data: { ...entry, configValue: 'false' } });
      expect((await restored.json()).code).toBe(200);
    }
    await reader.reload();
    await expect(reader.getByLabel('账号 / 手机号')).toBeVisible();
    await expect(reader.getByRole('img', { name: '验证码图片，点击刷新' })).toHaveCount(0);
    await reader.close();
  });
});

test('a portal setting changed in config shows in the public footer on the next page load', async ({ page, browser }) => {
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  const entries = await (await page.request.get('/prod-api/system/config/list?configKey=portal.footer.phone')).json();
  const entry = entries.rows[0];
  const reader = await browser.newPage();
  // The reader's first visit puts the home page in the caches the change must clear.
  await reader.goto('/');
  await expect(reader.locator('footer')).toContainText(entry.configValue);
  const phone = `010-${stamp.slice(0, 4)}-${stamp.slice(-4)}`;
  try {
    expect((await (await page.request.put('/prod-api/system/config', { data: { ...entry, configValue: phone } })).json()).code).toBe(200);
    await reader.reload();
    await expect(reader.locator('footer')).toContainText(phone);
  } finally {
    await page.request.put('/prod-api/system/config', { data: entry });
  }
  await reader.close();
});

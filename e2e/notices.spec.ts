/** @features system/notice */
import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD, expectNotice, signIn } from './support';

const stamp = String(Date.now()).slice(-6);

/** The bell's button; its name carries the unread count. */
const bell = (page: Page) => page.getByTestId('notice-bell');

/** How many notices the bell counts unread, read from the button's name (消息通知（3 条未读）). */
async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /（(\d+) 条未读）/.exec(name);
  return match ? Number(match[1]) : 0;
}

test.describe('notices', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  });

  test('an administrator adds a notice; the bell shows it unread, opening it reads it, and it can be deleted', async ({ page }) => {
    const title = `停机维护通知${stamp}`;
    await page.goto('/system/notice');
    const table = page.getByRole('table', { name: '公告列表' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '添加公告' });
    // The title is checked before anything is sent.
    await form.getByRole('button', { name: '确 定' }).click();
    await expect(form).toContainText('公告标题不能为空');
    await form.getByLabel('公告标题').fill(title);
    await form.getByRole('combobox', { name: '公告类型' }).click();
    await page.getByRole('option', { name: '通知', exact: true }).click();
    await form.getByRole('textbox', { name: '内容', exact: true }).click();
    await page.keyboard.type('今晚九点起系统停机维护一小时。');
    await form.getByRole('button', { name: '确 定' }).click();
    await expect(form).toBeHidden();
    await expectNotice(page, '新增成功');
    await expect(table.getByRole('row', { name: new RegExp(title) })).toContainText('通知');

    // The bell reloads after the save: the new notice is first, unread.
    await expect(bell(page)).toHaveAttribute('aria-label', /消息通知（\d+ 条未读）/);
    const before = await unreadCount(page);
    await bell(page).click();
    const popover = page.getByRole('region', { name: '通知公告' });
    const item = popover.getByRole('button', { name: new RegExp(title) });
    await expect(item).toBeVisible();
    await expect(item.getByRole('img', { name: '未读' })).toBeVisible();
    await item.click();

    const shown = page.getByRole('dialog', { name: title });
    await expect(shown.getByTestId('notice-content')).toHaveText('今晚九点起系统停机维护一小时。');
    await expect(shown).toContainText('创建者：admin');
    await expect.poll(() => unreadCount(page)).toBe(before - 1);
    await shown.getByRole('button', { name: '关 闭' }).click();
    await expect(shown).toBeHidden();

    // Read for good: after a reload the bell still knows.
    await page.reload();
    await expect(bell(page)).toBeVisible();
    await expect.poll(() => unreadCount(page)).toBe(before - 1);
    await bell(page).click();
    await expect(popover.getByRole('button', { name: new RegExp(title) }).getByRole('img', { name: '未读' })).toHaveCount(0);
    if (before - 1 > 0) {
      await popover.getByRole('button', { name: '全部已读' }).click();
      // The open popover hides the rest of the page from assistive technology: the label is read directly.
      await expect(bell(page)).toHaveAttribute('aria-label', '消息通知');
    }
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();

    // 阅读用户: the administrator read it just now.
    const row = table.getByRole('row', { name: new RegExp(title) });
    await row.getByRole('button', { name: '阅读用户' }).click();
    const readers = page.getByRole('dialog', { name: `「${title}」已读用户` });
    await expect(readers.getByRole('status')).toHaveText('共 1 人已读');
    await expect(readers.getByRole('table', { name: '已读用户' }).getByRole('row').nth(1)).toContainText('admin');
    await readers.getByLabel('登录名称 / 用户名称').fill('nobody-such');
    await readers.getByRole('button', { name: '搜索' }).click();
    await expect(readers.getByRole('status')).toHaveText('共 0 人已读');
    await readers.getByRole('button', { name: '关 闭' }).click();
    await expect(readers).toBeHidden();

    const noticeId = (await row.getByRole('cell').nth(1).textContent())?.trim();
    await row.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog', { name: '系统提示' });
    await expect(confirm).toContainText(`是否确认删除公告编号为"${noticeId}"的数据项？`);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '删除成功');
    await expect(table.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    await bell(page).click();
    await expect(popover.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  });
});

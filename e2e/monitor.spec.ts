/** @features monitor/online monitor/logininfor monitor/operlog monitor/job monitor/job-log */
import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD, expectNotice, registerThroughApi, signIn } from './support';

async function confirmDialog(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: '系统提示' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
});

test('force logout ends a member session, and the login and operation logs show what happened', async ({ browser, page, request }) => {
  const member = await registerThroughApi(request);
  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, member.phone, member.password);

  await page.goto('/monitor/online');
  const online = page.getByRole('table', { name: '在线用户列表' });
  const session = online.getByRole('row').filter({ hasText: member.phone });
  await expect(session).toBeVisible();
  await session.getByRole('button', { name: '强退' }).click();
  await confirmDialog(page, `是否确认强退名称为"${member.phone}"的用户？`);
  await expectNotice(page, '强退成功');
  expect((await (await memberPage.request.get('/prod-api/getInfo')).json()).code).toBe(401);
  await memberPage.context().close();

  await page.goto('/system/log/logininfor');
  await expect(page.getByRole('table', { name: '登录日志列表' }).getByRole('row').filter({ hasText: member.phone }).first()).toBeVisible();
  await page.goto('/system/log/operlog');
  await expect(page.getByRole('table', { name: '操作日志列表' }).getByRole('row').filter({ hasText: '在线用户' }).first()).toBeVisible();
});

test('a job run once from its row writes a log line that its log page shows', async ({ page }) => {
  await page.goto('/monitor/job');
  const job = page.getByRole('table', { name: '定时任务列表' }).getByRole('row').filter({ hasText: '清理过期会话与验证码' });
  await expect(job).toBeVisible();
  await job.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '执行一次' }).click();
  await confirmDialog(page, '确认要立即执行一次"清理过期会话与验证码"任务吗？');

  await job.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '调度日志' }).click();
  await page.waitForURL('**/monitor/job-log/index**');
  const logs = page.getByRole('table', { name: '调度日志列表' });
  // The run is asynchronous: the list is refreshed until its line is there.
  await expect(async () => {
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(logs.getByRole('row').filter({ hasText: '清理过期会话与验证码' }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

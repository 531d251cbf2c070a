/** @features monitor/server-monitor monitor/cache monitor/sms-outbox monitor/online */
import { expect, test } from './fixtures';
import { toWireTime } from '../lib/format/date-time';
import { E2E_ADMIN_PASSWORD, expectNotice, registerThroughApi, signIn } from './support';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
});

test('the server monitor shows the CPU, the memory beside the Node heap, the server, the runtime and the disks', async ({ page }) => {
  await page.goto('/monitor/server');
  await expect(page.getByRole('table', { name: 'CPU' })).toContainText(/核心数\s*\d+/);
  const memory = page.getByRole('table', { name: '内存' });
  await expect(memory.getByRole('columnheader', { name: 'Node.js 堆' })).toBeVisible();
  await expect(memory.getByRole('row', { name: /总内存/ })).toContainText(/\d+(\.\d+)?G\s*\d+(\.\d+)?M/);
  await expect(memory.getByRole('row', { name: /使用率/ })).toContainText(/\d+(\.\d+)?%.*\d+(\.\d+)?%/);
  await expect(page.getByRole('table', { name: '服务器信息' })).toContainText('服务器IP');
  const runtime = page.getByRole('table', { name: 'Node.js 运行信息' });
  await expect(runtime).toContainText('Node.js');
  await expect(runtime).toContainText(/\d+天\d+小时\d+分钟/);
  const disks = page.getByRole('table', { name: '磁盘状态' });
  await expect(disks.getByRole('row').filter({ hasText: /^\// }).first()).toContainText(/\d+(\.\d)? (GB|MB)/);
});

test('the cache monitor shows the store, its keys and its calls', async ({ page }) => {
  await page.goto('/monitor/cache');
  const basic = page.getByRole('table', { name: '基本信息' });
  await expect(basic).toContainText('进程内存（单实例）');
  await expect(basic).toContainText(/在线会话数\s*[1-9]/);
  // The stock screen's Redis fields, as true of the memory store: one process, its V8 heap the limit.
  await expect(basic).toContainText(/运行模式\s*单机/);
  await expect(basic).toContainText(/内存配置\s*\d+\.\d\d[MG]/);
  await expect(page.getByTestId('cache-used-memory')).toHaveText(/^\d+(B|\.\d\d[KMG])$/);
  await expect(
    page
      .getByRole('table', { name: '命令统计' })
      .getByRole('row')
      .filter({ hasText: /^(get|increment|set)/ })
      .first(),
  ).toBeVisible();
});

test('the cache list shows a key’s value, clears it, and clearing a session’s key ends that session', async ({
  browser,
  page,
  request,
}) => {
  const member = await registerThroughApi(request);
  // One wrong password leaves a count under pwd_err_cnt:.
  expect((await (await request.post('/prod-api/login', { data: { username: member.phone, password: 'Wrong#pass1' } })).json()).code).toBe(
    500,
  );

  await page.goto('/monitor/cacheList');
  const names = page.getByRole('table', { name: '缓存列表' });
  await names.getByRole('button', { name: 'pwd_err_cnt', exact: true }).click();
  const keys = page.getByRole('table', { name: '键名列表' });
  const key = `pwd_err_cnt:${member.phone}`;
  await keys.getByRole('button', { name: member.phone, exact: true }).click();
  await expect(page.getByLabel('缓存内容', { exact: true })).toHaveValue('1');
  // Wrong passwords count per account and per account and address: the account's own key is cleared.
  await keys.getByRole('button', { name: `清理缓存键名 ${key}`, exact: true }).click();
  await expectNotice(page, `清理缓存键名[${key}]成功`);
  await expect(keys.getByRole('button', { name: member.phone, exact: true })).toBeHidden();

  // The member signs in elsewhere; the session's key (the online list's id) ends it.
  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, member.phone, member.password);
  const online = await (await page.request.get(`/prod-api/monitor/online/list?userName=${member.phone}`)).json();
  const sessionKey = `login_tokens:${online.rows[0].tokenId}`;
  await names.getByRole('button', { name: 'login_tokens', exact: true }).click();
  await keys.getByRole('button', { name: `清理缓存键名 ${sessionKey}` }).click();
  await expectNotice(page, `清理缓存键名[${sessionKey}]成功`);
  expect((await (await memberPage.request.get('/prod-api/getInfo')).json()).code).toBe(401);
  await memberPage.context().close();
});

test('短信记录 says a message of the outbox provider was recorded, not delivered', async ({ page, request }) => {
  const { phone } = await registerThroughApi(request);
  await page.goto('/monitor/sms');
  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = page.getByRole('table', { name: '短信记录列表' }).getByRole('row').filter({ hasText: phone }).first();
  await expect(row).toContainText('已记录（未发送）');
  await expect(row).not.toContainText('成功');
});

test('在线用户 shows the sign-in time on the association’s clock, as every other list does', async ({ page }) => {
  const sessions = (await (await page.request.get('/prod-api/monitor/online/list')).json()).rows as { loginTime: number }[];
  const newest = Math.max(...sessions.map((session) => session.loginTime));
  await page.goto('/monitor/online');
  await expect(page.getByRole('table', { name: '在线用户列表' })).toContainText(toWireTime(new Date(newest)));
});

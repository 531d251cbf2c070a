/** @features member/dashboard member/activity */
import { expect, test, type APIRequestContext, type Browser } from './fixtures';
import { toWireTime } from '../lib/format/date-time';
import { E2E_ADMIN_PASSWORD, registerThroughApi, signIn, submitApplication, submitPayment } from './support';

const CHARTS = ['每月入会申请', '有效会员走势', '活动报名', '阅读最多的文章'];

/** A member who applied, was approved and paid, all through the API: the membership charts have something to draw. */
async function paidMember(browser: Browser, request: APIRequestContext, admin: APIRequestContext): Promise<void> {
  const member = await registerThroughApi(request);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.phone, member.password);
  const api = memberPage.request;
  const ref = { id: await submitApplication(api, member.phone, '看板会员'), type: 'member' };
  expect((await (await admin.put('/prod-api/api/system/sign/audit', { data: { ...ref, status: '1' } })).json()).code).toBe(200);
  await submitPayment(api, ref.id, '看板会员');
  expect((await (await admin.put('/prod-api/api/system/sign/confirmPay', { data: ref })).json()).code).toBe(200);
  await memberContext.close();
}

/** One reading of a published article through the public API, which counts it; answers its title. */
async function readArticle(request: APIRequestContext): Promise<string> {
  const [first] = (await (await request.get('/prod-api/api/bll/article/list?typeId=11&pageSize=1')).json()).rows;
  expect((await (await request.get(`/prod-api/api/bll/article/${first.id}`)).json()).code).toBe(200);
  return first.articleName;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
});

test('/index draws a chart per figure series, each named by its heading and readable as a table', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  await paidMember(browser, request, page.request);
  const title = await readArticle(request);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/index');
  for (const name of CHARTS) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const figure = page.getByRole('figure', { name });
    await expect(figure.locator('svg.MuiChartsSvgLayer-root')).toBeVisible();
    // The chart, legend included, fills the box the card reserved for it and does not spill out of it.
    expect(await figure.evaluate((box) => box.scrollHeight <= box.clientHeight && box.clientHeight > 100)).toBe(true);
  }
  await expect(page.getByRole('figure', { name: '阅读最多的文章' }).getByRole('row', { name: new RegExp(title) })).toHaveCount(1);
  const thisMonth = page.getByRole('figure', { name: '每月入会申请' }).getByRole('row').last();
  await expect(thisMonth.getByRole('cell').first()).not.toHaveText('0');
  // The month axes always name the current month, as the table's last row does.
  const current = (await thisMonth.getByRole('rowheader').innerText()).trim();
  for (const name of ['每月入会申请', '有效会员走势']) {
    const ticks = await page
      .getByRole('figure', { name })
      .locator('svg .MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
      .allTextContents();
    expect(ticks.at(-1), name).toBe(current);
  }
});

test('an upcoming activity’s places chip stays clear of its time and place at phone, tablet and desktop widths', async ({ page }) => {
  const start = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const activity = {
    title: `看板活动${Date.now()}`,
    activityType: '1',
    startTime: toWireTime(start),
    deadline: toWireTime(new Date(start.getTime() - 60 * 60 * 1000)),
    place: '北京市朝阳区协会培训中心三层录音教室与混音棚',
    capacity: 24,
    fee: '0',
    status: '0',
  };
  expect((await (await page.request.post('/prod-api/activity/activities', { data: activity })).json()).code).toBe(200);

  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/index');
    const item = page.getByRole('listitem').filter({ hasText: activity.title });
    const chip = item.getByText('已报名 0/24');
    const place = item.getByText(activity.place, { exact: false });
    await expect(chip).toBeVisible();
    const [chipBox, placeBox] = [(await chip.boundingBox())!, (await place.boundingBox())!];
    const apart =
      chipBox.x >= placeBox.x + placeBox.width ||
      placeBox.x >= chipBox.x + chipBox.width ||
      chipBox.y >= placeBox.y + placeBox.height ||
      placeBox.y >= chipBox.y + chipBox.height;
    expect(apart, `at ${width}px`).toBe(true);
  }
});

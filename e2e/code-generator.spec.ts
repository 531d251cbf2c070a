/** @features tool/gen */
import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { expect, test } from './fixtures';
import { E2E_ADMIN_PASSWORD, expectNotice, signIn } from './support';

/** The kinds of generated file: Drizzle table, the feature's contract, API routes, typed client and admin screen. */
const KINDS = [
  /features\/.+\/links\/tables\.ts$/,
  /features\/.+\/links\/contract\.ts$/,
  /features\/.+\/links\/server\/links-routes\.ts$/,
  /features\/.+\/links\/client\/api\.ts$/,
  /features\/.+\/links\/screens\/links-page\.tsx$/,
];

test('a table imported into the generator, a column edited, four kinds of file previewed and downloaded as a zip', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.goto('/tool/gen');
  await expect(page.getByRole('table', { name: '代码生成列表' })).toBeVisible();

  const importer = page.getByRole('dialog', { name: '导入表' });
  // The list arrives once the page runs in the browser; a click before then opens nothing.
  await expect(async () => {
    await page.getByRole('button', { name: '导入', exact: true }).click();
    await expect(importer).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await importer.getByLabel('表名称').fill('bll_links');
  await importer.getByRole('button', { name: '搜索' }).click();
  await importer.getByRole('table', { name: '数据库表列表' }).getByRole('checkbox', { name: '选择第 bll_links 行' }).check();
  await importer.getByRole('button', { name: '确 定' }).click();
  await expectNotice(page, '导入成功');
  const row = page.getByRole('table', { name: '代码生成列表' }).getByRole('row').filter({ hasText: 'bll_links' });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: '编辑' }).click();
  await page.waitForURL('**/tool/gen-edit/index/**');
  const columns = page.getByRole('table', { name: '字段信息' });
  await columns.getByLabel('link_name 字段描述').fill('友链名称');
  // The product's tables carry no comments in the catalogue: the description and function name are the user's to give.
  await page.getByRole('tab', { name: '基本信息' }).click();
  await page.getByRole('tabpanel').getByLabel('表描述').fill('友情链接');
  await page.getByRole('tab', { name: '生成信息' }).click();
  await page.getByRole('tabpanel').getByLabel('生成功能名').fill('友情链接');
  await page.getByRole('button', { name: '提交' }).click();
  await expectNotice(page, '修改成功');
  await page.waitForURL('**/tool/gen');

  await row.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog', { name: '代码预览' });
  const tabs = preview.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const titles = await tabs.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('title') ?? element.textContent ?? ''),
  );
  for (const kind of KINDS)
    expect(
      titles.some((title) => kind.test(title)),
      String(kind),
    ).toBe(true);
  await tabs.filter({ hasText: 'links-page.tsx' }).click();
  await expect(preview.locator('pre')).toContainText('links');
  await preview.getByRole('button', { name: '关 闭' }).click();
  await expect(preview).toBeHidden();

  // A table that cannot be generated: the screen asks for its files first and opens the dialog only
  // with them, so neither an empty dialog nor the files of the preview before show.
  await test.step('a refused preview shows its reason and opens no dialog', async () => {
    const refusal = '表bll_links需要恰好一个主键字段才能生成代码';
    const previewCall = '**/prod-api/tool/gen/preview/**';
    await page.route(previewCall, (route) => route.fulfill({ json: { code: 500, msg: refusal } }));
    await row.getByRole('button', { name: '预览' }).click();
    await expectNotice(page, refusal);
    await expect(preview).toBeHidden();
    await page.unroute(previewCall);
  });

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: '生成代码' }).click();
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await (await downloading).path())));
  const entries = Object.keys(zip);
  for (const kind of KINDS)
    expect(
      entries.some((entry) => kind.test(entry)),
      String(kind),
    ).toBe(true);
  // The edited column description is what the generated screen shows its users.
  expect(Object.values(zip).some((bytes) => new TextDecoder().decode(bytes).includes('友链名称'))).toBe(true);
});

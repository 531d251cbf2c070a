/** @features system/menu */
import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD, signIn } from './support';

interface Route {
  path: string;
  hidden?: boolean;
  component?: string;
  children?: Route[];
}

/** The widths staff use: a laptop, the commonest office screen, a phone. */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
];
/** Under this width the table's edges scroll with it (components/admin/list/data-table.tsx). */
const PINNED_FROM = 600;

/** Every screen of the menu: the leaf routes getRouters gives, external links and frames left out. */
function menuScreens(routes: Route[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.hidden || /^https?:/.test(route.path)) return [];
    const path = route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    if (route.children?.length) return menuScreens(route.children, path);
    return route.component === 'InnerLink' || route.component === 'tool/swagger/index' ? [] : [path];
  });
}

/**
 * What is wrong with the page's tables at this width: the action column out of reach, a row
 * taller than two lines (a row's height beyond its heading row's by more than one line).
 */
async function tableProblems(page: Page, actions: string): Promise<string[]> {
  return page.evaluate(
    ({ actions, pinnedFrom }) => {
      const problems: string[] = [];
      const width = document.documentElement.clientWidth;
      for (const table of document.querySelectorAll('table')) {
        if (!table.checkVisibility()) continue;
        const name = table.getAttribute('aria-label') ?? '?';
        const container = table.parentElement!;
        const header = table.tHead?.rows[0];
        if (!header) continue;
        const cell = [...header.cells].find((candidate) => candidate.textContent?.trim() === actions);
        if (cell) {
          if (width < pinnedFrom) container.scrollLeft = container.scrollWidth;
          const box = cell.getBoundingClientRect();
          const frame = container.getBoundingClientRect();
          if (box.left < Math.max(0, frame.left) - 1 || box.right > Math.min(width, frame.right) + 1)
            problems.push(`${name}: ${actions} at ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`);
          container.scrollLeft = 0;
        }
        const line = parseFloat(getComputedStyle(header.cells[0]).lineHeight) || 24;
        const most = header.getBoundingClientRect().height + line + 4;
        for (const row of table.tBodies[0]?.rows ?? []) {
          const height = row.getBoundingClientRect().height;
          if (height > most)
            problems.push(`${name}: a row of ${Math.round(height)} px (at most ${Math.round(most)}): ${row.textContent?.slice(0, 40)}`);
        }
      }
      return problems;
    },
    { actions, pinnedFrom: PINNED_FROM },
  );
}

/**
 * Chinese text the English back office shows outside the records it lists: table cells (a cell's
 * dictionary tag is the screen's, so it counts), the trees and choices of records, typed values,
 * names (marked `translate="no"`, as the signed-in user's) and text marked Chinese (`lang="zh-CN"`,
 * as the language switch's 中文).
 */
async function chineseOutsideData(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const RECORDS = 'td, [role=tree], [role=combobox], textarea, [translate=no], [lang|=zh]';
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!/[\u3400-\u9fff]/.test(text) || !element?.checkVisibility()) continue;
      if (element.closest(RECORDS) && !element.closest('.MuiChip-root')) continue;
      found.add(`${element.tagName.toLowerCase()}: ${text.trim().slice(0, 60)}`);
    }
    return [...found];
  });
}

/** The menu's top-level sections: one test each, so the workers share them and each has its own time. */
const SECTIONS = ['/content', '/member', '/system', '/monitor', '/tool'];

test.describe.configure({ mode: 'parallel' });

test('the sections cover every menu screen', async ({ page }) => {
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  const screens = menuScreens((await (await page.request.get('/prod-api/getRouters?shell=portal')).json()).data);
  expect(screens.length).toBeGreaterThan(20);
  expect(screens.filter((screen) => !SECTIONS.some((section) => screen.startsWith(`${section}/`)))).toEqual([]);
});

for (const { locale, prefix, actions, loading } of [
  { locale: 'zh', prefix: '', actions: '操作', loading: '加载中' },
  { locale: 'en', prefix: '/en', actions: 'Actions', loading: 'Loading' },
]) {
  for (const section of SECTIONS) {
    test(`${section}: each screen keeps its actions in reach and its rows short at 1280, 1366 and 375 px${locale === 'en' ? ', all in English' : ''} (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      const routers = (await (await page.request.get('/prod-api/getRouters?shell=portal')).json()).data;
      const screens = menuScreens(routers).filter((screen) => screen.startsWith(`${section}/`));
      const problems: string[] = [];
      for (const screen of screens) {
        await page.setViewportSize(VIEWPORTS[0]);
        await page.goto(`${prefix}${screen}`, { waitUntil: 'domcontentloaded' });
        await expect(page.getByTestId('sidebar')).toBeAttached();
        await expect(page.getByRole('progressbar', { name: loading, exact: true })).toHaveCount(0);
        if (locale === 'en') problems.push(...(await chineseOutsideData(page)).map((text) => `${screen}: Chinese in English: ${text}`));
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          await page.evaluate(() => new Promise(requestAnimationFrame));
          const found = await tableProblems(page, actions);
          if (found.length)
            await page.screenshot({ path: test.info().outputPath(`${locale}${screen.replaceAll('/', '_')}-${viewport.width}.png`) });
          problems.push(...found.map((problem) => `${screen} at ${viewport.width}: ${problem}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }
}

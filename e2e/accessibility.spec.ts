/** @features content/portal auth */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD, signIn } from './support';

/**
 * Serious and critical WCAG 2.1 AA findings on the page as it stands, one line each. Transitions
 * are ended first: a control that has just turned enabled is otherwise measured halfway between
 * its disabled grey and its colour.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`));
}

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  // Each page is only read: the workers share them out.
  test.describe.configure({ mode: 'parallel' });

  for (const path of [
    '/',
    '/articleList?tabIndex=11',
    '/areaxList?parentId=10&tabIndex=11',
    '/article?articleId=1000',
    '/AboutUs',
    '/en',
    '/en/AboutUs',
    '/en/article?articleId=1000',
    '/login',
    '/register',
    '/forgetPassword',
    '/404',
  ]) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const path of [
    '/index',
    ...['articleType', 'article', 'links', 'settings'].map((page) => `/content/${page}`),
    ...['sign', 'activity', 'declare'].map((page) => `/member/${page}`),
    ...['user', 'role', 'menu', 'dept', 'post', 'dict', 'config', 'notice', 'log/operlog', 'log/logininfor'].map(
      (page) => `/system/${page}`,
    ),
    ...['online', 'job', 'sms', 'email', 'server', 'cache', 'cacheList'].map((page) => `/monitor/${page}`),
    '/tool/gen',
  ]) {
    test(`the admin screen ${path} has no serious or critical violation`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

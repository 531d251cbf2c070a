/** @features tool/swagger */
import { expect, test } from './fixtures';
import { E2E_ADMIN_PASSWORD, signIn } from './support';

test('系统接口 shows Swagger UI on the API’s own OpenAPI document', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.goto('/tool/swagger');
  const docs = page.frameLocator('iframe[title="系统接口"]');
  await expect(docs.locator('.swagger-ui .info .title')).toContainText('Portal of the association of audio');
  // Swagger UI draws the groups a few at a time as the page scrolls, the first one at once.
  await expect(docs.getByRole('link', { name: '/getInfo', exact: true })).toBeVisible();
});

/** @features content/portal */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';

/** Gzipped JavaScript a reader's page may load, counted as the bench does (npm run bench). */
const BUDGET_BYTES = 150_000;

/** What must not reach a reader's page: the component library, its styles, schemas, the ICU parser. */
const SIGNATURES: Record<string, RegExp> = {
  MUI: /MuiButtonBase|Mui[A-Z][A-Za-z]+-root/,
  Emotion: /__EMOTION_TYPE_PLEASE_DO_NOT_USE__|emotion-cache/,
  zod: /ZodError|invalid_type/,
  'ICU parser': /MALFORMED_ARGUMENT|IntlMessageFormat/,
};

/** Every script the page loads until the network is quiet, gzipped as the server sends them. */
async function scriptsOf(page: Page, path: string) {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const bytes = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { bytes, sources: [...scripts.values()].map((body) => body.toString('utf8')) };
}

for (const [name, path] of [
  ['home', '/'],
  ['a list', '/articleList?tabIndex=11'],
  ['an article', '/article?articleId=1000'],
  ['AboutUs', '/AboutUs'],
  ['the English home', '/en'],
]) {
  test(`${name} loads at most ${BUDGET_BYTES} bytes of gzipped JavaScript, without MUI, Emotion, zod or the ICU parser`, async ({
    page,
  }) => {
    const { bytes, sources } = await scriptsOf(page, path);
    const found = Object.entries(SIGNATURES)
      .filter(([, signature]) => sources.some((source) => signature.test(source)))
      .map(([library]) => library);
    expect(found).toEqual([]);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

test('the sign-in page, which draws its form with MUI, still gets it', async ({ page }) => {
  const { sources } = await scriptsOf(page, '/login');
  expect(sources.some((source) => SIGNATURES.MUI.test(source))).toBe(true);
});

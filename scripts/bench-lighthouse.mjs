// Lighthouse on the reader's pages, as a phone sees them: its default mobile config (simulated
// slow 4G and a 4x slower CPU), in Debian's Chromium (scripts/chromium.mjs),
// one page after another in one browser. Each category's score becomes a row of bench's targets.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** The targets, by Lighthouse category. */
export const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Target rows (name, figure, threshold, holds) for each page and category. */
export async function lighthouseRows(base, pages) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const rows = [];
    for (const [name, target] of pages) {
      const { lhr } = await lighthouse(`${base}${target}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(LIGHTHOUSE_TARGETS),
      });
      for (const [category, minimum] of Object.entries(LIGHTHOUSE_TARGETS)) {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        rows.push({ name: `${name}: Lighthouse ${category}`, figure: String(score), threshold: `>= ${minimum}`, holds: score >= minimum });
      }
      const lcp = lhr.audits['largest-contentful-paint']?.displayValue;
      const tbt = lhr.audits['total-blocking-time']?.displayValue;
      rows.push({ name: `${name}: Lighthouse LCP, TBT`, figure: `${lcp}, ${tbt}`, threshold: '', holds: null });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

// Debian's Chromium as every browser run here starts it: the browser tests (playwright.config.ts)
// and Lighthouse in the bench (scripts/bench-lighthouse.mjs).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** No sandbox inside containers, no GPU, and none of the browser's own traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

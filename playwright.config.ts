import { defineConfig } from '@playwright/test';
import credentials from './e2e/credentials.json';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/** The administrator's password on every test server (scripts/cluster.mjs reads the same file). */
export const E2E_ADMIN_PASSWORD = credentials.adminPassword;

/** A portal started elsewhere (several instances behind nginx, `scripts/cluster.mjs`); then no server is started here. */
const clusterUrl = process.env.CLUSTER_BASE_URL;
const server = (port: number, name: string, captchaEnabled: boolean) => ({
  command: `node scripts/e2e-server.mjs ${port} ${name}`,
  url: `http://127.0.0.1:${port}/login`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, CAPTCHA_ENABLED: String(captchaEnabled), NODE_ENV: 'production' },
});

/**
 * Browser tests against the built portal (`next build` first; `npm test` does it): one server
 * with the captcha switched off for the journeys, one with it on for the captcha itself, and one
 * for the abuse suite, whose floods and lock-outs must not reach the journeys. With
 * CLUSTER_BASE_URL the abuse suite and the cluster checks run through nginx instead.
 */
export default defineConfig({
  testDir: 'e2e',
  // Playwright empties this folder at each start: the two runs of `npm test` keep their own.
  outputDir: clusterUrl ? 'test-results/cluster' : 'test-results/single',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  // A shared machine can take seconds over a first list or a page's scripts; waiting longer costs a passing test nothing.
  expect: { timeout: 15_000 },
  use: {
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: clusterUrl
    ? [
        { name: 'cluster', testMatch: /cluster\/.*\.spec/, use: { baseURL: clusterUrl, browserName: 'chromium', ignoreHTTPSErrors: true } },
        { name: 'abuse', testMatch: /abuse\/.*\.spec/, use: { baseURL: clusterUrl, browserName: 'chromium', ignoreHTTPSErrors: true } },
      ]
    : [
        {
          name: 'journeys',
          testIgnore: /captcha\.spec|abuse\/|cluster\//,
          use: { baseURL: 'http://127.0.0.1:3210', browserName: 'chromium' },
        },
        { name: 'captcha', testMatch: /captcha\.spec/, use: { baseURL: 'http://127.0.0.1:3211', browserName: 'chromium' } },
        { name: 'abuse', testMatch: /abuse\/.*\.spec/, use: { baseURL: 'http://127.0.0.1:3212', browserName: 'chromium' } },
      ],
  webServer: clusterUrl ? [] : [server(3210, 'journeys', false), server(3211, 'captcha', true), server(3212, 'abuse', false)],
});

import { defineConfig } from '@playwright/test';

export const E2E_ADMIN_PASSWORD = 'E2e#Admin2026';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const server = (port: number, name: string, captchaEnabled: boolean) => ({
  command: `node scripts/e2e-server.mjs ${port} ${name}`,
  url: `http://127.0.0.1:${port}/login`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, CAPTCHA_ENABLED: String(captchaEnabled), NODE_ENV: 'production' },
});

/**
 * Browser tests against the built portal (`next build` first; `npm test` does it): one server
 * with the captcha switched off for the journeys, one with it on for the captcha itself.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  use: {
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: /captcha\.spec/, use: { baseURL: 'http://127.0.0.1:3210', browserName: 'chromium' } },
    { name: 'captcha', testMatch: /captcha\.spec/, use: { baseURL: 'http://127.0.0.1:3211', browserName: 'chromium' } },
  ],
  webServer: [server(3210, 'journeys', false), server(3211, 'captcha', true)],
});

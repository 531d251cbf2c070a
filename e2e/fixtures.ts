import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The browser tests' `test`: each Playwright worker talks to servers of its own
 * (playwright.config.ts), so two workers never share accounts, data or rate limits. A project
 * names one server per worker in `workerBaseURLs`; `baseURL`, and with it `page` and `request`,
 * is the one of the test's worker.
 */
export interface WorkerOptions {
  /** The server of each worker, by its index; empty where every worker shares `baseURL`. */
  workerBaseURLs: readonly string[];
}

export const test = base.extend<{ baseURL: string | undefined }, WorkerOptions>({
  workerBaseURLs: [[], { option: true, scope: 'worker' }],
  baseURL: async ({ baseURL, workerBaseURLs }, provide, testInfo) => {
    await provide(workerBaseURLs[testInfo.parallelIndex] ?? baseURL);
  },
});

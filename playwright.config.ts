import os from 'node:os';
import { defineConfig } from '@playwright/test';
import type { WorkerOptions } from './e2e/fixtures';
import credentials from './e2e/credentials.json';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/** The administrator's password on every test server (scripts/cluster.mjs reads the same file). */
export const E2E_ADMIN_PASSWORD = credentials.adminPassword;

/** A portal started elsewhere (several instances behind nginx, `scripts/cluster.mjs`); then no server is started here. */
const clusterUrl = process.env.CLUSTER_BASE_URL;

/** One worker per core, at most two (E2E_WORKERS overrides); through the cluster one, as its checks stop instances. */
const WORKERS = clusterUrl ? 1 : Number(process.env.E2E_WORKERS) || Math.min(2, os.availableParallelism());

// The servers of one run start from copies of one seeded data folder (scripts/e2e-server.mjs);
// the workers load this file too and keep the run's id.
const RUN_ID = (process.env.E2E_RUN_ID ??= `${Date.now()}`);

const server = (port: number, name: string, { captchaEnabled = false, ownSeed = false } = {}) => ({
  command: `node scripts/e2e-server.mjs ${port} ${name}${ownSeed ? ' --own-seed' : ''}`,
  url: `http://127.0.0.1:${port}/login`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    CAPTCHA_ENABLED: String(captchaEnabled),
    NODE_ENV: 'production',
    E2E_RUN_ID: RUN_ID,
  },
});

/** A project's servers, one per worker: `<name>-<worker>` on `port + 10 × worker`. */
const perWorker = (port: number, name: string) =>
  Array.from({ length: WORKERS }, (_, worker) => ({ port: port + 10 * worker, name: `${name}-${worker}` }));
const urls = (servers: { port: number }[]): WorkerOptions => ({ workerBaseURLs: servers.map(({ port }) => `http://127.0.0.1:${port}`) });

/** The projects on single instances, each with its servers. */
const SINGLE = [
  { name: 'journeys', testIgnore: /captcha\.spec|abuse\/|cluster\//, servers: perWorker(3210, 'journeys') },
  { name: 'captcha', testMatch: /captcha\.spec/, servers: [{ port: 3211, name: 'captcha', captchaEnabled: true, ownSeed: true }] },
  { name: 'abuse', testMatch: /abuse\/(?!zz-floods).*\.spec/, servers: perWorker(3212, 'abuse') },
  // The floods lock the administrator and the address out: after every other abuse check, on the same servers.
  { name: 'abuse-floods', testMatch: /abuse\/zz-floods\.spec/, dependencies: ['abuse'], servers: perWorker(3212, 'abuse') },
];
/** A focused run (scripts/test.mjs) names its projects in E2E_PROJECTS: only their servers start. */
const wanted = process.env.E2E_PROJECTS?.split(',').filter(Boolean);
const singles = SINGLE.filter((project) => !wanted || wanted.includes(project.name));

/**
 * Browser tests against the built portal (`next build` first; `npm test` does it), on two
 * workers. Each worker has servers of its own (e2e/fixtures.ts): one with the captcha switched off
 * for the journeys, and one for the abuse suite, whose floods and lock-outs must not reach the
 * journeys; one more server with the captcha on serves the captcha spec. With CLUSTER_BASE_URL
 * the abuse suite and the cluster checks run through nginx instead, on one worker.
 */
export default defineConfig<WorkerOptions>({
  testDir: 'e2e',
  // Playwright empties this folder at each start: the two runs of `npm test` keep their own.
  outputDir: clusterUrl ? 'test-results/cluster' : 'test-results/single',
  // A file's tests run in order on one worker; files are shared out between the workers.
  fullyParallel: false,
  workers: WORKERS,
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
    : singles.map(({ servers, ...project }) => ({
        ...project,
        use: { ...(servers.length > 1 ? urls(servers) : { baseURL: `http://127.0.0.1:${servers[0].port}` }), browserName: 'chromium' },
      })),
  // A server serves each name once, whichever projects share it.
  webServer: clusterUrl
    ? []
    : [...new Map(singles.flatMap((project) => project.servers.map((entry) => [entry.name, entry] as const))).values()].map(
        ({ port, name, ...options }) => server(port, name, options),
      ),
});

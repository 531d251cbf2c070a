// `npm test`, in stages (scripts/test-stages.mjs: each in a process group of its own, with a
// time budget, and nothing it started left running after it):
// 0. `npm run lint`, beside Jest: ESLint (no warnings), the import rules (.dependency-cruiser.mjs),
//    Prettier and the type check (tsc; `next build` leaves types to it) over the whole tree;
// 1. Jest (jest.config.mjs), on three workers: unit tests, the API suites on PGlite in process, the
//    transport of every endpoint, and with TEST_DATABASE_URL the suites marked `@postgres` on
//    PostgreSQL; with TEST_MYSQL_URL the RuoYi import too;
// 2. `next build` when the sources changed since the last build (scripts/build-stamp.mjs);
// 3. Playwright against single instances, on two workers with servers of their own: journeys,
//    captcha and the abuse suite;
// 4. with TEST_DATABASE_URL and TEST_REDIS_URL, two instances behind nginx (scripts/cluster.mjs)
//    for the cluster checks and the abuse suite again.
// `npm test -- --feature <name or path>` and `npm test -- --changed` are focused runs
// (scripts/focus.mjs): lint of those files, the import rules and the type check, their features'
// Jest suites and browser specs.
// Ends with each stage's time and counts, then one line "tests: N passed, N failed", and a
// non-zero exit code when anything failed or could not run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildNeeded } from './build-stamp.mjs';
import { focusOf } from './focus.mjs';
import { createStageRunner } from './test-stages.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reportsDir = path.join(root, 'test-results', 'reports');
fs.rmSync(reportsDir, { recursive: true, force: true });
fs.mkdirSync(reportsDir, { recursive: true });

// Generous for a loaded two-core machine; together well inside CI's 90 minutes.
const BUDGET_MINUTES = { lint: 10, jest: 25, build: 10, playwright: 25, cluster: 15 };

let focus;
try {
  focus = focusOf(root, process.argv.slice(2));
} catch (error) {
  console.error(`npm test: ${error.message}`);
  process.exit(2);
}

const stages = createStageRunner(root);
const rows = [];
const problems = [];
const started = Date.now();

/** Runs a stage and records its time, counts and problems; `count` reads its report. */
async function stage(label, command, args, { env, budgetMinutes, count }) {
  // After Ctrl-C no further stage starts.
  if (stages.isInterrupted()) return false;
  const result = await stages.run(label, command, args, { env, budgetMinutes });
  const counted = count?.() ?? null;
  let problem = null;
  if (stages.isInterrupted()) problem = 'interrupted';
  else if (result.timedOut) problem = `past its budget of ${budgetMinutes} minutes`;
  else if (!result.ok) problem = 'failed';
  else if (count && !(counted?.passed > 0)) problem = 'ran no test';
  if (problem) problems.push(`${label}: ${problem}`);
  rows.push({ label, seconds: result.seconds, counted, problem });
  return result.ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function jestCounts(file) {
  const report = readJson(file);
  return report && { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
}

function playwrightCounts(file) {
  const stats = readJson(file)?.stats;
  return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];
const findChromium = () => CHROMIUM_CANDIDATES.find((candidate) => candidate && fs.existsSync(candidate));
const NGINX_MODULES = ['filter', 'static'].map((kind) => `/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`);
const nginxPresent = () => fs.existsSync('/usr/sbin/nginx') && NGINX_MODULES.every((file) => fs.existsSync(file));
const canInstall = () => process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/** Debian's packages for what the browser and cluster stages need, where this user may install them. */
function provide(what, present, packages) {
  if (present()) return true;
  if (canInstall()) {
    console.log(`\n=== Installing ${what} (${packages.join(', ')}) ===`);
    spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`], {
      stdio: 'inherit',
    });
  }
  if (present()) return true;
  problems.push(`no ${what} (Debian: apt-get install ${packages.join(' ')})`);
  return false;
}

const ESLINT_CACHE = ['--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'];

/** The lint stages: the whole tree, or the files in focus. */
async function lint() {
  if (!focus)
    return stage('Lint: ESLint, import rules and Prettier', 'npm', ['run', '--silent', 'lint'], { budgetMinutes: BUDGET_MINUTES.lint });
  // A cycle or a layer broken shows in the whole graph, not in one file: it is read whole, in seconds.
  await stage('Lint: import rules of the whole tree', 'npm', ['run', '--silent', 'lint:imports'], { budgetMinutes: BUDGET_MINUTES.lint });
  // Types too: a change in one file can break another's, and the build no longer checks them.
  await stage('Lint: type check of the whole tree', 'npm', ['run', '--silent', 'typecheck'], { budgetMinutes: BUDGET_MINUTES.lint });
  const scripts = focus.lint.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
  if (scripts.length)
    await stage('Lint: ESLint on the files in focus', bin('eslint'), ['--max-warnings', '0', ...ESLINT_CACHE, ...scripts], {
      budgetMinutes: BUDGET_MINUTES.lint,
    });
  if (focus.lint.length)
    await stage(
      'Lint: Prettier on the files in focus',
      bin('prettier'),
      ['--check', '--log-level', 'warn', '--ignore-unknown', ...focus.lint],
      {
        budgetMinutes: BUDGET_MINUTES.lint,
      },
    );
}

if (focus) {
  console.log(`\nnpm test: a focused run of ${focus.label}`);
  if (focus.shared.length)
    console.log(`npm test: ${focus.shared.join(', ')} reach(es) beyond one feature: run the whole \`npm test\` before this change lands`);
}
// Lint is one process on one core, beside Jest's two workers that leave part of the machine idle
// while they wait on PostgreSQL and on the commands they start: the two run at once.
const linting = lint();

const jestReport = path.join(reportsDir, 'jest.json');
// Three workers on two cores: each waits on PostgreSQL, PGlite's files and the commands it
// starts, and a third fills that time; under load it also wins Jest a larger share of the cores.
// JEST_WORKERS overrides.
const JEST_WORKERS = Number(process.env.JEST_WORKERS) || 3;
// The RuoYi import suites need a MySQL/MariaDB server (jest.config.mjs); CI must run them, and
// so must a focused run that holds them.
const runsImport = !focus || focus.tests.some((test) => test.startsWith('features/ruoyi-import'));
if (process.env.CI && runsImport && !process.env.TEST_MYSQL_URL) problems.push('CI must run the RuoYi import suites: set TEST_MYSQL_URL');
if (!focus || focus.tests.length)
  await stage(
    focus
      ? `Jest: ${focus.tests.join(', ')}`
      : `Jest: unit, API, transport${process.env.TEST_DATABASE_URL ? ', PostgreSQL' : ''}${process.env.TEST_MYSQL_URL ? ', RuoYi import' : ''} and scheduler`,
    bin('jest'),
    [`--maxWorkers=${JEST_WORKERS}`, '--forceExit', '--json', `--outputFile=${jestReport}`, ...(focus?.tests ?? [])],
    {
      // PGlite loads parts of itself with import(), which Jest's VM allows only with this flag.
      env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() },
      budgetMinutes: BUDGET_MINUTES.jest,
      count: () => jestCounts(jestReport),
    },
  );
await linting;

const browsers = !focus || focus.specs.length > 0;
const chromium = browsers && provide('Chromium', () => Boolean(findChromium()), ['chromium']) ? findChromium() : null;
const reason = browsers ? buildNeeded(root) : null;
const built =
  reason === null ||
  (await stage(`Building the portal (${reason})`, process.execPath, ['scripts/build.mjs'], { budgetMinutes: BUDGET_MINUTES.build }));

if (chromium && built) {
  const singleReport = path.join(reportsDir, 'playwright.json');
  // A focused run names its projects: only their servers start (playwright.config.ts).
  const focused = focus ? [...focus.projects.map((project) => `--project=${project}`), ...focus.specs] : [];
  await stage(
    focus
      ? `Playwright: ${focus.specs.length} spec(s) of the features in focus`
      : 'Playwright: browser tests and abuse suite on single instances',
    bin('playwright'),
    ['test', '--reporter=list,json', ...focused],
    {
      env: {
        CHROMIUM_PATH: chromium,
        CLUSTER_BASE_URL: '',
        PLAYWRIGHT_JSON_OUTPUT_NAME: singleReport,
        ...(focus ? { E2E_PROJECTS: focus.projects.join(',') } : {}),
      },
      budgetMinutes: BUDGET_MINUTES.playwright,
      count: () => playwrightCounts(singleReport),
    },
  );
}
if (!focus && chromium && built) {
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
    if (
      provide('nginx with the brotli modules', nginxPresent, [
        'nginx',
        'libnginx-mod-http-brotli-filter',
        'libnginx-mod-http-brotli-static',
      ])
    ) {
      const clusterReport = path.join(reportsDir, 'cluster.json');
      await stage(
        'Cluster: two instances behind nginx (cluster checks and abuse suite)',
        process.execPath,
        ['scripts/cluster.mjs', '--', bin('playwright'), 'test', '--reporter=list,json'],
        {
          env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: clusterReport },
          budgetMinutes: BUDGET_MINUTES.cluster,
          count: () => playwrightCounts(clusterReport),
        },
      );
    }
  } else if (process.env.CI) {
    problems.push('CI must run the cluster suite: set TEST_DATABASE_URL and TEST_REDIS_URL');
  }
}

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
};
// A problem without a failing test of its own (a stage that could not start, was stopped, or a
// missing browser) counts as one failure, so the closing line never reads as a pass.
const totals = { passed: 0, failed: problems.length - rows.filter((row) => row.problem).length };
console.log(`\n${'Stage'.padEnd(75)}${'time'.padStart(9)}${'passed'.padStart(9)}${'failed'.padStart(8)}`);
for (const { label, seconds, counted, problem } of rows) {
  totals.passed += counted?.passed ?? 0;
  totals.failed += Math.max(counted?.failed ?? 0, problem ? 1 : 0);
  console.log(
    `${label.padEnd(75)}${minutes(seconds).padStart(9)}${String(counted?.passed ?? '').padStart(9)}${String(counted?.failed ?? '').padStart(8)}`,
  );
}
console.log(`${'All stages'.padEnd(75)}${minutes((Date.now() - started) / 1000).padStart(9)}`);
if (problems.length) console.error(`\nProblems: ${problems.join('; ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(stages.isInterrupted() ? 130 : problems.length || totals.failed ? 1 : 0);

// `npm test`: unit and API tests (Jest: embedded, upstream over HTTP, and PostgreSQL when
// TEST_DATABASE_URL is set), then the built portal in Chromium (Playwright: journeys, captcha and
// the abuse suite on single instances), then, with TEST_DATABASE_URL and TEST_REDIS_URL, two
// instances behind nginx (scripts/cluster.mjs) for the cluster checks and the abuse suite again.
// Ends with one line "tests: N passed, N failed" and a non-zero exit code when anything failed or
// could not run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const problems = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function jest(label, args, env = {}) {
  const output = path.join(resultsDir, `jest-${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(output, { force: true });
  // PGlite loads parts of itself with import(), which Jest's VM allows only with this flag.
  const ok = run(`Jest: ${label}`, bin('jest'), [...args, '--json', `--outputFile=${output}`], {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
    ...env,
  });
  if (!fs.existsSync(output)) {
    problems.push(`Jest (${label}) did not run`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  if (!ok || report.numTotalTests === 0) problems.push(`Jest (${label}) failed`);
}

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome'];
const findChromium = () => CHROMIUM_CANDIDATES.find((candidate) => candidate && fs.existsSync(candidate));
const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/** A Chromium for the browser tests: one on the machine, else Debian's package, else Playwright's download. */
function provideChromium() {
  let found = findChromium();
  if (found) return found;
  if (hasCommand('apt-get') && process.getuid?.() === 0) {
    run('Installing Debian chromium', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
    found = findChromium();
    if (found) return found;
  }
  if (run('Downloading Playwright Chromium', bin('playwright'), ['install', 'chromium'])) {
    const probe = spawnSync(process.execPath, ['-e', "console.log(require('@playwright/test').chromium.executablePath())"], { cwd: root, encoding: 'utf8' });
    found = probe.stdout.trim();
    if (found && fs.existsSync(found)) return found;
  }
  return null;
}

// The first two runs use PGlite whatever the environment says; the third is the PostgreSQL one.
jest('unit and API, embedded PGlite', [], { TEST_DATABASE_URL: '' });
jest('API through an upstream HTTP backend', ['tests/api'], { TEST_API_MODE: 'upstream', TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  jest('API on PostgreSQL', ['tests/api'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
}

/** nginx with the brotli module for the cluster run: on the machine, else Debian's packages. */
function provideNginx() {
  const present = () => fs.existsSync('/usr/sbin/nginx') && fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');
  if (present()) return true;
  if (hasCommand('apt-get') && process.getuid?.() === 0) {
    run('Installing Debian nginx', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-filter']);
  }
  return present();
}

/** Adds a Playwright JSON report to the totals. */
function countPlaywright(label, ok, output) {
  if (!fs.existsSync(output)) {
    problems.push(`${label} did not run`);
    totals.failed += 1;
    return;
  }
  const { stats } = JSON.parse(fs.readFileSync(output, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  if (!ok || stats.expected + stats.flaky === 0) problems.push(`${label} failed`);
}

function playwright(label, command, args, env) {
  const output = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(output, { force: true });
  const ok = run(label, command, args, { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output });
  countPlaywright(label, ok, output);
}

const chromium = provideChromium();
if (!chromium) {
  console.error('npm test: no Chromium for the browser tests (none installed, apt-get unavailable, Playwright download failed)');
  problems.push('no Chromium');
  totals.failed += 1;
} else if (!run('Building the portal', bin('next'), ['build'])) {
  problems.push('next build failed');
  totals.failed += 1;
} else {
  playwright('Playwright (browser tests and abuse suite)', bin('playwright'), ['test', '--reporter=list,json'], { CHROMIUM_PATH: chromium, CLUSTER_BASE_URL: '' });
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
    if (!provideNginx()) {
      console.error('npm test: no nginx with the brotli module for the cluster suite (not installed, apt-get unavailable)');
      problems.push('no nginx');
      totals.failed += 1;
    } else {
      playwright('Cluster behind nginx (cluster checks and abuse suite)', process.execPath, ['scripts/cluster.mjs', '--', bin('playwright'), 'test', '--reporter=list,json'], { CHROMIUM_PATH: chromium });
    }
  } else if (process.env.CI) {
    console.error('npm test: CI must run the cluster suite: set TEST_DATABASE_URL and TEST_REDIS_URL');
    problems.push('cluster suite not run in CI');
    totals.failed += 1;
  }
}

if (problems.length) console.error(`\nProblems: ${problems.join('; ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(problems.length || totals.failed ? 1 : 0);

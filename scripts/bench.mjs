// `npm run bench`: serves the built portal with the production server (building it first when needed) on a fresh demo
// database, then measures with autocannon over loopback: requests per second and p50/p99
// latency for the cached pages, and a static file from public/ as the ceiling they are held to.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.BENCH_PORT ?? 3900);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${port}`;

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || process.argv.includes('--build')) {
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server.ts'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, CAPTCHA_ENABLED: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/logo.svg`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the portal did not start within 60 s');
}

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

await waitForServer();
const list = await (await fetch(`${base}/prod-api/api/bll/article/list?typeId=41&pageSize=1`)).json();
const targets = [
  ['static file (ceiling)', '/logo.svg'],
  ['home /', '/'],
  ['category list /areaxList', '/areaxList?parentId=40&tabIndex=41'],
  ['article /article', `/article?articleId=${list.rows[0].id}`],
];
// The first request renders each page; the measurement is of the cached pages readers get.
for (const [, target] of targets) await fetch(`${base}${target}`);

const results = [];
for (const [name, target] of targets) {
  const result = await measure(`${base}${target}`);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  results.push({ name, target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
}

const ceiling = results[0].rps;
console.log(`\n${connections} connections, ${duration} s each, loopback, one server process on ${os.cpus().length} cores\n`);
console.log('page'.padEnd(28), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'of ceiling'.padStart(11));
for (const r of results) {
  console.log(r.name.padEnd(28), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), `${((100 * r.rps) / ceiling).toFixed(0)}%`.padStart(11));
}
const slow = results.slice(1).filter((r) => r.rps < ceiling / 2 || r.p99 > 100);
console.log(slow.length ? `\nbelow target (50% of the ceiling, p99 <= 100 ms): ${slow.map((r) => r.name).join(', ')}` : '\nevery page meets the target: at least 50% of the ceiling, p99 <= 100 ms');
process.exit(0);

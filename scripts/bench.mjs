// `npm run bench`: serves the built portal with the production server (building it first when needed) on a fresh demo
// database, then measures with autocannon over loopback: requests per second and p50/p99
// latency for the cached pages, and a static file from public/ as the ceiling they are held to.
// With TEST_DATABASE_URL and TEST_REDIS_URL it then runs scripts/bench-cluster.mjs on two
// instances behind nginx (scripts/cluster.mjs): the same pages, and a 60 s soak.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { measurePages, printTable, publicTargets } from './bench-support.mjs';
import { buildIfNeeded } from './build-stamp.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.BENCH_PORT ?? 3900);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${port}`;

if (!(await buildIfNeeded(root))) process.exit(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    SESSION_SECRET: crypto.randomBytes(48).toString('base64url'),
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
// Only errors reach the figures' screen; the server's other log lines stay out of the way.
server.stderr.on('data', (chunk) => {
  for (const line of String(chunk).split('\n')) {
    if (line && (!line.startsWith('{"time"') || line.includes('"level":"error"'))) process.stderr.write(`${line}\n`);
  }
});
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
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

await waitForServer();
const targets = await publicTargets(base);
// The first request renders each page; the measurement is of the cached pages readers get.
for (const [, target] of targets) await fetch(`${base}${target}`);

const results = await measurePages(base, targets, { connections, duration });
printTable(`${connections} connections, ${duration} s each, loopback, one server process on ${os.cpus().length} cores`, results);
const ceiling = results[0].rps;
const slow = results.slice(1).filter((r) => r.rps < ceiling / 2 || r.p99 > 100);
console.log(
  slow.length
    ? `\nbelow target (50% of the ceiling, p99 <= 100 ms): ${slow.map((r) => r.name).join(', ')}`
    : '\nevery page meets the target: at least 50% of the ceiling, p99 <= 100 ms',
);
stop();

if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  const cluster = spawnSync(process.execPath, ['scripts/cluster.mjs', '--', process.execPath, 'scripts/bench-cluster.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_CONNECTIONS: String(connections), BENCH_SECONDS: String(duration) },
  });
  process.exit(cluster.status ?? 1);
} else {
  console.log('\n(set TEST_DATABASE_URL and TEST_REDIS_URL to also measure two instances behind nginx)');
}
process.exit(0);

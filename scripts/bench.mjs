// `npm run bench`: serves the built portal with the production server (building it first when needed) on a fresh demo
// database, then measures with autocannon over loopback: requests per second and p50/p99
// latency for the cached pages against a bare Node server answering the same bytes (the ceiling),
// compression of pages and build scripts, the gzipped JavaScript each public page loads, and
// Lighthouse's mobile scores for them in both languages (scripts/bench-lighthouse.mjs); then
// it restarts the server on its data for the time to the first page and the memory after a soak,
// and measures full-text search on 10,000 generated articles (the time to index them, p99 per query).
// With TEST_DATABASE_URL and TEST_REDIS_URL it then runs scripts/bench-cluster.mjs on two
// instances behind nginx (scripts/cluster.mjs): the same pages, and a 60 s soak.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import {
  measure,
  measurePages,
  pageScriptBytes,
  pageScriptSources,
  printTable,
  printTargets,
  publicTargets,
  rawGet,
} from './bench-support.mjs';
import { buildIfNeeded } from './build-stamp.mjs';
import { compiledServer } from './compile-server.mjs';
import { lighthouseRows } from './bench-lighthouse.mjs';
import { uncachedRows } from './bench-uncached.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.BENCH_PORT ?? 3900);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${port}`;

if (!(await buildIfNeeded(root))) process.exit(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const sessionSecret = crypto.randomBytes(48).toString('base64url');
const adminPassword = `B-${crypto.randomBytes(8).toString('hex')}`;
const uncachedArticles = Number(process.env.BENCH_UNCACHED_ARTICLES ?? 1000);
// Node's flags as `npm run serve` gives them (package.json), so memory is measured as deployed.
const serveFlags = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.serve.split(/\s+/)
  .filter((word) => word.startsWith('--'));

/**
 * The production server on the bench's data folder, or on `databaseUrl`. Its info lines go to
 * `logFile` (else nowhere), where bench finds the start's 'database ready' line.
 */
function startServer({ databaseUrl = '', logFile } = {}) {
  const child = spawn(process.execPath, [...serveFlags, compiledServer(root)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      SESSION_SECRET: sessionSecret,
      ADMIN_PASSWORD: adminPassword,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
    },
    stdio: ['ignore', logFile ? fs.openSync(logFile, 'w') : 'ignore', 'pipe'],
  });
  // Only errors reach the figures' screen; the server's other log lines stay out of the way.
  child.stderr.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (line && (!line.startsWith('{"time"') || line.includes('"level":"error"'))) process.stderr.write(`${line}\n`);
    }
  });
  return child;
}

/** The migrations' and seeds' times of the start that wrote `logFile`. */
function databaseReady(logFile) {
  const line = fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .find((text) => text.includes('"database ready"'));
  if (!line) throw new Error(`the server wrote no 'database ready' line to ${logFile}`);
  return JSON.parse(line);
}

/**
 * A new PostgreSQL database for the bench beside `url`'s, named after this process; databases
 * that earlier benches left (a run killed half-way) are dropped first.
 */
async function createBenchDatabase(url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'portal_bench_%'");
    for (const { datname } of rows) await admin.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
    const name = `portal_bench_${process.pid}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    const created = new URL(url);
    created.pathname = `/${name}`;
    return String(created);
  } finally {
    await admin.end();
  }
}

/** Drops the database `createBenchDatabase` made. */
async function dropBenchDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: String(url) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => admin.end());
}

/** Resident memory of a process, in MB. */
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

/** Restarts the server on its data (the bench's folder, or `databaseUrl`): its first page, the database's start, and memory before and after a soak on an article. */
async function restartRows(label, databaseUrl = '') {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  const logFile = path.join(dataDir, `${label.replace(/\W+/g, '-')}.log`);
  const restarted = performance.now();
  server = startServer({ databaseUrl, logFile });
  await waitForServer('/');
  const firstPageMs = performance.now() - restarted;
  const rssAfterStart = rssMb(server.pid);
  const { migrationsMs, seedsMs } = databaseReady(logFile);
  await measure({ url: `${base}${(await publicTargets(base))[3][1]}`, connections, duration: soakSeconds });
  const rssAfterSoak = rssMb(server.pid);
  const memoryLimit = databaseUrl ? 200 : 300;
  return [
    {
      name: 'migrations and seeds on the existing database',
      figure: `${migrationsMs} + ${seedsMs} ms`,
      threshold: '<= 300 ms',
      holds: migrationsMs + seedsMs <= 300,
    },
    { name: 'first page after start', figure: `${(firstPageMs / 1000).toFixed(2)} s`, threshold: '<= 3 s', holds: firstPageMs <= 3000 },
    { name: 'resident memory after start', figure: `${rssAfterStart} MB`, threshold: '', holds: null },
    {
      name: `resident memory after ${soakSeconds} s at ${connections} connections`,
      figure: `${rssAfterSoak} MB`,
      threshold: `<= ${memoryLimit} MB`,
      holds: rssAfterSoak <= memoryLimit,
    },
  ];
}

let server = startServer();
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForServer(target = '/logo.svg') {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}${target}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the portal did not start within 60 s');
}

await waitForServer();

const targets = await publicTargets(base);
// The first request renders each page; the measurement is of the cached pages readers get.
for (const [, target] of targets) await fetch(`${base}${target}`);

// The ceiling: a bare Node server, in its own process, answering the home page's very bytes.
const homeBytes = path.join(dataDir, 'home.html');
fs.writeFileSync(homeBytes, Buffer.from(await (await fetch(`${base}/`)).arrayBuffer()));
const ceilingPort = port + 1;
const bare = spawn(process.execPath, [path.join(root, 'scripts/bench-ceiling.mjs'), String(ceilingPort), homeBytes], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => bare.kill());
await new Promise((resolve) => bare.stdout.once('data', resolve));
const [ceilingRow] = await measurePages(`http://127.0.0.1:${ceilingPort}`, [['bare Node http, same bytes', '/']], {
  connections,
  duration,
});
bare.kill();

const results = [ceilingRow, ...(await measurePages(base, targets, { connections, duration }))];
printTable(`${connections} connections, ${duration} s each, loopback, one server process on ${os.cpus().length} cores`, results);
const ceiling = ceilingRow.rps;
const pages = results.filter((r) => !r.name.startsWith('static file') && r !== ceilingRow);

const compression = [];
for (const [name, target] of [...targets.slice(1), ['a build script', (await pageScriptSources(base, '/'))[0]]]) {
  const plain = await rawGet(`${base}${target}`, 'identity');
  const brotli = await rawGet(`${base}${target}`, 'br, gzip');
  compression.push({
    name: `${name}: brotli of plain`,
    figure: `${((100 * brotli.bytes) / plain.bytes).toFixed(0)}% (${Math.round(brotli.bytes / 1024)} KB)`,
    threshold: 'br, Vary',
    holds: brotli.headers['content-encoding'] === 'br' && /accept-encoding/i.test(String(brotli.headers.vary)),
  });
}
const scriptRows = [];
for (const [name, target] of [...targets.slice(1), ['about /AboutUs', '/AboutUs']]) {
  const { scripts, bytes } = await pageScriptBytes(base, target);
  scriptRows.push({
    name: `${name}: gzipped JavaScript (${scripts} scripts)`,
    figure: `${bytes} B`,
    threshold: '150000 B',
    holds: bytes <= 150_000,
  });
}
// Home, the category list and the article, in both languages.
const lighthouse = await lighthouseRows(
  base,
  targets.slice(1).flatMap(([name, target]) => [
    [name, target],
    [`${name} (en)`, `/en${target}`],
  ]),
);
printTargets('Targets', [
  ...pages.map((r) => ({
    name: `${r.name}: cached, of the bare ceiling`,
    figure: `${((100 * r.rps) / ceiling).toFixed(0)}%`,
    threshold: '>= 50%',
    holds: r.rps >= ceiling / 2,
  })),
  ...pages.map((r) => ({ name: `${r.name}: cached p99`, figure: `${r.p99} ms`, threshold: '<= 100 ms', holds: r.p99 <= 100 })),
  ...compression,
  ...scriptRows,
  ...lighthouse,
  ...(await uncachedRows(base, {
    adminPassword,
    templateId: new URL(targets[3][1], base).searchParams.get('articleId'),
    count: uncachedArticles,
  })),
  { name: 'resident memory after them', figure: `${rssMb(server.pid)} MB`, threshold: '', holds: null },
]);

// A restart on the database the first start created and seeded, as a portal restarts: the time
// to its first page (migrations and seeds find nothing to do), and its memory before and after a
// soak at the bench's connections.
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const flags = `node ${serveFlags.join(' ')}`;
printTargets(`Restart on its data (${flags}, embedded database)`, await restartRows('embedded'));

// Full-text search on 10,000 generated articles, in a process of its own (features/content/search/bench).
const searchBench = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', 'features/content/search/bench/search-bench.ts'],
  { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
);
if (searchBench.status !== 0) throw new Error('the search bench failed');
printTargets('Full-text search (embedded database)', JSON.parse(searchBench.stdout.trim().split('\n').pop()));

// The same on PostgreSQL, in a database of its own: a first start creates and seeds it.
if (process.env.TEST_DATABASE_URL) {
  const databaseUrl = await createBenchDatabase(process.env.TEST_DATABASE_URL);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  server = startServer({ databaseUrl });
  await waitForServer('/');
  printTargets(`Restart on its data (${flags}, PostgreSQL)`, await restartRows('postgres', databaseUrl));
  stop();
  await dropBenchDatabase(databaseUrl);
}
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

// Starts one portal for the browser tests: `node scripts/e2e-server.mjs <port> <name> [--own-seed]`.
// The servers of one Playwright run (E2E_RUN_ID) start from copies of one data folder seeded once,
// as Jest's suites start from copies of one prepared database; `--own-seed` seeds a folder of the
// server's own (the captcha server, whose seed differs).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { compiledServer } from './compile-server.mjs';

const [port, name, ...flags] = process.argv.slice(2);
const dataRoot = path.resolve('test-results', 'e2e-data');
const runId = process.env.E2E_RUN_ID || String(process.pid);
// Seeding a data folder is a start of the portal: generous for a loaded two-core machine.
const SEED_TIMEOUT_MS = 120_000;

/** The portal on `dataDir`, one embedded instance: settings of a cluster in the caller's environment do not apply. */
function portal(portNumber, dataDir, stdio) {
  return spawn(process.execPath, [compiledServer(process.cwd())], {
    stdio,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(portNumber),
      DATA_DIR: dataDir,
      SESSION_SECRET: crypto.randomBytes(48).toString('base64url'),
      DATABASE_URL: '',
      REDIS_URL: '',
      TRUST_PROXY: '',
    },
  });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
    server.on('error', reject);
  });

/** Resolves once `probe` answers true, checking every 100 ms; rejects after `timeoutMs`. */
async function until(probe, what, timeoutMs = SEED_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`e2e-server: ${what} took more than ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers = (url) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** Seeds `dir` by starting a portal on it until it is ready, then stopping it. */
async function seed(dir) {
  const seedPort = await freePort();
  const child = portal(seedPort, dir, ['ignore', 'ignore', 'inherit']);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    await until(() => answers(`http://127.0.0.1:${seedPort}/readyz`), 'seeding the data folder');
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** This run's seeded folder: the first server to ask seeds it, the others wait for it. */
async function seededTemplate() {
  const dir = path.join(dataRoot, `template-${runId}`);
  const done = path.join(dataRoot, `template-${runId}.seeded`);
  fs.mkdirSync(dataRoot, { recursive: true });
  try {
    fs.mkdirSync(dir);
  } catch {
    await until(() => fs.existsSync(done), 'waiting for the seeded data folder');
    return dir;
  }
  for (const entry of fs.readdirSync(dataRoot))
    if (entry.startsWith('template-') && !entry.startsWith(`template-${runId}`))
      fs.rmSync(path.join(dataRoot, entry), { recursive: true, force: true });
  await seed(dir);
  fs.writeFileSync(done, '');
  return dir;
}

const dataDir = path.join(dataRoot, name);
fs.rmSync(dataDir, { recursive: true, force: true });
if (flags.includes('--own-seed')) fs.mkdirSync(dataDir, { recursive: true });
else
  fs.cpSync(await seededTemplate(), dataDir, {
    recursive: true,
    // The seeding portal's control socket is its own.
    filter: (source) => !fs.lstatSync(source).isSocket(),
  });

const child = portal(port, dataDir, 'inherit');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

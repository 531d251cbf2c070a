// `npm start`, the one-command demo: the production server (server.ts) with NODE_ENV=production.
// Production refuses to start without SESSION_SECRET, so when none is set this launcher makes one
// and keeps it in DATA_DIR/session-secret (the file a development start uses too), so sessions
// survive restarts. A deployment sets its own SESSION_SECRET and never relies on this.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const MIN_SECRET_LENGTH = 32;

/** The demo's secret: the one kept in DATA_DIR, or a new random one written there (owner-only). */
function demoSecret(dataDir) {
  const file = path.join(dataDir, 'session-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return { secret: stored, file };
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  // The mode applies only to a new file; one that was there (and too short) gets it too.
  fs.chmodSync(file, 0o600);
  return { secret, file };
}

const env = { ...process.env, NODE_ENV: 'production' };
if (!env.SESSION_SECRET?.trim()) {
  // Resolved as the server resolves it, from the project folder it runs in.
  const dataDir = path.resolve(root, env.DATA_DIR?.trim() || './data');
  const { secret, file } = demoSecret(dataDir);
  env.SESSION_SECRET = secret;
  console.log(`SESSION_SECRET is not set: this demo uses the one kept in ${path.relative(process.cwd(), file) || file}; a deployment must set its own.`);
}

// A process group of its own, so a Ctrl-C in the terminal reaches the server once, through here,
// and it can finish its requests in flight; a closed terminal stops it the same way.
const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
process.on('SIGHUP', () => child.kill('SIGTERM'));
child.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));

// `npm start`, the one-command demo: checks the settings, builds the portal when there is no
// build or the sources changed since the last one (scripts/build-stamp.mjs), then runs the
// production server (server.ts) with NODE_ENV=production. Production refuses to start without
// SESSION_SECRET, so when none is set the demo keeps a generated one in DATA_DIR (owner-only),
// and sessions survive restarts; a deployment sets its own SESSION_SECRET.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, SESSION_SECRET_FILE, type AppConfig } from '../lib/config';
import { buildIfNeeded } from './build-stamp.mjs';

const root = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  // A bad setting stops the start with one line before anything is built or written; paths
  // resolve as the server resolves them, from the project folder.
  process.chdir(root);
  let config: AppConfig;
  try {
    config = loadConfig(env, { keepSessionSecret: true });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  if (!env.SESSION_SECRET?.trim()) {
    const file = path.join(config.dataDir, SESSION_SECRET_FILE);
    const shown = file.startsWith(root + path.sep) ? path.relative(root, file) : file;
    console.log(`SESSION_SECRET is not set: this demo uses the one kept in ${shown}; a deployment must set its own.`);
    env.SESSION_SECRET = config.sessionSecret;
  }
  if (!(await buildIfNeeded(root))) {
    console.error('The build failed: the portal was not started.');
    process.exit(1);
  }

  // A process group of its own, so a Ctrl-C in the terminal reaches the server once, through here,
  // and it can finish its requests in flight; a closed terminal stops it the same way.
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  process.on('SIGHUP', () => child.kill('SIGTERM'));
  child.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
}

void main();

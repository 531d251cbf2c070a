// Starts one portal for the browser tests on a fresh data folder: `node scripts/e2e-server.mjs <port> <name>`.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { compiledServer } from './compile-server.mjs';

const [port, name] = process.argv.slice(2);
const dataDir = path.resolve('test-results', 'e2e-data', name);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, [compiledServer(process.cwd())], {
  stdio: 'inherit',
  // One embedded instance: settings of a cluster in the caller's environment do not apply.
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    DATA_DIR: dataDir,
    SESSION_SECRET: crypto.randomBytes(48).toString('base64url'),
    DATABASE_URL: '',
    REDIS_URL: '',
    TRUST_PROXY: '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

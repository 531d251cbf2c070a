import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm start` (scripts/start.mjs, run by node as npm runs it) checks the settings before it builds
 * or writes anything: an ADMIN_PASSWORD sign-in would refuse stops it with one line.
 */
const root = path.resolve(__dirname, '../..');

test('an ADMIN_PASSWORD sign-in would refuse stops npm start with one line naming the rule, before anything is written', () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-')), 'data');
  const started = spawnSync(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, ADMIN_PASSWORD: 'ThisPasswordIsFarTooLong2026', SESSION_SECRET: '' },
  });
  expect(started.status).toBe(1);
  expect(started.stdout).toBe('');
  expect(started.stderr.trim().split('\n')).toEqual([
    'Configuration error: ADMIN_PASSWORD must be 5 to 20 characters long, without < > " \' \\ | (sign-in refuses any other password); the one given has 28 characters',
  ]);
  expect(fs.existsSync(dataDir)).toBe(false);
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

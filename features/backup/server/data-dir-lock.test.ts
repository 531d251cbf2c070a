import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { controlSocketOf, DataDirInUseError, holdDataDir, isDataDirInUse } from './data-dir-lock';

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database is one process’s', () => {
  test('a second holder is refused with the first one named, and may hold it once released', async () => {
    const portal = await holdDataDir(dataDir, 'the portal (pid 1)');
    expect(fs.statSync(controlSocketOf(dataDir)).mode & 0o777).toBe(0o600);
    const refused = holdDataDir(dataDir, 'a restore (pid 2)');
    await expect(refused).rejects.toThrow(new DataDirInUseError(`DATA_DIR ${dataDir} is in use by the portal (pid 1)`));
    expect(isDataDirInUse(await refused.catch((error: unknown) => error))).toBe(true);
    await portal.release();
    expect(fs.existsSync(controlSocketOf(dataDir))).toBe(false);
    await (await holdDataDir(dataDir, 'a restore (pid 2)')).release();
  });

  test('a socket left by a process that was killed is taken over', async () => {
    const socket = controlSocketOf(dataDir);
    const killed = spawnSync(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    expect(killed.signal).toBe('SIGKILL');
    expect(fs.existsSync(socket)).toBe(true);
    const hold = await holdDataDir(dataDir, 'the portal (pid 3)');
    await hold.release();
  });
});

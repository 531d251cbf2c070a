import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEFTOVER_GRACE_MS, ownedName, removeLeftovers } from './leftovers';
import { DirectoryFileStore, uploadLeftovers } from './file-store';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-leftovers-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A pid no process has any more: a child's that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;
const host = ownedName('x').split('@')[1];

function make(name: string, { ageMs = 0, folderOf = false } = {}): string {
  const entry = path.join(folder, name);
  if (folderOf) fs.mkdirSync(path.join(entry, 'uploads'), { recursive: true });
  else fs.writeFileSync(entry, 'x');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(entry, when, when);
  return name;
}

const everything = { folder: '', matches: () => true };

test('what a process that is gone left is removed at once; what a live one, or another host, writes stays until it is old', async () => {
  const old = { ageMs: LEFTOVER_GRACE_MS + 60_000 };
  const gone = make(`.portal-restore.${deadPid()}@${host}.aB3dE6`, { folderOf: true });
  const mine = make(ownedName('upload-in-progress'));
  const otherHost = make(`.portal-restore.${deadPid()}@another-instance.xY7zW1`, { folderOf: true });
  const otherHostOld = make(`pglite.restoring.4242@another-instance`, { ...old, folderOf: true });
  const unmarked = make('.portal-restore-Q1w2E3', { folderOf: true });
  const unmarkedOld = make('.archive.tar.gz.partial-1234', old);
  const removed = await removeLeftovers([{ ...everything, folder }]);
  expect(removed.map((entry) => path.basename(entry)).sort()).toEqual([gone, otherHostOld, unmarkedOld].sort());
  expect(fs.readdirSync(folder).sort()).toEqual([mine, otherHost, unmarked].sort());
});

test('only what a rule names goes, and a folder that is not there is nothing to clean', async () => {
  const kept = make('portal-backup-20261125-020000.tar.gz', { ageMs: 10 * LEFTOVER_GRACE_MS });
  const gone = make(`.portal-backup.${deadPid()}@${host}.k9L8m7`);
  const rules = [
    { folder, matches: (name: string) => name.startsWith('.portal-backup') },
    { folder: path.join(folder, 'missing'), matches: () => true },
  ];
  expect(await removeLeftovers(rules)).toEqual([path.join(folder, gone)]);
  expect(fs.readdirSync(folder)).toEqual([kept]);
});

test("the upload store's temporary files carry their owner, so the clean-up spares an upload in progress", async () => {
  const store = new DirectoryFileStore(folder);
  const temp = store.createTemp();
  await new Promise<void>((resolve) => temp.stream.end('partial', () => resolve()));
  expect(path.basename(temp.path)).toBe(ownedName(path.basename(temp.path).split('.')[0]));
  const abandoned = path.join(folder, '.tmp', `${'0'.repeat(32)}.${deadPid()}@${host}`);
  fs.writeFileSync(abandoned, 'half');
  expect(await removeLeftovers([uploadLeftovers(folder)])).toEqual([abandoned]);
  expect(fs.existsSync(temp.path)).toBe(true);
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownedName, removeLeftovers } from '@/lib/backend/storage/leftovers';
import { backupLeftovers } from './leftovers';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-leftovers-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;
/** `name` as a process now gone on this host would have named it. */
const leftBehind = (base: string) => ownedName(base).replace(`.${process.pid}@`, `.${deadPid()}@`);

const storage = () => ({
  pgliteDir: path.join(dataDir, 'pglite'),
  uploadDir: path.join(dataDir, 'uploads'),
  backupDir: path.join(dataDir, 'backups'),
});

/** Makes the folder `entry` (with `inside` in it) and answers `entry`. */
function mkdir(entry: string, inside = ''): string {
  fs.mkdirSync(path.join(dataDir, entry, inside), { recursive: true });
  return entry;
}

test('a dead restore and backup leave nothing after the next start, and the live data is untouched', async () => {
  mkdir('pglite', 'base');
  mkdir('uploads', 'profile');
  mkdir('backups');
  fs.writeFileSync(path.join(dataDir, 'backups', 'portal-backup-20261125-020000.tar.gz'), 'archive');
  const leftovers = [
    mkdir(`${leftBehind('.portal-restore')}.aB3dE6`, 'uploads'),
    mkdir(leftBehind('pglite.restoring'), 'base'),
    mkdir(leftBehind('uploads.replaced')),
    mkdir(`backups/${leftBehind('.portal-backup')}.zZ9yY8`),
    path.posix.join('backups', leftBehind('.portal-backup-20261126-020000.tar.gz.partial')),
  ];
  fs.writeFileSync(path.join(dataDir, leftovers[4]), 'half an archive');
  const removed = await removeLeftovers(backupLeftovers(storage()));
  expect(removed.map((entry) => path.relative(dataDir, entry)).sort()).toEqual([...leftovers].sort());
  expect(fs.readdirSync(dataDir).sort()).toEqual(['backups', 'pglite', 'uploads']);
  expect(fs.readdirSync(path.join(dataDir, 'backups'))).toEqual(['portal-backup-20261125-020000.tar.gz']);
});

test('what a restore moved aside stays while it is the only copy', async () => {
  const aside = mkdir(leftBehind('uploads.replaced'), 'profile');
  expect(await removeLeftovers(backupLeftovers(storage()))).toEqual([]);
  mkdir('uploads');
  expect(await removeLeftovers(backupLeftovers(storage()))).toEqual([path.join(dataDir, aside)]);
});

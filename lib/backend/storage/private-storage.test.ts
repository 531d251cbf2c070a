import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../db/client';
import { DirectoryFileStore } from './file-store';
import { keepStoragePrivate } from './private-storage';
import { loadStorageConfig } from '@/lib/config';

let umaskBefore: number;
beforeAll(() => {
  // A common default that lets every account read what is written.
  umaskBefore = process.umask(0o022);
});
afterAll(() => process.umask(umaskBefore));

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-private-'));
const modeOf = (file: string) => fs.lstatSync(file).mode & 0o777;

/** Every entry under `root` (itself included) whose mode lets another account in, with its mode in octal. */
function openToOthers(root: string): string[] {
  const entries = [root, ...fs.readdirSync(root, { recursive: true }).map((name) => path.join(root, String(name)))];
  return entries
    .filter((entry) => !fs.lstatSync(entry).isSymbolicLink() && modeOf(entry) & 0o077)
    .map((entry) => `${entry} ${modeOf(entry).toString(8)}`);
}

/** Writes `file` with `mode`, whatever the umask. */
function writeOpen(file: string, mode: number) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'x');
  fs.chmodSync(file, mode);
}

/** Opens every folder under `root` to all as a umask of 022 makes them. */
function openFolders(root: string) {
  for (const name of fs.readdirSync(root, { recursive: true })) {
    const entry = path.join(root, String(name));
    if (fs.lstatSync(entry).isDirectory()) fs.chmodSync(entry, 0o755);
  }
}

function captureLog(): string[] {
  const lines: string[] = [];
  for (const stream of [process.stdout, process.stderr])
    jest.spyOn(stream, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
  return lines;
}
afterEach(() => jest.restoreAllMocks());

test('a start on storage open to others makes it owner-only all the way down, and says so in one line', () => {
  const root = temp();
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(root, 'elsewhere', 'backups');
  const outside = path.join(root, 'outside.txt');
  writeOpen(path.join(dataDir, 'pglite', 'base', '1', '1259'), 0o666);
  writeOpen(path.join(dataDir, 'pglite', 'PG_VERSION'), 0o666);
  writeOpen(path.join(dataDir, 'uploads', '2026', '01', '01', 'a.png'), 0o644);
  writeOpen(path.join(dataDir, 'session-secret'), 0o644);
  writeOpen(path.join(backupDir, 'portal-backup-1.tar.gz'), 0o644);
  writeOpen(outside, 0o644);
  fs.symlinkSync(outside, path.join(dataDir, 'link'));
  openFolders(root);
  const storage = loadStorageConfig({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });

  const lines = captureLog();
  keepStoragePrivate(storage);
  expect(openToOthers(dataDir)).toEqual([]);
  expect(openToOthers(backupDir)).toEqual([]);
  expect([modeOf(dataDir), modeOf(path.join(dataDir, 'pglite', 'base')), modeOf(path.join(dataDir, 'pglite', 'PG_VERSION'))]).toEqual([
    0o700, 0o700, 0o600,
  ]);
  expect(modeOf(path.join(backupDir, 'portal-backup-1.tar.gz'))).toBe(0o600);
  // A link is not followed out of the folder.
  expect(modeOf(outside)).toBe(0o644);
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0])).toMatchObject({ level: 'warn', msg: expect.stringContaining('owner-only'), entries: 14 });

  keepStoragePrivate(storage);
  expect(lines).toHaveLength(1);
});

test('after it, the embedded database and the file store write nothing another account can read', async () => {
  const dataDir = path.join(temp(), 'data');
  const storage = loadStorageConfig({ DATA_DIR: dataDir });
  try {
    keepStoragePrivate(storage);
    const handle = connectDatabase({ databaseUrl: null, pgliteDir: storage.pgliteDir });
    await handle.db.execute(sql`create table written (x int)`);
    await handle.db.execute(sql`insert into written values (1)`);
    await handle.close();
    await new DirectoryFileStore(storage.uploadDir).put('/profile/upload/2026/01/01/a.png', new Uint8Array([1]));
  } finally {
    process.umask(0o022);
  }
  expect(fs.readdirSync(storage.pgliteDir).length).toBeGreaterThan(10);
  expect(openToOthers(dataDir)).toEqual([]);
});

test('the file store keeps its files and folders owner-only whatever the umask', async () => {
  const uploadDir = path.join(temp(), 'uploads');
  const store = new DirectoryFileStore(uploadDir);
  await store.put('/profile/upload/2026/01/01/a.png', new Uint8Array([1]));
  const temporary = store.createTemp();
  await new Promise<void>((resolve) => temporary.stream.end('x', resolve));
  expect(openToOthers(uploadDir)).toEqual([]);
});

import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, PGLITE_IN_MEMORY } from '@/lib/backend/db/client';
import { PREPARED } from '@/tests/support/prepared';

test('opening a migrated database runs the seeds once and tells how long migrations and seeds took', async () => {
  let seeded = 0;
  const handle = await openDatabase(
    { databaseUrl: null, pgliteDir: PGLITE_IN_MEMORY, pgliteImage: new Blob([fs.readFileSync(process.env[PREPARED.image]!)]) },
    async () => {
      seeded += 1;
    },
  );
  await handle.close();
  expect(seeded).toBe(1);
  expect(handle.startup).toEqual({ migrationsMs: expect.any(Number), seedsMs: expect.any(Number) });
});

test('a start whose seeds fail rejects with the failure', async () => {
  await expect(
    openDatabase({ databaseUrl: null, pgliteDir: PGLITE_IN_MEMORY }, async () => {
      throw new Error('seed failed');
    }),
  ).rejects.toThrow('seed failed');
});

test('a database that a newer portal migrated is refused with one line, before any migration runs', async () => {
  const image = new Blob([fs.readFileSync(process.env[PREPARED.image]!)]);
  const current = await openDatabase({ databaseUrl: null, pgliteDir: PGLITE_IN_MEMORY, pgliteImage: image });
  const future = Date.parse('2099-01-01T00:00:00Z');
  await current.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-a-newer-portal', ${future})`);
  if (current.kind !== 'pglite') throw new Error('expected PGlite');
  const newer = await current.dumpDataDir();
  await current.close();

  await expect(openDatabase({ databaseUrl: null, pgliteDir: PGLITE_IN_MEMORY, pgliteImage: newer })).rejects.toThrow(
    /^The database's schema is newer than this portal's \(migrated at 2099-01-01T00:00:00\.000Z; this version knows migrations up to \d{4}_\w+, .*\): run the newer portal, or restore a backup taken before the upgrade$/,
  );
});

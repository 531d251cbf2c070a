import fs from 'node:fs';
import { openDatabase, PGLITE_IN_MEMORY } from '@/lib/backend/db/client';
import { PREPARED } from '@/tests/support/prepared';

/** The JSON lines the portal logged to stdout while `work` ran. */
async function loggedDuring(work: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    for (const line of String(chunk).split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line));
    return true;
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

test('opening a migrated database runs the seeds once and logs how long migrations and seeds took', async () => {
  let seeded = 0;
  const lines = await loggedDuring(async () => {
    const handle = await openDatabase(
      { databaseUrl: null, pgliteDir: PGLITE_IN_MEMORY, pgliteImage: new Blob([fs.readFileSync(process.env[PREPARED.image]!)]) },
      async () => {
        seeded += 1;
      },
    );
    await handle.close();
  });
  expect(seeded).toBe(1);
  const ready = lines.find((line) => line.msg === 'database ready');
  expect(ready).toMatchObject({ database: 'pglite', migrationsMs: expect.any(Number), seedsMs: expect.any(Number) });
});

test('a start whose seeds fail logs no readiness and rejects with the failure', async () => {
  const lines = await loggedDuring(async () => {
    await expect(
      openDatabase({ databaseUrl: null, pgliteDir: PGLITE_IN_MEMORY }, async () => {
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
  });
  expect(lines.some((line) => line.msg === 'database ready')).toBe(false);
});

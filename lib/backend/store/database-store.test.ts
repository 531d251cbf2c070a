import fs from 'node:fs';
import { openDatabase, PGLITE_IN_MEMORY, type DatabaseHandle } from '@/lib/backend/db/client';
import { createPostgresDatabase, type TestDatabase } from '@/tests/support/postgres-databases';
import { PREPARED } from '@/tests/support/prepared';
import { checkDeleteAll, checkListing } from '@/tests/support/store-checks';
import { DatabaseStore } from './database-store';

/**
 * The table store on PGlite (the prepared image) and, with TEST_DATABASE_URL, on a PostgreSQL
 * copy of the prepared template: the same statements run on both.
 */
const server = process.env.TEST_DATABASE_URL;
const modes: [string, () => Promise<{ handle: DatabaseHandle; drop?: TestDatabase['drop'] }>][] = [
  [
    'PGlite',
    async () => ({
      handle: await openDatabase({
        databaseUrl: null,
        pgliteDir: PGLITE_IN_MEMORY,
        pgliteImage: new Blob([fs.readFileSync(process.env[PREPARED.image]!)]),
      }),
    }),
  ],
  ...(server
    ? [
        [
          'PostgreSQL',
          async () => {
            const created = await createPostgresDatabase(server, { template: process.env[PREPARED.template] });
            return { handle: await openDatabase({ databaseUrl: created.url, pgliteDir: PGLITE_IN_MEMORY }), drop: created.drop };
          },
        ] as [string, () => Promise<{ handle: DatabaseHandle; drop?: TestDatabase['drop'] }>],
      ]
    : []),
];

describe.each(modes)('DatabaseStore on %s', (_, open) => {
  let opened: { handle: DatabaseHandle; drop?: TestDatabase['drop'] };
  let store: DatabaseStore;
  beforeAll(async () => {
    opened = await open();
    store = new DatabaseStore(opened.handle.db);
  });
  afterAll(async () => {
    await opened.handle.close();
    await opened.drop?.();
  });

  test('keys are listed and deleted by prefix, expired ones left out', async () => {
    await checkListing(store, 't:');
  });

  test('the report names PostgreSQL and its version, and counts this instance’s calls', async () => {
    const report = await store.report();
    expect(report.info).toEqual({
      store: 'postgresql',
      server_version: expect.stringMatching(/^\d+/),
      table: 'sys_kv_entry',
      uptime_in_seconds: expect.stringMatching(/^\d+$/),
      uptime_in_days: expect.stringMatching(/^\d+$/),
      used_memory: expect.stringMatching(/^\d+$/),
      used_memory_human: expect.stringMatching(/^\d+\.\d\d[KMG]$/),
    });
    expect(report.dbSize).toBe(2);
    expect(report.commandStats).toContainEqual({ name: 'set', value: '5' });
    expect(report.commandStats).toContainEqual({ name: 'deletePrefix', value: '2' });
  });

  test('deleting with no prefix empties the table', async () => {
    await checkDeleteAll(store);
  });
});

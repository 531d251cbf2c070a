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

  test('the report names PostgreSQL and its figures, and no command statistics, which it does not keep', async () => {
    const report = await store.report();
    expect(report.info).toEqual({
      store: 'postgresql',
      server_version: expect.stringMatching(/^\d+/),
      table: 'sys_kv_entry',
      // What the stock cache screen reads from Redis's INFO, as the database server gives it.
      redis_version: expect.stringMatching(/^PostgreSQL \d+/),
      redis_mode: 'standalone',
      tcp_port: expect.stringMatching(/^\d+$/),
      connected_clients: expect.stringMatching(/^\d+$/),
      used_cpu_user_children: expect.stringMatching(/^\d+\.\d\d$/),
      maxmemory: '0',
      maxmemory_human: '0B',
      aof_enabled: '1',
      rdb_last_bgsave_status: '-',
      instantaneous_input_kbps: '-',
      instantaneous_output_kbps: '-',
      uptime_in_seconds: expect.stringMatching(/^\d+$/),
      uptime_in_days: expect.stringMatching(/^\d+$/),
      used_memory: expect.stringMatching(/^\d+$/),
      used_memory_human: expect.stringMatching(/^\d+\.\d\d[KMG]$/),
    });
    expect(report.dbSize).toBe(2);
    expect(report.commandStats).toEqual([]);
  });

  test('deleting with no prefix empties the table', async () => {
    await checkDeleteAll(store);
  });
});

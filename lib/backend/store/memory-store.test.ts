import { checkDeleteAll, checkListing } from '@/tests/support/store-checks';
import { redisHumanBytes } from './key-value-store';
import { MemoryStore } from './memory-store';

test('values expire, take is single use, and increment restarts the time to live', async () => {
  let now = 1000;
  const store = new MemoryStore(() => now);
  await store.set('a', 'x', 100);
  expect(await store.get('a')).toBe('x');
  now += 100;
  expect(await store.get('a')).toBeNull();

  await store.set('b', 'y', 100);
  expect(await store.take('b')).toBe('y');
  expect(await store.take('b')).toBeNull();

  expect(await store.increment('c', 100)).toBe(1);
  now += 90;
  expect(await store.increment('c', 100)).toBe(2);
  now += 90;
  expect(await store.get('c')).toBe('2');
  now += 20;
  expect(await store.get('c')).toBeNull();
});

test('keys are listed and deleted by prefix, and the report counts calls, estimates memory and fills the stock screen’s fields', async () => {
  const store = new MemoryStore(Date.now, () => 2 * 86_400 + 5);
  await checkListing(store, 't:');
  const report = await store.report();
  expect(report.info).toEqual({
    store: 'memory',
    // What the stock cache screen reads from Redis's INFO, as true of a map in this process.
    redis_version: `Node.js ${process.version}`,
    redis_mode: 'standalone',
    tcp_port: '-',
    connected_clients: '1',
    used_cpu_user_children: '0.00',
    maxmemory: expect.stringMatching(/^[1-9]\d+$/),
    maxmemory_human: expect.stringMatching(/^\d+\.\d\d[MG]$/),
    aof_enabled: '0',
    rdb_last_bgsave_status: '-',
    instantaneous_input_kbps: '0.00',
    instantaneous_output_kbps: '0.00',
    uptime_in_seconds: '172805',
    uptime_in_days: '2',
    // `t:b%_*?[x]:1` → `odd` and `t:c:1` → `1`
    used_memory: String('t:b%_*?[x]:1odd'.length + 't:c:11'.length),
    used_memory_human: '21B',
  });
  expect(report.dbSize).toBe(2);
  expect(report.commandStats).toContainEqual({ name: 'set', value: '5' });
  expect(report.commandStats).toContainEqual({ name: 'increment', value: '1' });
  await checkDeleteAll(store);
});

test('memory sizes read as Redis writes them', () => {
  expect(redisHumanBytes(0)).toBe('0B');
  expect(redisHumanBytes(1023)).toBe('1023B');
  expect(redisHumanBytes(1024)).toBe('1.00K');
  expect(redisHumanBytes(1_048_576 * 1.5)).toBe('1.50M');
  expect(redisHumanBytes(3 * 1024 ** 3)).toBe('3.00G');
});

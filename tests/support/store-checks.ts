import type { KeyValueStore } from '@/lib/backend/store/key-value-store';

/**
 * What the cache monitor needs of every store, checked alike on each: keys listed by prefix in
 * Java's string order, a prefix's special characters matching only themselves, deletion by
 * prefix (all for ''), and a report whose figures are strings. `ns` keeps the keys apart from
 * any other test's.
 */
export async function checkListing(store: KeyValueStore, ns: string): Promise<void> {
  await store.set(`${ns}b:2`, 'two', 60_000);
  await store.set(`${ns}b:1`, 'one', 60_000);
  await store.set(`${ns}b:Z`, 'capital', 60_000);
  await store.increment(`${ns}c:1`, 60_000);
  await store.set(`${ns}b%_*?[x]:1`, 'odd', 60_000);
  await store.set(`${ns}gone`, 'x', 1);
  await new Promise((resolve) => setTimeout(resolve, 20));

  expect(await store.keys(`${ns}b:`)).toEqual([`${ns}b:1`, `${ns}b:2`, `${ns}b:Z`]);
  expect(await store.keys(`${ns}b%_*?[x]`)).toEqual([`${ns}b%_*?[x]:1`]);
  expect(await store.keys(`${ns}b_`)).toEqual([]);
  expect(await store.keys(`${ns}b*`)).toEqual([]);
  expect(await store.keys(ns)).toEqual([`${ns}b%_*?[x]:1`, `${ns}b:1`, `${ns}b:2`, `${ns}b:Z`, `${ns}c:1`]);

  const report = await store.report();
  expect(report.dbSize).toBeGreaterThanOrEqual(5);
  for (const value of Object.values(report.info)) expect(typeof value).toBe('string');
  expect(report.info.used_memory_human).toMatch(/^\d+(\.\d\d[KMGTP])?B?$/);
  for (const stat of report.commandStats) expect(stat).toEqual({ name: expect.any(String), value: expect.stringMatching(/^\d+$/) });

  expect(await store.deletePrefix(`${ns}b:`)).toBe(3);
  expect(await store.get(`${ns}b:1`)).toBeNull();
  expect(await store.keys(ns)).toEqual([`${ns}b%_*?[x]:1`, `${ns}c:1`]);
  expect(await store.deletePrefix(`${ns}nothing:`)).toBe(0);
}

/** Deleting with '' empties the store: what 清理全部 does. */
export async function checkDeleteAll(store: KeyValueStore): Promise<void> {
  await store.set('x:1', '1', 60_000);
  await store.set('y:1', '1', 60_000);
  expect(await store.deletePrefix('')).toBeGreaterThanOrEqual(2);
  expect(await store.keys('')).toEqual([]);
  expect((await store.report()).dbSize).toBe(0);
}

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

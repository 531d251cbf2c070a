// The handler is CommonJS because Next loads it itself.
import MemoryCacheHandler from '../server/next-cache-handler.js';
import { nextCacheInvalidator } from './revalidate-after-write';

jest.mock('server-only', () => ({}), { virtual: true });
// Next applies a route handler's revalidations after the handler has finished: here, never.
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

test("a write's tags are stale in this process before its answer goes out, whenever Next applies them", async () => {
  const cache = new MemoryCacheHandler();
  await cache.set('links', { kind: 'FETCH', data: 1 }, { tags: ['content:links'] });
  await cache.set('settings', { kind: 'FETCH', data: 2 }, { tags: ['content:settings'] });
  await new Promise((resolve) => setTimeout(resolve, 2));

  nextCacheInvalidator.revalidateTag('content:links');
  expect(await cache.get('links', { kind: 'FETCH', tags: ['content:links'] })).toBeNull();
  expect(await cache.get('settings', { kind: 'FETCH', tags: ['content:settings'] })).not.toBeNull();
});

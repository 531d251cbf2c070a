// The handler is CommonJS because Next loads it itself.
import MemoryCacheHandler from './next-cache-handler.js';

test('entries are kept until a tag they carry is revalidated', async () => {
  const cache = new MemoryCacheHandler();
  await cache.set('data', { kind: 'FETCH', data: 1 }, { tags: ['content:links'] });
  await cache.set('page', { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'content:articles,_N_T_/zh' } }, {});
  expect((await cache.get('data', { kind: 'FETCH', tags: ['content:links'] }))?.value).toEqual({ kind: 'FETCH', data: 1 });
  expect(await cache.get('page', { kind: 'APP_PAGE' })).not.toBeNull();

  await new Promise((resolve) => setTimeout(resolve, 2));
  await cache.revalidateTag('content:articles');
  expect(await cache.get('page', { kind: 'APP_PAGE' })).toBeNull();
  expect(await cache.get('data', { kind: 'FETCH', tags: ['content:links'] })).not.toBeNull();
  await cache.revalidateTag(['content:links']);
  expect(await cache.get('data', { kind: 'FETCH', tags: ['content:links'] })).toBeNull();
  expect(await cache.get('missing', {})).toBeNull();
});

test('code outside Next marks tags, or everything, through globalThis', async () => {
  const hooks = globalThis as typeof globalThis & {
    __portalRevalidateTags: (tags: string[]) => void;
    __portalRevalidateEverything: () => void;
  };
  const cache = new MemoryCacheHandler();
  await cache.set('links', { kind: 'FETCH', data: 1 }, { tags: ['content:links'] });
  await cache.set('settings', { kind: 'FETCH', data: 2 }, { tags: ['content:settings'] });
  await new Promise((resolve) => setTimeout(resolve, 2));

  hooks.__portalRevalidateTags(['content:links']);
  expect(await cache.get('links', { kind: 'FETCH', tags: ['content:links'] })).toBeNull();
  expect(await cache.get('settings', { kind: 'FETCH', tags: ['content:settings'] })).not.toBeNull();

  hooks.__portalRevalidateEverything();
  expect(await cache.get('settings', { kind: 'FETCH', tags: ['content:settings'] })).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 2));
  await cache.set('fresh', { kind: 'FETCH', data: 3 }, { tags: [] });
  expect(await cache.get('fresh', { kind: 'FETCH', tags: [] })).not.toBeNull();
});

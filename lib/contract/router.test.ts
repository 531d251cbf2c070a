import { createContractRouter, pathOf } from './router';
import type { Contract } from './contract';

const contract = (method: Contract['method'], path: string): Contract => ({ method, path, access: 'anonymous' });

test('literal paths, parameters, wrong methods and unknown paths', () => {
  const changeStatus = contract('PUT', '/system/user/changeStatus');
  const byIds = contract(['GET', 'DELETE'], '/system/user/:userIds');
  const router = createContractRouter([changeStatus, byIds], (entry) => entry);
  expect(router.lookup('PUT', '/system/user/changeStatus')).toEqual({ kind: 'found', match: { entry: changeStatus, params: {} } });
  expect(router.lookup('DELETE', '/system/user/3,4%2C5/')).toEqual({
    kind: 'found',
    match: { entry: byIds, params: { userIds: '3,4,5' } },
  });
  expect(router.lookup('POST', '/system/user/3')).toEqual({ kind: 'method-not-allowed' });
  expect(router.lookup('GET', '/system/user/3/4')).toEqual({ kind: 'not-found' });
});

test('a path filled in from its parameters', () => {
  expect(pathOf(contract('DELETE', '/system/user/:userIds'), { userIds: [3, 4] })).toBe('/system/user/3,4');
  expect(pathOf(contract('GET', '/system/dict/data/type/:dictType'), { dictType: 'a b/c' })).toBe('/system/dict/data/type/a%20b%2Fc');
  expect(() => pathOf(contract('GET', '/system/user/:userId'))).toThrow(':userId');
});

test('a literal segment wins over a parameter declared before it', () => {
  const remove = contract('DELETE', '/system/config/:configIds');
  const refreshCache = contract('DELETE', '/system/config/refreshCache');
  const router = createContractRouter([remove, refreshCache], (entry) => entry);
  expect(router.lookup('DELETE', '/system/config/refreshCache')).toEqual({ kind: 'found', match: { entry: refreshCache, params: {} } });
  expect(router.lookup('DELETE', '/system/config/7')).toEqual({ kind: 'found', match: { entry: remove, params: { configIds: '7' } } });
});

test('among many paths of several lengths, each literal still wins over the parameter beside it', () => {
  const paths = ['/a/:id', '/a/b/:id', '/a', '/a/b/c', '/a/list', '/a/:x/c', '/a/b', '/a/export', '/a/b/:y/d'];
  const entries = paths.map((path) => contract('GET', path));
  const router = createContractRouter(entries, (entry) => entry);
  for (const literal of ['/a/list', '/a/export', '/a/b', '/a/b/c']) {
    const found = router.lookup('GET', literal);
    expect(found.kind === 'found' && found.match.entry.path).toBe(literal);
  }
});

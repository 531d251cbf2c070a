import { ok } from './envelope';
import { createRouter, type Route } from './router';

const route = (method: Route['method'], path: string): Route => ({ method, path, access: 'anonymous', handler: async () => ok() });

test('literal routes, parameters, wrong methods and unknown paths', () => {
  const changeStatus = route('PUT', '/system/user/changeStatus');
  const byIds = route(['GET', 'DELETE'], '/system/user/:userIds');
  const router = createRouter([changeStatus, byIds]);
  expect(router.lookup('PUT', '/system/user/changeStatus')).toEqual({ kind: 'found', match: { route: changeStatus, params: {} } });
  expect(router.lookup('DELETE', '/system/user/3,4%2C5/')).toEqual({ kind: 'found', match: { route: byIds, params: { userIds: '3,4,5' } } });
  expect(router.lookup('POST', '/system/user/3')).toEqual({ kind: 'method-not-allowed' });
  expect(router.lookup('GET', '/system/user/3/4')).toEqual({ kind: 'not-found' });
});

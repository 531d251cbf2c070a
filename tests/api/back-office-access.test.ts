import { CONTRACT_ENTRIES } from '@/root/contracts';
import { contractMethods } from '@/lib/contract/contract';
import { pathOf } from '@/lib/contract/router';
import { FORBIDDEN } from '@/tests/support/answers';
import type { Person } from '@/tests/support/member-helpers';
import { featureSuite } from '@/tests/support/feature-suite';

/**
 * Every endpoint whose contract names a permission refuses a registered member with the
 * reference's 403, whatever it is called with: the contracts are the list of what to check, so a
 * new back-office endpoint is checked the day it is declared.
 */
let member: Person;
featureSuite({ people: ['member'] }, (suite) => {
  ({ member } = suite);
});

const guarded = CONTRACT_ENTRIES.filter(({ contract }) => typeof contract.access === 'object').flatMap(
  ({ feature, group, name, contract }) =>
    contractMethods(contract).map((method) => {
      const params = Object.fromEntries([...contract.path.matchAll(/:(\w+)/g)].map(([, param]) => [param, '1']));
      return { method, path: pathOf(contract, params), name: `${feature} ${group}.${name}` };
    }),
);

test.each(guarded)('$method $path ($name) refuses a registered member', async ({ method, path }) => {
  expect((await member.call(method, path, method === 'GET' ? undefined : {})).body).toEqual(FORBIDDEN);
});

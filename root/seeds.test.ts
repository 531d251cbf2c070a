import { serverSeeds } from './server-modules';

test('the feature modules name every seed step of the portal once, in the order databases have had them', async () => {
  expect((await serverSeeds()).map(({ version, name }) => `${version} ${name}`)).toEqual([
    '1 system tables',
    '2 demo content',
    '3 member area',
    '4 member services menu',
    '5 portal settings menu',
    '6 scheduled jobs',
    '7 posts, notices and API documents',
    '8 server and cache monitors',
    '9 nightly backup job',
    '10 English texts beside the Chinese',
    '11 full-text search index',
    '12 English menu names',
    '13 English venues and member fees of the demo activities',
    '14 English dictionary labels',
    '15 English labels of the member dictionaries',
    '16 online order sweep job',
    '17 orders menu',
    '18 e-mail queue job',
    '19 e-mail menu',
  ]);
});

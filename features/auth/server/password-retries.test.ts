import { MemoryStore } from '@/lib/backend/store/memory-store';
import { ACCOUNT_LOCK_RETRIES, ACCOUNT_LOCKED_MSG, forgetPasswordTries, LOCKED_MSG, startPasswordTry } from './password-retries';

const failFiveTimes = async (store: MemoryStore, userName: string, ip: string) => {
  for (let i = 0; i < 5; i++) await startPasswordTry(store, userName, ip);
};

test('a name holding a colon counts apart from another account at some address', async () => {
  const store = new MemoryStore();
  await failFiveTimes(store, 'admin:10.1.2.3', '10.9.9.9');
  expect((await startPasswordTry(store, 'admin', '10.1.2.3')).refusal).toBeNull();
  expect((await startPasswordTry(store, 'admin:10.1.2.3', '10.9.9.9')).refusal).toBe(LOCKED_MSG);
});

test('forgetting one name lifts its counters at every address and leaves longer names alone', async () => {
  const store = new MemoryStore();
  for (const name of ['ab', 'ab:c', 'abc']) {
    await failFiveTimes(store, name, '10.0.0.1');
    await failFiveTimes(store, name, '2001:db8::1');
  }
  await forgetPasswordTries(store, 'ab');
  expect(await store.keys('pwd_err_cnt:ab:')).toEqual([]);
  expect(await store.keys('pwd_err_cnt:')).toEqual([
    'pwd_err_cnt:ab%3Ac',
    'pwd_err_cnt:ab%3Ac:10.0.0.1',
    'pwd_err_cnt:ab%3Ac:2001:db8:0:0::/64',
    'pwd_err_cnt:abc',
    'pwd_err_cnt:abc:10.0.0.1',
    'pwd_err_cnt:abc:2001:db8:0:0::/64',
  ]);
});

test('parallel tries from many addresses cannot pass the account’s limit of fifty', async () => {
  const store = new MemoryStore();
  const tries = await Promise.all(
    Array.from({ length: 80 }, (_, i) => startPasswordTry(store, 'admin', `10.3.${Math.floor(i / 4)}.${i % 4}`)),
  );
  expect(tries.filter((one) => one.refusal === null)).toHaveLength(ACCOUNT_LOCK_RETRIES);
  expect(tries.filter((one) => one.refusal === ACCOUNT_LOCKED_MSG)).toHaveLength(80 - ACCOUNT_LOCK_RETRIES);
});

test('the owner’s own sign-ins never add up to a lock-out, however many', async () => {
  const store = new MemoryStore();
  for (let i = 0; i < 120; i++) {
    const one = await startPasswordTry(store, 'admin', `10.4.0.${i % 7}`);
    expect(one.refusal).toBeNull();
    await one.succeeded();
  }
});

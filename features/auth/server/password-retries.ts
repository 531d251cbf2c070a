import { addressSubject } from '@/lib/backend/http/rate-limit';
import type { KeyValueStore } from '@/lib/backend/store/key-value-store';

/** Wrong passwords for one account from one address before that address is locked out (the reference's `maxRetryCount`). */
const MAX_PASSWORD_RETRIES = 5;
/**
 * Wrong passwords from all addresses together that lock the account for every address. The
 * count per address stops one guesser without locking the owner out elsewhere; this one stops a
 * guess spread over many addresses. An address is locked out itself after five, so it takes ten
 * addresses guessing within one lock time to lock the account, and together they get no more
 * than fifty guesses per lock time; the owner's own typos never come near it.
 */
export const ACCOUNT_LOCK_RETRIES = 50;
const LOCK_TIME_MS = 10 * 60 * 1000;

/** The reference's `user.password.retry.limit.exceed`. */
const lockedMessage = (retries: number) => `密码输入错误${retries}次，帐户锁定${LOCK_TIME_MS / 60000}分钟`;
export const LOCKED_MSG = lockedMessage(MAX_PASSWORD_RETRIES);
export const ACCOUNT_LOCKED_MSG = lockedMessage(ACCOUNT_LOCK_RETRIES);

/** Where wrong-password counts live in the short-lived store (the reference's `PWD_ERR_CNT_KEY`). */
export const RETRY_COUNTER_KEY_PREFIX = 'pwd_err_cnt:';

/**
 * `pwd_err_cnt:<name>` counts the account's wrong passwords from everywhere, as the reference's
 * key does; `pwd_err_cnt:<name>:<address>` its tries from one address. A `:` or `%` in the name is
 * escaped, so no name's key is another name's key at some address.
 */
const accountKey = (userName: string) => `${RETRY_COUNTER_KEY_PREFIX}${userName.replace(/[%:]/g, encodeURIComponent)}`;
const addressKey = (userName: string, ip: string) => `${accountKey(userName)}:${addressSubject(ip)}`;

export interface PasswordTry {
  /** The lock-out message this try meets, or null when the password may be checked. */
  refusal: string | null;
  /** Tries from this address, this one included, since the last right password here. */
  fromHere: number;
  succeeded(): Promise<void>;
}

/**
 * One try of an account's password from an address. The try counts at its address and for the
 * account before the password is checked, so parallel guesses from many addresses cannot all slip
 * under either limit. An address that goes on after its own lock-out adds nothing for the
 * account, so it cannot lock the owner out everywhere. A right password clears its address's
 * count and the account's: the owner's own sign-ins never add up to a lock-out (staff sign in
 * many times a day), at the price of a guess spread over many addresses starting afresh after
 * the owner signs in, still five at each address.
 */
export async function startPasswordTry(kv: KeyValueStore, userName: string, ip: string): Promise<PasswordTry> {
  const here = addressKey(userName, ip);
  const account = accountKey(userName);
  const fromHere = await kv.increment(here, LOCK_TIME_MS);
  let refusal: string | null = null;
  if (fromHere > MAX_PASSWORD_RETRIES) refusal = LOCKED_MSG;
  else if ((await kv.increment(account, LOCK_TIME_MS)) > ACCOUNT_LOCK_RETRIES) refusal = ACCOUNT_LOCKED_MSG;
  return {
    refusal,
    fromHere,
    succeeded: async () => {
      await kv.delete(here);
      await kv.delete(account);
    },
  };
}

/** Lifts every lock-out of an account, at every address: an administrator's unlock, a password reset. */
export async function forgetPasswordTries(kv: KeyValueStore, userName: string): Promise<void> {
  await kv.delete(accountKey(userName));
  await kv.deletePrefix(`${accountKey(userName)}:`);
}

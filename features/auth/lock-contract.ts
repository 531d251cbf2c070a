import { z } from '@/lib/contract/zod';
import { defineContracts } from '@/lib/contract/contract';

/*
 * The admin's lock screen, in a module of its own: every public page's header reads the session
 * through `./contract.ts`, and must not carry zod for a schema only the back office sends.
 */

/** `POST /unlockscreen`: the password as typed; an empty or missing one is the service's refusal. */
export const unlockSchema = z.object({ password: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()) });

export const screenLock = defineContracts(
  {},
  {
    // POST /lockscreen – locks the caller's session: until it is unlocked, only the calls the lock screen needs are answered
    lockscreen: { method: 'POST', path: '/lockscreen', access: 'user', openWhileLocked: true },
    // POST /unlockscreen – {password}: the caller's password opens the locked admin screen (解锁成功)
    unlockscreen: { method: 'POST', path: '/unlockscreen', access: 'user', input: unlockSchema, openWhileLocked: true },
  },
);

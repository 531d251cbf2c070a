import type { KeyValueStore } from '../store/key-value-store';

/** At most `limit` events of one subject (a client IP) per window, counted in fixed windows. */
export interface RateLimit {
  /** Names the counter in the store, under the reference's `rate_limit:` prefix. */
  name: string;
  limit: number;
  windowMs: number;
}

export const TOO_MANY_REQUESTS_MSG = '请求过于频繁，请稍后再试';

/**
 * Whom an address counts for. One IPv6 client holds a whole /64 and could take a fresh address
 * for every try, so IPv6 addresses count by their /64 network; IPv4 ones by themselves.
 */
export function addressSubject(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The counter of the window `now` falls in; the next window starts a new one. */
function windowKey(rule: RateLimit, subject: string, now: number, part: string): string {
  return `rate_limit:${rule.name}:${part}:${addressSubject(subject)}:${Math.floor(now / rule.windowMs)}`;
}

/** Counts one request of `subject` and answers whether it is over the limit. */
export async function overRateLimit(kv: KeyValueStore, rule: RateLimit, subject: string, now = Date.now()): Promise<boolean> {
  return (await kv.increment(windowKey(rule, subject, now, 'calls'), rule.windowMs)) > rule.limit;
}

export interface Attempt {
  /** Whether the subject already failed `limit` times in this window. */
  refused: boolean;
  /** Takes this attempt off the failures. */
  succeeded(): Promise<void>;
}

/**
 * An attempt where only failures count against the limit. Every attempt is counted before it is
 * decided, so parallel attempts cannot all slip under the limit; a success is counted apart and
 * taken off, so many people succeeding from one address are never refused.
 */
export async function startAttempt(kv: KeyValueStore, rule: RateLimit, subject: string, now = Date.now()): Promise<Attempt> {
  const successesKey = windowKey(rule, subject, now, 'successes');
  const attempts = await kv.increment(windowKey(rule, subject, now, 'attempts'), rule.windowMs);
  const successes = Number((await kv.get(successesKey)) ?? 0);
  return {
    refused: attempts - 1 - successes >= rule.limit,
    succeeded: async () => {
      await kv.increment(successesKey, rule.windowMs);
    },
  };
}

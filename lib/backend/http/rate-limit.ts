import type { KeyValueStore } from '../store/key-value-store';

/** At most `limit` events of one subject (a client IP) in any span of `windowMs`. */
export interface RateLimit {
  /** Names the counter in the store, under the reference's `rate_limit:` prefix. */
  name: string;
  limit: number;
  windowMs: number;
}

/** Where rate-limit counters live in the short-lived store (the reference's `RATE_LIMIT_KEY`). */
export const RATE_LIMIT_KEY_PREFIX = 'rate_limit:';

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
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The counter of the fixed window `windowIndex` (`now / windowMs`, rounded down). */
function windowKey(rule: RateLimit, subject: string, windowIndex: number, part: string): string {
  return `${RATE_LIMIT_KEY_PREFIX}${rule.name}:${part}:${addressSubject(subject)}:${windowIndex}`;
}

/**
 * A sliding window over two fixed ones: events of the current window count in full, those of the
 * one before by the share of it the last `windowMs` still covers, rounded up (they leave the
 * count one by one as the window slides past). A burst across a window's end counts in full, so
 * it cannot pass the limit twice over; the store needs only counters, which Redis, PostgreSQL
 * and memory all keep alike.
 */
interface SlidingWindow {
  key(part: string): string;
  previousKey(part: string): string;
  /** How many of the previous window's `count` events are still in the sliding window. */
  stillIn(count: number): number;
  /** Counters live for two windows: the current one, and as the previous one after it. */
  ttlMs: number;
}

function slidingWindow(rule: RateLimit, subject: string, now: number): SlidingWindow {
  const index = Math.floor(now / rule.windowMs);
  return {
    key: (part) => windowKey(rule, subject, index, part),
    previousKey: (part) => windowKey(rule, subject, index - 1, part),
    stillIn: (count) => Math.ceil(count * (1 - (now - index * rule.windowMs) / rule.windowMs)),
    ttlMs: 2 * rule.windowMs,
  };
}

const countOf = async (kv: KeyValueStore, key: string) => Number((await kv.get(key)) ?? 0);

/** Counts one request of `subject` and answers whether it is over the limit. */
export async function overRateLimit(kv: KeyValueStore, rule: RateLimit, subject: string, now = Date.now()): Promise<boolean> {
  const window = slidingWindow(rule, subject, now);
  const current = await kv.increment(window.key('calls'), window.ttlMs);
  return current + window.stillIn(await countOf(kv, window.previousKey('calls'))) > rule.limit;
}

export interface Attempt {
  /** Whether the subject already failed `limit` times in the last window. */
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
  const window = slidingWindow(rule, subject, now);
  const attempts = await kv.increment(window.key('attempts'), window.ttlMs);
  const successes = await countOf(kv, window.key('successes'));
  const previousFailures = (await countOf(kv, window.previousKey('attempts'))) - (await countOf(kv, window.previousKey('successes')));
  return {
    refused: attempts - 1 - successes + window.stillIn(previousFailures) >= rule.limit,
    succeeded: async () => {
      await kv.increment(window.key('successes'), window.ttlMs);
    },
  };
}

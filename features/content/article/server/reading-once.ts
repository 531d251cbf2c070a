import { createHash } from 'node:crypto';
import { addressSubject } from '@/lib/backend/http/rate-limit';
import type { KeyValueStore } from '@/lib/backend/store/key-value-store';

/** How long one reader's readings of one article count as one. */
export const READING_WINDOW_MS = 60 * 60 * 1000;

export const READING_KEY_PREFIX = 'article_reading:';

/**
 * Whether this is the reader's first reading of the article within the window: a signed-in reader
 * is known by their account, anyone else by their address (an IPv6 address by its /64, as the
 * rate limits count it, so one network is not endless readers). The key holds a hash, never the
 * address itself, since the cache monitor lists keys. Counting with the store's atomic increment
 * makes concurrent beacons from one reader count once; each reading restarts the window, so a
 * script that keeps asking never counts again.
 */
export async function isFirstReading(
  kv: KeyValueStore,
  articleId: number,
  reader: { userId: number | null; ip: string },
): Promise<boolean> {
  const who = reader.userId !== null ? `user:${reader.userId}` : `ip:${addressSubject(reader.ip)}`;
  const digest = createHash('sha256').update(who).digest('base64url').slice(0, 22);
  return (await kv.increment(`${READING_KEY_PREFIX}${articleId}:${digest}`, READING_WINDOW_MS)) === 1;
}

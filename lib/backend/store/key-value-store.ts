/**
 * Short-lived shared state: captcha answers, failure counters and rate limits. The in-process
 * store serves a single instance; several instances share one behind the same interface.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step, so a single-use value can be spent only once. */
  take(key: string): Promise<string | null>;
  /** Adds one and (re)starts the time to live; answers the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  delete(key: string): Promise<void>;
}

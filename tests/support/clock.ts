/** Every timer stays real, as the database and Redis clients need them: only Date is faked. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Fakes Date alone, standing still at the start of a window of `windowMs`: the rate limits count
 * in fixed windows, so a test that starts a window's count never straddles two.
 */
export function freezeDateAtWindowStart(windowMs: number): void {
  jest.useFakeTimers({ now: Math.ceil(Date.now() / windowMs) * windowMs, doNotFake: [...REAL_TIMERS] });
}

/** Fakes Date alone, `ms` later than it is now (real or already faked); `jest.useRealTimers()` brings the real one back. */
export function moveDateAhead(ms: number): void {
  jest.useFakeTimers({ now: Date.now() + ms, doNotFake: [...REAL_TIMERS] });
}

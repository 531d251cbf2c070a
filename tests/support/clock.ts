/**
 * Fakes Date alone, standing still at the start of a window of `windowMs`: the rate limits count
 * in fixed windows, so a test that starts a window's count never straddles two. Every timer stays
 * real, as the database and Redis clients need them.
 */
export function freezeDateAtWindowStart(windowMs: number): void {
  jest.useFakeTimers({
    now: Math.ceil(Date.now() / windowMs) * windowMs,
    doNotFake: [
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
    ],
  });
}

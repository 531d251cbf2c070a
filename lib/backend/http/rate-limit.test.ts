import { MemoryStore } from '../store/memory-store';
import { overRateLimit, startAttempt, type RateLimit } from './rate-limit';

const RULE: RateLimit = { name: 'test', limit: 3, windowMs: 60_000 };

test('requests over the limit are refused until the next window, per subject', async () => {
  let now = 120_000;
  const kv = new MemoryStore(() => now);
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await overRateLimit(kv, RULE, '10.0.0.1', now));
  expect(answers).toEqual([false, false, false, true]);
  expect(await overRateLimit(kv, RULE, '10.0.0.2', now)).toBe(false);

  now += 59_999;
  expect(await overRateLimit(kv, RULE, '10.0.0.1', now)).toBe(true);
  now += 1;
  expect(await overRateLimit(kv, RULE, '10.0.0.1', now)).toBe(false);
});

test('only failed attempts count, and parallel attempts cannot all slip under the limit', async () => {
  let now = 0;
  const kv = new MemoryStore(() => now);
  for (let i = 0; i < 10; i++) {
    const attempt = await startAttempt(kv, RULE, 'office', now);
    expect(attempt.refused).toBe(false);
    await attempt.succeeded();
  }
  const parallel = await Promise.all(Array.from({ length: 6 }, () => startAttempt(kv, RULE, 'office', now)));
  expect(parallel.map((attempt) => attempt.refused)).toEqual([false, false, false, true, true, true]);
  // Even the right password, once refused, waits for the next window.
  expect((await startAttempt(kv, RULE, 'office', now)).refused).toBe(true);
  expect((await startAttempt(kv, RULE, 'elsewhere', now)).refused).toBe(false);

  now = RULE.windowMs;
  expect((await startAttempt(kv, RULE, 'office', now)).refused).toBe(false);
});

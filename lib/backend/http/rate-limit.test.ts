import { MemoryStore } from '../store/memory-store';
import { addressSubject, overRateLimit, startAttempt, type RateLimit } from './rate-limit';

const RULE: RateLimit = { name: 'test', limit: 3, windowMs: 60_000 };

test('requests over the limit are refused, per subject, until the last minute holds fewer than the limit', async () => {
  let now = 120_000;
  const kv = new MemoryStore(() => now);
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await overRateLimit(kv, RULE, '10.0.0.1', now));
  expect(answers).toEqual([false, false, false, true]);
  expect(await overRateLimit(kv, RULE, '10.0.0.2', now)).toBe(false);

  // The next window starts with the last one's calls still in view; they leave it as it slides on.
  now += 60_000;
  expect(await overRateLimit(kv, RULE, '10.0.0.1', now)).toBe(true);
  now += 54_000;
  expect(await overRateLimit(kv, RULE, '10.0.0.1', now)).toBe(false);
});

test('a burst across the end of a window counts in full: the limit holds in any span of a window', async () => {
  let now = 179_000;
  const kv = new MemoryStore(() => now);
  for (let i = 0; i < 3; i++) expect(await overRateLimit(kv, RULE, '10.0.0.1', now)).toBe(false);
  now = 180_500;
  expect(await overRateLimit(kv, RULE, '10.0.0.1', now)).toBe(true);
  const failures = [];
  for (let i = 0; i < 3; i++) failures.push((await startAttempt(kv, RULE, 'office', 239_000)).refused);
  failures.push((await startAttempt(kv, RULE, 'office', 240_500)).refused);
  expect(failures).toEqual([false, false, false, true]);
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
  // Even the right password, once refused, waits until the failures fade out of the window.
  expect((await startAttempt(kv, RULE, 'office', now)).refused).toBe(true);
  expect((await startAttempt(kv, RULE, 'elsewhere', now)).refused).toBe(false);

  now = RULE.windowMs;
  expect((await startAttempt(kv, RULE, 'office', now)).refused).toBe(true);
  now = RULE.windowMs * 1.9;
  expect((await startAttempt(kv, RULE, 'office', now)).refused).toBe(false);
});

test.each([
  ['10.1.2.3', '10.1.2.3'],
  ['2001:db8:0:1::5', '2001:db8:0:1::/64'],
  ['2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd', '2001:db8:0:1::/64'],
  ['::1', '0:0:0:0::/64'],
  ['fe80::', 'fe80:0:0:0::/64'],
])('IPv6 addresses count by their /64 network, IPv4 ones by themselves: %s counts as %s', (address, subject) => {
  expect(addressSubject(address)).toBe(subject);
});

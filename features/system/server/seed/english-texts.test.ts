import { leadOf } from './english-texts';

test('an English summary is the opening sentences that fit, decimals and all', () => {
  expect(leadOf('Mix at 1.5 kHz. Then listen. ')).toBe('Mix at 1.5 kHz. Then listen.');
  const long = `${'Word '.repeat(30).trim()}. ${'More '.repeat(30).trim()}. Last.`;
  expect(leadOf(long)).toBe(`${'Word '.repeat(30).trim()}.`);
  expect(leadOf('x'.repeat(500))).toHaveLength(240);
  // One sentence longer than a summary ends where a word ends, and says it goes on.
  const summary = leadOf(`${'Loudness '.repeat(40)}end.`);
  expect(summary.endsWith('Loudness…')).toBe(true);
  expect(summary.length).toBeLessThanOrEqual(240);
});

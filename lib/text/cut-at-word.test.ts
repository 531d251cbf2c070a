import { cutAtWord } from './cut-at-word';

test('text within the limit is whole; longer text ends where a word ends, with an ellipsis', () => {
  expect(cutAtWord('Mix at 1.5 kHz.', 20)).toBe('Mix at 1.5 kHz.');
  const cut = cutAtWord('Loudness control for broadcast delivery', 24);
  expect(cut).toBe('Loudness control for…');
  expect(cut.length).toBeLessThanOrEqual(24);
});

test('text without a blank near the limit is cut at the limit', () => {
  expect(cutAtWord('录音师协会'.repeat(10), 11)).toBe(`${'录音师协会'.repeat(2)}…`);
  expect(cutAtWord('x'.repeat(500), 240)).toHaveLength(240);
});

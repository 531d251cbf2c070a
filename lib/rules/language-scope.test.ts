import { allOfSegment, asksForAll, englishOnly } from './language-scope';

test('the English site lists English articles unless the reader asks for all; the Chinese site lists all', () => {
  expect(englishOnly('en', false)).toBe(true);
  expect(englishOnly('en', true)).toBe(false);
  expect(englishOnly('zh', false)).toBe(false);
  expect(asksForAll(new URLSearchParams('all=1'))).toBe(true);
  expect(asksForAll(new URLSearchParams('all=yes'))).toBe(false);
});

test('a list route ends in /all only on the English site; anything else there is a 404', () => {
  expect(allOfSegment('en', undefined)).toBe(false);
  expect(allOfSegment('en', ['all'])).toBe(true);
  expect(allOfSegment('zh', ['all'])).toBeNull();
  expect(allOfSegment('en', ['all', 'x'])).toBeNull();
  expect(allOfSegment('en', ['other'])).toBeNull();
});

import { plainText } from '@/lib/text/plain-text';

test('the text of a body: tags gone, paragraphs apart, entities read', () => {
  expect(plainText('<h3>Gain</h3><p>Mix &amp; master at <strong>-14</strong>&nbsp;LUFS.</p><p>Next&#8212;&#x4e2d;</p>')).toBe(
    'Gain Mix & master at -14 LUFS. Next—中',
  );
  expect(plainText('<ul><li>one</li><li>two</li></ul><img src="/a.png" alt="x">')).toBe('one two');
  expect(plainText('&bogus; &#0; plain')).toBe('&bogus; &#0; plain');
});

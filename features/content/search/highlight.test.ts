import { marked, snippetOf, SNIPPET_LENGTH, wordsPattern } from './highlight';

const marks = (pieces: { text: string; mark: boolean }[]) => pieces.filter((p) => p.mark).map((p) => p.text);
const textOf = (pieces: { text: string; mark: boolean }[]) => pieces.map((p) => p.text).join('');

test('Chinese words are marked wherever they stand, English ones in any form from the start of a word', () => {
  const pattern = wordsPattern(['录音', 'recordings']);
  const pieces = marked('录音师协会 recorded a Recording; prerecorded', pattern);
  expect(marks(pieces)).toEqual(['录音', 'recorded', 'Recording']);
  expect(textOf(pieces)).toBe('录音师协会 recorded a Recording; prerecorded');
});

test('the longer of two overlapping words wins; characters of regular expressions are plain text', () => {
  expect(marks(marked('录音师和录音', wordsPattern(['录音', '录音师'])))).toEqual(['录音师', '录音']);
  expect(marks(marked('a+b (c) a+b', wordsPattern(['a+b', '(c)'])))).toEqual(['a+b', '(c)', 'a+b']);
  expect(marked('text', wordsPattern([]))).toEqual([{ text: 'text', mark: false }]);
});

test('a snippet is a window around the first word found, in the first text holding one', () => {
  const long = `${'前'.repeat(200)}关键词${'后'.repeat(200)}`;
  const snippet = snippetOf(['摘要里没有', long], wordsPattern(['关键词']));
  expect(marks(snippet)).toEqual(['关键词']);
  const text = textOf(snippet);
  expect(text.startsWith('…前')).toBe(true);
  expect(text.endsWith('后…')).toBe(true);
  expect(text.length).toBe(SNIPPET_LENGTH + 2);
});

test('without a word found, the start of the first text there is', () => {
  expect(snippetOf(['', '  正文开头  '], wordsPattern(['无关']))).toEqual([{ text: '正文开头', mark: false }]);
  expect(snippetOf(['', ''], null)).toEqual([]);
});

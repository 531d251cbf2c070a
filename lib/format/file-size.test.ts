import { fileSizeText } from './file-size';

test('small files count bytes', () => {
  expect(fileSizeText(0)).toBe('0 B');
  expect(fileSizeText(1023)).toBe('1023 B');
});

test('larger files count kilobytes and megabytes with one decimal', () => {
  expect(fileSizeText(1024)).toBe('1.0 KB');
  expect(fileSizeText(14_540)).toBe('14.2 KB');
  expect(fileSizeText(5 * 1024 * 1024)).toBe('5.0 MB');
});

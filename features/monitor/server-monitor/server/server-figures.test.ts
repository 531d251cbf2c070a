import { convertFileSize, div, javaListText, mul, percentOf, round, timeDistance } from './server-figures';

const GIB = 1024 ** 3;

test('division and rounding go half up on the shortest decimal spelling, as Arith does', () => {
  expect(div(16_686_989_312, GIB, 2)).toBe(15.54);
  expect(div(0, 0, 2)).toBe(0);
  expect(div(1, 8, 2)).toBe(0.13);
  expect(div(-1, 8, 2)).toBe(-0.13);
  expect(round(2.675, 2)).toBe(2.68);
  expect(round(1.005, 2)).toBe(1.01);
  expect(round(12345.5, 0)).toBe(12346);
  expect(round(1e-7, 2)).toBe(0);
  expect(mul(0.1, 3)).toBe(0.3);
  expect(mul(0.6321, 100)).toBe(63.21);
  expect(mul(1.5e21, 100)).toBe(1.5e23);
});

test('a percentage is a share to four places times 100, and 0 of nothing', () => {
  expect(percentOf(1, 3)).toBe(33.33);
  expect(percentOf(2, 3)).toBe(66.67);
  expect(percentOf(5, 5)).toBe(100);
  expect(percentOf(0, 0)).toBe(0);
});

test('file sizes read as convertFileSize writes them, in float precision', () => {
  expect(convertFileSize(16_750_372_454)).toBe('15.6 GB');
  expect(convertFileSize(GIB)).toBe('1.0 GB');
  expect(convertFileSize(500 * GIB)).toBe('500.0 GB');
  expect(convertFileSize(100 * 1024 * 1024)).toBe('100.0 MB');
  expect(convertFileSize(512 * 1024 * 1024)).toBe('512 MB');
  expect(convertFileSize(1_310_720)).toBe('1.3 MB');
  expect(convertFileSize(150 * 1024)).toBe('150 KB');
  expect(convertFileSize(1024)).toBe('1.0 KB');
  // 1.0498… rounds to 1.0; 1.25 (exact) goes half up to 1.3
  expect(convertFileSize(1075)).toBe('1.0 KB');
  expect(convertFileSize(1280)).toBe('1.3 KB');
  expect(convertFileSize(1023)).toBe('1023 B');
  expect(convertFileSize(0)).toBe('0 B');
});

test('run time is whole days, hours and minutes', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  expect(timeDistance(new Date('2026-01-01T00:00:59Z'), start)).toBe('0天0小时0分钟');
  expect(timeDistance(new Date('2026-01-01T02:05:30Z'), start)).toBe('0天2小时5分钟');
  expect(timeDistance(new Date('2026-01-03T03:04:59Z'), start)).toBe('2天3小时4分钟');
  expect(timeDistance(new Date('2026-02-10T23:59:00Z'), start)).toBe('40天23小时59分钟');
});

test('arguments read as a Java list', () => {
  expect(javaListText([])).toBe('[]');
  expect(javaListText(['--max-old-space-size=512', '--enable-source-maps'])).toBe('[--max-old-space-size=512, --enable-source-maps]');
});

import { parseTime, toWireTime } from './date-time';

describe('date formatting', () => {
  test('the API writes times in UTC+8 whatever the host zone', () => {
    expect(toWireTime(new Date('2026-08-18T02:00:05Z'))).toBe('2026-08-18 10:00:05');
    expect(toWireTime(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01 00:30:00');
    expect(toWireTime(null)).toBeNull();
  });

  test('parseTime treats ten-digit numbers as seconds and longer ones as milliseconds', () => {
    const seconds = 1_790_000_000;
    expect(parseTime(seconds)).toBe(parseTime(seconds * 1000));
    expect(parseTime(String(seconds))).toBe(parseTime(new Date(seconds * 1000)));
  });

  test('parseTime shows an instant on the association’s clock, as the API writes times', () => {
    expect(parseTime(Date.parse('2026-08-18T02:00:05Z'))).toBe('2026-08-18 10:00:05');
    expect(parseTime(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01 00:30:00');
    expect(parseTime('2026-12-31 16:30:00')).toBe('2026-12-31 16:30:00');
    expect(parseTime('2026-12-31', '{y}/{m}/{d} {h}')).toBe('2026/12/31 00');
  });

  test('parseTime follows the pattern and answers null for nothing', () => {
    expect(parseTime('2026-08-18 10:00:05', '{y}/{m}/{d}')).toBe('2026/08/18');
    expect(parseTime('2026-08-18 10:00:05')).toBe('2026-08-18 10:00:05');
    expect(parseTime('2026-08-18 10:00:05', '{y}年 星期{a}')).toBe('2026年 星期二');
    expect(parseTime(null)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('not a date')).toBeNull();
  });
});

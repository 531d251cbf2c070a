import { chinaMonthStart, lastMonths } from './china-months';

describe('lastMonths', () => {
  test('twelve months back across a new year, each ending on its last day, the running one today', () => {
    const months = lastMonths('2026-02-10', 12);
    expect(months.map((entry) => entry.month)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(months.slice(0, 4).map((entry) => entry.end)).toEqual(['2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30']);
    expect(months.slice(-3).map((entry) => entry.end)).toEqual(['2025-12-31', '2026-01-31', '2026-02-10']);
  });

  test('February of a leap year ends on the 29th', () => {
    expect(lastMonths('2028-03-01', 2)).toEqual([
      { month: '2028-02', end: '2028-02-29' },
      { month: '2028-03', end: '2028-03-01' },
    ]);
  });
});

test('a China month starts at midnight UTC+8, the day before in UTC', () => {
  expect(chinaMonthStart('2026-03').toISOString()).toBe('2026-02-28T16:00:00.000Z');
});

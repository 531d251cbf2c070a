import { parseCron, tryParseCron } from './cron';

/** A China-time wall clock as an instant. */
const cn = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);
/** An instant as China-time wall clock text. */
const wall = (date: Date | null) => (date ? new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') : null);
const next = (expression: string, after: string) => wall(parseCron(expression).next(cn(after)));

describe('Quartz cron expressions', () => {
  test.each([
    // Seconds come first; every minute, every 15 seconds, a daily time.
    ['0 * * * * ?', '2026-01-01 10:00:30', '2026-01-01 10:01:00'],
    ['0 * * * * ?', '2026-01-01 10:00:00', '2026-01-01 10:01:00'],
    ['0/15 * * * * ?', '2026-01-01 10:00:30', '2026-01-01 10:00:45'],
    ['0 0 2 * * ?', '2026-01-01 03:00:00', '2026-01-02 02:00:00'],
    ['0 0 2 * * ?', '2026-12-31 02:00:00', '2027-01-01 02:00:00'],
    // Ranges, steps and names.
    ['0 0 12 ? * MON-FRI', '2026-01-02 13:00:00', '2026-01-05 12:00:00'],
    ['0 0 12 ? jan,feb sun', '2026-01-02 13:00:00', '2026-01-04 12:00:00'],
    ['0 0 0 1 */4 ?', '2026-01-02 00:00:00', '2026-05-01 00:00:00'],
    // Day-of-month L, L-n, nW and LW.
    ['0 0 0 L * ?', '2026-02-01 00:00:00', '2026-02-28 00:00:00'],
    ['0 0 0 L * ?', '2028-02-01 00:00:00', '2028-02-29 00:00:00'],
    ['0 0 0 L-2 * ?', '2026-02-01 00:00:00', '2026-02-26 00:00:00'],
    // 15 August 2026 is a Saturday: the nearest weekday is Friday the 14th.
    ['0 0 0 15W * ?', '2026-08-01 00:00:00', '2026-08-14 00:00:00'],
    // 1 August 2026 is a Saturday: 1W does not leave the month, it moves to Monday the 3rd.
    ['0 0 0 1W * ?', '2026-07-31 00:00:00', '2026-08-03 00:00:00'],
    // 31 May 2026 is a Sunday: the last weekday is Friday the 29th.
    ['0 0 0 LW * ?', '2026-05-01 00:00:00', '2026-05-29 00:00:00'],
    // Day-of-week L, nL and n#k.
    ['0 0 0 ? * L', '2026-01-01 00:00:00', '2026-01-03 00:00:00'],
    ['0 0 0 ? * 6L', '2026-01-01 00:00:00', '2026-01-30 00:00:00'],
    ['0 0 0 ? * 6#3', '2026-01-01 00:00:00', '2026-01-16 00:00:00'],
    // The first month of 2026 with a fifth Monday is March.
    ['0 0 0 ? * 2#5', '2026-01-01 00:00:00', '2026-03-30 00:00:00'],
    // Years, and expressions that never fire (again).
    ['0 0 0 1 1 ? 2027-2028', '2026-06-01 00:00:00', '2027-01-01 00:00:00'],
    ['0 0 0 1 1 ? 2020', '2026-06-01 00:00:00', null],
    ['0 0 0 30 2 ?', '2026-06-01 00:00:00', null],
    ['0 0 0 29 2 ?', '2026-03-01 00:00:00', '2028-02-29 00:00:00'],
  ])('%s after %s fires at %s', (expression, after, expected) => {
    expect(next(expression, after)).toBe(expected);
  });

  test('fires on the association’s clock (UTC+8) whatever the host zone', () => {
    expect(parseCron('0 0 0 * * ?').next(new Date('2026-01-01T12:00:00Z'))!.toISOString()).toBe('2026-01-01T16:00:00.000Z');
  });

  test('lists and wrapping ranges, over several fires', () => {
    const minutes = parseCron('0 5,10-12,50/5 * * * ?').nextTimes(cn('2026-01-01 09:59:59'), 7).map(wall);
    expect(minutes).toEqual(['05', '10', '11', '12', '50', '55', '05'].map((m, i) => `2026-01-01 ${i < 6 ? '10' : '11'}:${m}:00`));
    const hours = parseCron('0 0 22-2 * * ?').nextTimes(cn('2026-01-01 12:00:00'), 5).map(wall);
    expect(hours).toEqual([
      '2026-01-01 22:00:00',
      '2026-01-01 23:00:00',
      '2026-01-02 00:00:00',
      '2026-01-02 01:00:00',
      '2026-01-02 02:00:00',
    ]);
  });

  test('a year that has passed leaves no fires at all', () => {
    expect(parseCron('0 0 0 1 1 ? 2020').nextTimes(new Date(), 5)).toEqual([]);
  });

  test('how often it may fire: one second of the minute at most', () => {
    for (const once of ['0 * * * * ?', '30 */5 * * * ?', '0 0 9 ? * MON', '0/60 * * * * ?'])
      expect(parseCron(once).atMostOncePerMinute).toBe(true);
    for (const often of ['* * * * * ?', '0/30 * * * * ?', '0,30 * * * * ?', '0-1 0 0 * * ?'])
      expect(parseCron(often).atMostOncePerMinute).toBe(false);
  });

  test('malformed expressions are refused', () => {
    const bad = [
      '',
      '* * * * *',
      '0 0 0 * * ? 2026 x',
      '0 0 0 * * *',
      '0 0 0 ? * ?',
      '60 * * * * ?',
      '0 60 * * * ?',
      '0 0 24 * * ?',
      '0 0 0 32 * ?',
      '0 0 0 0 * ?',
      '0 0 0 * 13 ?',
      '0 0 0 ? * 8',
      '0 0 0 ? * 1#6',
      '0 0 0 L-31 * ?',
      '0/0 * * * * ?',
      '*/ * * * * ?',
      '1-2-3 * * * * ?',
      '? 0 0 * * ?',
      '0 0 0 * * ? 2100',
      'a b c d e f',
      '0 0 0 ? * MON-XYZ',
      '0 0 0 1,L * ?',
      '0 0 0 32W * ?',
    ];
    for (const expression of bad) expect([expression, tryParseCron(expression)]).toEqual([expression, null]);
  });
});

import { START_PRESET, cronOf } from './cron-presets';

test('each period is written as a Quartz expression firing on second 0', () => {
  expect(cronOf({ ...START_PRESET, period: 'minutes', every: 15 })).toBe('0 0/15 * * * ?');
  expect(cronOf({ ...START_PRESET, period: 'hours', every: 6, time: '00:30' })).toBe('0 30 0/6 * * ?');
  expect(cronOf({ ...START_PRESET, period: 'hours', every: 2, time: '01:15' })).toBe('0 15 1/2 * * ?');
  expect(cronOf({ ...START_PRESET, period: 'daily', time: '02:05' })).toBe('0 5 2 * * ?');
  expect(cronOf({ ...START_PRESET, period: 'weekly', time: '09:00', weekdays: [7, 2, 2] })).toBe('0 0 9 ? * MON,SAT');
  expect(cronOf({ ...START_PRESET, period: 'monthly', time: '23:59', day: 31 })).toBe('0 59 23 31 * ?');
});

test('a part out of range gives no expression', () => {
  expect(cronOf({ ...START_PRESET, period: 'minutes', every: 0 })).toBeNull();
  expect(cronOf({ ...START_PRESET, period: 'minutes', every: 60 })).toBeNull();
  expect(cronOf({ ...START_PRESET, period: 'hours', every: 1.5 })).toBeNull();
  expect(cronOf({ ...START_PRESET, period: 'daily', time: '24:00' })).toBeNull();
  expect(cronOf({ ...START_PRESET, period: 'daily', time: '' })).toBeNull();
  expect(cronOf({ ...START_PRESET, period: 'weekly', weekdays: [] })).toBeNull();
  expect(cronOf({ ...START_PRESET, period: 'monthly', day: 32 })).toBeNull();
});

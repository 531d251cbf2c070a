import { withDayTimes } from './log-time-range';

test('a day range becomes its first and last second', () => {
  expect(withDayTimes({ userName: 'ry', pageNum: 1, params: { beginTime: '2026-01-01', endTime: '2026-01-31' } })).toEqual({
    userName: 'ry',
    pageNum: 1,
    params: { beginTime: '2026-01-01 00:00:00', endTime: '2026-01-31 23:59:59' },
  });
});

test('without a complete range the params are left as they are', () => {
  const open = { title: '', params: {} };
  expect(withDayTimes(open)).toBe(open);
  const none = { title: 'x' };
  expect(withDayTimes(none)).toBe(none);
});

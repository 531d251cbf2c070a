import { fill } from './fill';

test('fills each placeholder by name, as often as it appears', () => {
  expect(fill('剩余名额 {left}/{capacity}', { left: 3, capacity: 24 })).toBe('剩余名额 3/24');
  expect(fill('{a} and {a}', { a: 'x' })).toBe('x and x');
});

test('keeps a placeholder it has no value for', () => {
  expect(fill('Fee: RMB {fee}', {})).toBe('Fee: RMB {fee}');
});

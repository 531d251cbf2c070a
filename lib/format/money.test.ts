import { fenOf, yuanOf } from './money';

test('yuan text becomes whole fen exactly, and back', () => {
  expect(['0', '0.1', '0.01', '88', '88.00', '4800.5', ' 19.99 '].map(fenOf)).toEqual([0, 10, 1, 8800, 8800, 480050, 1999]);
  expect(['', '-1', '1.234', 'abc', '1e3', '.5'].map(fenOf)).toEqual([null, null, null, null, null, null]);
  expect([0, 1, 10, 8800, 480050].map(yuanOf)).toEqual(['0.00', '0.01', '0.10', '88.00', '4800.50']);
});

import { inputTimeOfWire, wireTimeOfInput } from './datetime-local';

test('times go to the wire with seconds and come back for the date-time input', () => {
  expect(wireTimeOfInput('2026-12-14T09:00')).toBe('2026-12-14 09:00:00');
  expect(wireTimeOfInput('2026-11-30T23:59:59')).toBe('2026-11-30 23:59:59');
  expect(wireTimeOfInput('')).toBe('');
  expect(inputTimeOfWire('2026-11-30 23:59:59')).toBe('2026-11-30T23:59:59');
  expect(inputTimeOfWire(null)).toBe('');
  expect(inputTimeOfWire('')).toBe('');
});

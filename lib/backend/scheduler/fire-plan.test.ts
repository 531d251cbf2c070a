import { parseCron } from './cron';
import { planFire } from './fire-plan';

const everyMinute = parseCron('0 * * * * ?');
const at = (iso: string) => new Date(`${iso}+08:00`);
const due = at('2026-01-01T10:00:00');

describe('what a due fire does', () => {
  test('on time (within the threshold) it runs and the next fire follows the due one', () => {
    expect(planFire(everyMinute, '3', due, at('2026-01-01T10:00:01'))).toEqual({ run: true, next: at('2026-01-01T10:01:00') });
    expect(planFire(everyMinute, '3', due, at('2026-01-01T10:01:00'))).toEqual({ run: true, next: at('2026-01-01T10:01:00') });
  });

  test('a misfire follows the job’s policy', () => {
    const now = at('2026-01-01T10:05:30');
    // 1: every missed fire runs in turn, so the next one is still in the past.
    expect(planFire(everyMinute, '1', due, now)).toEqual({ run: true, next: at('2026-01-01T10:01:00') });
    // 0 and 2: once now, then on from now.
    expect(planFire(everyMinute, '0', due, now)).toEqual({ run: true, next: at('2026-01-01T10:06:00') });
    expect(planFire(everyMinute, '2', due, now)).toEqual({ run: true, next: at('2026-01-01T10:06:00') });
    // 3: nothing runs; the schedule goes on from now.
    expect(planFire(everyMinute, '3', due, now)).toEqual({ run: false, next: at('2026-01-01T10:06:00') });
  });

  test('a cron with no fire left plans none', () => {
    const once = parseCron('0 0 10 1 1 ? 2026');
    expect(planFire(once, '2', due, at('2026-01-01T10:00:00'))).toEqual({ run: true, next: null });
  });
});

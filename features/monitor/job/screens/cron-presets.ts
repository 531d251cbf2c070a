/**
 * The common schedules of the job form's expression builder, written as Quartz expressions
 * (contract 5.10: seconds first, `?` in the unused day field). Each fires on second 0, so none
 * runs more than once a minute, which the server requires.
 */
export const PERIODS = ['minutes', 'hours', 'daily', 'weekly', 'monthly'] as const;
export type Period = (typeof PERIODS)[number];

export interface CronPreset {
  period: Period;
  /** Every how many minutes or hours. */
  every: number;
  /** `HH:mm`: when it fires; for `hours`, the first fire of the day. */
  time: string;
  /** Day of the month, 1-31. */
  day: number;
  /** Days of the week, Quartz numbering: 1 Sunday … 7 Saturday. */
  weekdays: number[];
}

export const START_PRESET: CronPreset = { period: 'daily', every: 5, time: '02:00', day: 1, weekdays: [2] };

const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const within = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** The expression of a preset, or null while a part of it is out of range. */
export function cronOf({ period, every, time, day, weekdays }: CronPreset): string | null {
  const clock = TIME.exec(time);
  const [hour, minute] = clock ? [Number(clock[1]), Number(clock[2])] : [NaN, NaN];
  switch (period) {
    case 'minutes':
      return within(every, 1, 59) ? `0 0/${every} * * * ?` : null;
    case 'hours':
      return within(every, 1, 23) && clock ? `0 ${minute} ${hour}/${every} * * ?` : null;
    case 'daily':
      return clock ? `0 ${minute} ${hour} * * ?` : null;
    case 'weekly': {
      const days = [...new Set(weekdays)].filter((weekday) => within(weekday, 1, 7)).sort((a, b) => a - b);
      return clock && days.length ? `0 ${minute} ${hour} ? * ${days.map((weekday) => DAY_NAMES[weekday - 1]).join(',')}` : null;
    }
    case 'monthly':
      return clock && within(day, 1, 31) ? `0 ${minute} ${hour} ${day} * ?` : null;
  }
}

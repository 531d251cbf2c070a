/**
 * Cron expressions in Quartz syntax (contract 5.10), evaluated in the association's zone (UTC+8,
 * which has no daylight saving): `sec min hour day-of-month month day-of-week [year]`.
 *
 * Supported, as Quartz has them: `*`, lists `a,b`, ranges `a-b` (also wrapping, `22-2`), steps
 * `a/n`, `*\/n`, `a-b/n`, month names JAN-DEC and day names SUN-SAT (1 = Sunday); `?` in exactly
 * one of day-of-month and day-of-week; day-of-month `L`, `L-n`, `nW`, `LW`; day-of-week `L`,
 * `nL` (last such day of the month) and `n#k` (k-th such day). Years run 1970-2099.
 */

const CHINA_OFFSET_MS = 8 * 3600_000;
const MAX_YEAR = 2099;
/** Enough steps to cross the whole year range for any sparse expression; a bound on bad luck, never reached in practice. */
const MAX_STEPS = 200_000;

export class CronError extends Error {}

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  names?: string[];
}

const SECONDS: FieldSpec = { name: 'second', min: 0, max: 59 };
const MINUTES: FieldSpec = { name: 'minute', min: 0, max: 59 };
const HOURS: FieldSpec = { name: 'hour', min: 0, max: 23 };
const DAYS_OF_MONTH: FieldSpec = { name: 'day-of-month', min: 1, max: 31 };
const MONTHS: FieldSpec = {
  name: 'month',
  min: 1,
  max: 12,
  names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
};
const DAYS_OF_WEEK: FieldSpec = { name: 'day-of-week', min: 1, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] };
const YEARS: FieldSpec = { name: 'year', min: 1970, max: MAX_YEAR };

/** The allowed values of one field, as a sorted list and a lookup by value. */
class ValueSet {
  readonly sorted: number[];
  private readonly present: Set<number>;

  constructor(values: Iterable<number>) {
    this.present = new Set(values);
    this.sorted = [...this.present].sort((a, b) => a - b);
  }

  has(value: number): boolean {
    return this.present.has(value);
  }

  /** The smallest allowed value at or above `value`. */
  atOrAfter(value: number): number | undefined {
    return this.sorted.find((candidate) => candidate >= value);
  }
}

type DayOfMonthRule =
  { kind: 'days'; days: ValueSet } | { kind: 'last'; offset: number } | { kind: 'lastWeekday' } | { kind: 'nearestWeekday'; day: number };

type DayOfWeekRule =
  { kind: 'days'; days: ValueSet } | { kind: 'lastOfMonth'; weekday: number } | { kind: 'nth'; weekday: number; nth: number };

/** Exactly one of the two day fields is `?`; the other decides which days fire. */
type DayRule = { field: 'month'; rule: DayOfMonthRule } | { field: 'week'; rule: DayOfWeekRule };

function valueOf(token: string, spec: FieldSpec): number {
  const upper = token.toUpperCase();
  const named = spec.names?.indexOf(upper) ?? -1;
  const value = named >= 0 ? named + spec.min : /^\d{1,4}$/.test(token) ? Number(token) : NaN;
  if (!Number.isInteger(value) || value < spec.min || value > spec.max) throw new CronError(`bad ${spec.name} value: ${token}`);
  return value;
}

/** One item of a comma list: `*`, `a`, `a-b`, each optionally with `/step`. */
function itemValues(item: string, spec: FieldSpec): number[] {
  const [range, stepText, extra] = item.split('/');
  if (extra !== undefined || range === '' || stepText === '') throw new CronError(`bad ${spec.name} item: ${item}`);
  const span = spec.max - spec.min + 1;
  const step = stepText === undefined ? 1 : Number(stepText);
  if (!/^\d+$/.test(stepText ?? '1') || step < 1 || step > span) throw new CronError(`bad ${spec.name} step: ${item}`);

  let start: number;
  let end: number;
  if (range === '*') {
    [start, end] = [spec.min, spec.max];
  } else if (range.includes('-')) {
    const [from, to, more] = range.split('-');
    if (more !== undefined) throw new CronError(`bad ${spec.name} range: ${item}`);
    [start, end] = [valueOf(from, spec), valueOf(to, spec)];
  } else {
    start = valueOf(range, spec);
    // Quartz reads `a/n` as "from a to the end of the field, every n".
    end = stepText === undefined ? start : spec.max;
  }
  // A range whose end is below its start wraps round the field (`22-2` is 22, 23, 0, 1, 2).
  const last = end >= start ? end : end + span;
  const values: number[] = [];
  for (let v = start; v <= last; v += step) values.push(((v - spec.min) % span) + spec.min);
  return values;
}

function parseValues(text: string, spec: FieldSpec): ValueSet {
  return new ValueSet(text.split(',').flatMap((item) => itemValues(item, spec)));
}

function parseDayOfMonth(text: string): DayOfMonthRule {
  const upper = text.toUpperCase();
  if (upper === 'L') return { kind: 'last', offset: 0 };
  if (upper === 'LW') return { kind: 'lastWeekday' };
  const lastMinus = /^L-(\d{1,2})$/.exec(upper);
  if (lastMinus) {
    const offset = Number(lastMinus[1]);
    if (offset > 30) throw new CronError(`bad day-of-month offset: ${text}`);
    return { kind: 'last', offset };
  }
  const weekday = /^(\d{1,2})W$/.exec(upper);
  if (weekday) return { kind: 'nearestWeekday', day: valueOf(weekday[1], DAYS_OF_MONTH) };
  return { kind: 'days', days: parseValues(text, DAYS_OF_MONTH) };
}

function parseDayOfWeek(text: string): DayOfWeekRule {
  const upper = text.toUpperCase();
  if (upper === 'L') return { kind: 'days', days: new ValueSet([7]) };
  const last = /^(\w{1,3})L$/.exec(upper);
  if (last) return { kind: 'lastOfMonth', weekday: valueOf(last[1], DAYS_OF_WEEK) };
  const nth = /^(\w{1,3})#(\d)$/.exec(upper);
  if (nth) {
    const k = Number(nth[2]);
    if (k < 1 || k > 5) throw new CronError(`bad day-of-week occurrence: ${text}`);
    return { kind: 'nth', weekday: valueOf(nth[1], DAYS_OF_WEEK), nth: k };
  }
  return { kind: 'days', days: parseValues(text, DAYS_OF_WEEK) };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** 1 = Sunday … 7 = Saturday, as Quartz numbers them. */
const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;

function nearestWeekday(year: number, month: number, day: number): number {
  const last = daysInMonth(year, month);
  const weekday = weekdayOf(year, month, day);
  // Saturday moves to Friday and Sunday to Monday, never out of the month.
  if (weekday === 7) return day === 1 ? 3 : day - 1;
  if (weekday === 1) return day === last ? day - 2 : day + 1;
  return day;
}

function dayMatches(rule: DayRule, year: number, month: number, day: number): boolean {
  const last = daysInMonth(year, month);
  if (rule.field === 'month') {
    const r = rule.rule;
    switch (r.kind) {
      case 'days':
        return r.days.has(day);
      case 'last':
        return day === last - r.offset;
      case 'lastWeekday':
        return day === nearestWeekday(year, month, last);
      case 'nearestWeekday':
        return r.day <= last && day === nearestWeekday(year, month, r.day);
    }
  }
  const r = rule.rule;
  const weekday = weekdayOf(year, month, day);
  switch (r.kind) {
    case 'days':
      return r.days.has(weekday);
    case 'lastOfMonth':
      return weekday === r.weekday && day + 7 > last;
    case 'nth':
      return weekday === r.weekday && Math.ceil(day / 7) === r.nth;
  }
}

/** A parsed expression: the times it fires at. */
export class CronSchedule {
  constructor(
    readonly expression: string,
    private readonly seconds: ValueSet,
    private readonly minutes: ValueSet,
    private readonly hours: ValueSet,
    private readonly days: DayRule,
    private readonly months: ValueSet,
    private readonly years: ValueSet,
  ) {}

  /** Whether it fires at most once a minute: a single second of the minute. */
  get atMostOncePerMinute(): boolean {
    return this.seconds.sorted.length === 1;
  }

  /** The first fire strictly after `after`, or null when there is none (up to the year 2099). */
  next(after: Date): Date | null {
    // Work on the wall clock of UTC+8, held in a Date's UTC fields.
    let t = Math.floor((after.getTime() + CHINA_OFFSET_MS) / 1000) * 1000 + 1000;
    for (let step = 0; step < MAX_STEPS; step++) {
      const at = new Date(t);
      const [y, mo, d, h, mi, s] = [
        at.getUTCFullYear(),
        at.getUTCMonth() + 1,
        at.getUTCDate(),
        at.getUTCHours(),
        at.getUTCMinutes(),
        at.getUTCSeconds(),
      ];
      if (y > MAX_YEAR) return null;
      if (!this.years.has(y)) {
        const year = this.years.atOrAfter(y + 1);
        if (year === undefined) return null;
        t = Date.UTC(year, 0, 1);
      } else if (!this.months.has(mo)) {
        const month = this.months.atOrAfter(mo + 1);
        t = month === undefined ? Date.UTC(y + 1, 0, 1) : Date.UTC(y, month - 1, 1);
      } else if (!dayMatches(this.days, y, mo, d)) {
        t = Date.UTC(y, mo - 1, d + 1);
      } else if (!this.hours.has(h)) {
        const hour = this.hours.atOrAfter(h + 1);
        t = hour === undefined ? Date.UTC(y, mo - 1, d + 1) : Date.UTC(y, mo - 1, d, hour);
      } else if (!this.minutes.has(mi)) {
        const minute = this.minutes.atOrAfter(mi + 1);
        t = minute === undefined ? Date.UTC(y, mo - 1, d, h + 1) : Date.UTC(y, mo - 1, d, h, minute);
      } else if (!this.seconds.has(s)) {
        const second = this.seconds.atOrAfter(s + 1);
        t = second === undefined ? Date.UTC(y, mo - 1, d, h, mi + 1) : Date.UTC(y, mo - 1, d, h, mi, second);
      } else {
        return new Date(t - CHINA_OFFSET_MS);
      }
    }
    return null;
  }

  /** Up to `count` fires after `after`, in order. */
  nextTimes(after: Date, count: number): Date[] {
    const times: Date[] = [];
    for (let t = this.next(after); t && times.length < count; t = this.next(t)) times.push(t);
    return times;
  }
}

/** Parses a Quartz expression; throws CronError (with a reason for the server log) when it is not one. */
export function parseCron(expression: string): CronSchedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7) throw new CronError('a cron expression has 6 or 7 fields');
  const [sec, min, hour, dayOfMonth, month, dayOfWeek, year = '*'] = fields;
  const domAny = dayOfMonth === '?';
  const dowAny = dayOfWeek === '?';
  if (domAny === dowAny) throw new CronError("exactly one of day-of-month and day-of-week must be '?'");
  for (const [text, spec] of [
    [sec, SECONDS],
    [min, MINUTES],
    [hour, HOURS],
    [month, MONTHS],
    [year, YEARS],
  ] as const) {
    if (text.includes('?')) throw new CronError(`'?' is not allowed in the ${spec.name} field`);
  }
  const days: DayRule = domAny ? { field: 'week', rule: parseDayOfWeek(dayOfWeek) } : { field: 'month', rule: parseDayOfMonth(dayOfMonth) };
  return new CronSchedule(
    fields.join(' '),
    parseValues(sec, SECONDS),
    parseValues(min, MINUTES),
    parseValues(hour, HOURS),
    days,
    parseValues(month, MONTHS),
    parseValues(year, YEARS),
  );
}

/** The schedule of an expression, or null when it is not a valid one (rows written another way). */
export function tryParseCron(expression: string): CronSchedule | null {
  try {
    return parseCron(expression);
  } catch (error) {
    if (error instanceof CronError) return null;
    throw error;
  }
}

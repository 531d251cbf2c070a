/**
 * Date formatting in the contract's style (`yyyy-MM-dd HH:mm:ss`), always on the association's
 * clock (UTC+8) whatever the host's or the reader's zone is: the server writes times so, and a
 * screen that gets an instant (an epoch) shows it so, beside the lists' written times.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

type DateInput = Date | string | number | null | undefined;

interface Parts {
  y: number;
  m: number;
  d: number;
  h: number;
  i: number;
  s: number;
  a: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(input: Exclude<DateInput, null | undefined>): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input === 'number' || /^\d+$/.test(input)) {
    const n = Number(input);
    // Ten-digit timestamps are seconds, as the spec says.
    return new Date(String(Math.trunc(n)).length === 10 ? n * 1000 : n);
  }
  // `2026-08-18 10:00:00` is a time as the API writes it: on the association's clock.
  const date = new Date(input.includes('T') ? input : `${input.length === 10 ? `${input}T00:00:00` : input.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function render(parts: Parts, pattern: string): string {
  return pattern.replace(/{([ymdhisa])+}/g, (_, key: keyof Parts) => {
    if (key === 'a') return ['日', '一', '二', '三', '四', '五', '六'][parts.a];
    return key === 'y' ? String(parts.y) : pad(parts[key]);
  });
}

/** The calendar fields of `date` on a clock `offsetMs` ahead of UTC. */
function partsAt(date: Date, offsetMs: number): Parts {
  const shifted = new Date(date.getTime() + offsetMs);
  return {
    y: shifted.getUTCFullYear(),
    m: shifted.getUTCMonth() + 1,
    d: shifted.getUTCDate(),
    h: shifted.getUTCHours(),
    i: shifted.getUTCMinutes(),
    s: shifted.getUTCSeconds(),
    a: shifted.getUTCDay(),
  };
}

/**
 * The reference client's parseTime (default pattern `{y}-{m}-{d} {h}:{i}:{s}`), on the
 * association's clock rather than the reader's: an epoch shows as the lists' times do.
 */
export function parseTime(input: DateInput, pattern = '{y}-{m}-{d} {h}:{i}:{s}'): string | null {
  if (input === null || input === undefined || input === '') return null;
  const date = toDate(input);
  return date ? render(partsAt(date, CHINA_OFFSET_MS), pattern) : null;
}

/** A time as the API writes it: `yyyy-MM-dd HH:mm:ss` in UTC+8, or null. */
export function toWireTime(date: Date): string;
export function toWireTime(date: Date | null | undefined): string | null;
export function toWireTime(date: Date | null | undefined): string | null {
  if (!date) return null;
  return render(partsAt(date, CHINA_OFFSET_MS), '{y}-{m}-{d} {h}:{i}:{s}');
}

/** Today's date in China (`yyyy-MM-dd`), the day the association's office works by. */
export function chinaToday(now = new Date()): string {
  return toWireTime(now)!.slice(0, 10);
}

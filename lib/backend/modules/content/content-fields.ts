import { z } from 'zod';
import { ServiceError } from '../../http/errors';
import { idListParam } from '../../http/params';
import { toWireTime } from '../../../date-time';

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A whole number of a form in `[min, max]`; a numeric string is read as its number. Absent, it is
 * `fallback`, or without one refused with `missing`.
 */
export function wholeNumberOf(message: string, min: number, max: number, options: { fallback?: number; missing?: string } = {}) {
  return z.preprocess(
    (value) => (blank(value) ? options.fallback : typeof value === 'string' ? Number(value.trim()) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? (options.missing ?? message) : message) })
      .int(message)
      .min(min, message)
      .max(max, message),
  );
}

const WIRE_TIME = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2})(:\d{2})?)?$/;

/**
 * An optional time as the contract writes it (`yyyy-MM-dd HH:mm:ss`, or the day alone) in China
 * time, as a Date; empty is null. A value that is no real time (`2026-02-30`) is refused.
 */
export function wireTimeOf(label: string) {
  const message = `${label}格式不正确，应为yyyy-MM-dd HH:mm:ss`;
  return z.preprocess(
    (value) => (blank(value) ? null : value),
    z.union([z.null(), z.string()], { error: message }).transform((value, ctx) => {
      if (value === null) return null;
      const parts = WIRE_TIME.exec(value.trim());
      const text = parts ? `${parts[1]} ${parts[2] ?? '00:00'}${parts[3] ?? ':00'}` : '';
      const date = new Date(`${text.replace(' ', 'T')}+08:00`);
      if (!parts || Number.isNaN(date.getTime()) || toWireTime(date) !== text) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date;
    }),
  );
}

/** The comma-joined ids of a batch delete's path: at least one, each a positive number. */
export function pathIdsOf(value: string | undefined): number[] {
  const ids = idListParam('ids', value);
  if (ids.length === 0) throw new ServiceError('参数[ids]不能为空');
  return ids;
}

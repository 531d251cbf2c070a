import { z } from 'zod';
import { ServiceError } from '@/lib/backend/http/errors';
import { idListParam } from '@/lib/backend/http/params';

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

/** The comma-joined ids of a batch delete's path: at least one, each a positive number. */
export function pathIdsOf(value: string | undefined): number[] {
  const ids = idListParam('ids', value);
  if (ids.length === 0) throw new ServiceError('参数[ids]不能为空');
  return ids;
}

import { z } from '@/lib/contract/zod';

/*
 * Fields of the content contracts' schemas (categories, articles), with the contract's messages.
 * Client-safe: the forms check with the same schemas the API parses with.
 */

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

/** The contract's paging parameters: `pageNum` from 1, `pageSize` 10 by default (at most 500). */
export interface Page {
  pageNum: number;
  pageSize: number;
  offset: number;
}

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 500;
/** Far beyond any list, and small enough that the offset stays a safe integer the database takes. */
export const MAX_PAGE_NUM = 1_000_000;

/**
 * A paging parameter as the reference reads it (contract 1.5): a number, cut to a whole one;
 * anything that is not a finite number falls back to the default, and the result is clamped
 * into range, as its "reasonable" paging clamps a page number below 1 to the first page.
 */
function pagingNumber(text: string | null, fallback: number, max: number): number {
  const value = text === null || text.trim() === '' ? NaN : Number(text);
  const whole = Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(max, Math.max(1, whole || fallback));
}

export function pageOf(query: URLSearchParams): Page {
  const pageNum = pagingNumber(query.get('pageNum'), 1, MAX_PAGE_NUM);
  const pageSize = pagingNumber(query.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

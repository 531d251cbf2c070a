import { ServiceError } from './errors';

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request would surface as a
 * database error; it is refused up front with this message instead.
 */
export const NUL_CHARACTER_MSG = '请求内容不能包含空字符';

export const containsNul = (text: string): boolean => text.includes('\u0000');

/** Whether the path or a query parameter (name or value) holds a NUL. */
export function urlHasNul(url: URL): boolean {
  if (/%00/i.test(url.pathname)) return true;
  for (const [name, value] of url.searchParams) if (containsNul(name) || containsNul(value)) return true;
  return false;
}

/** Refuses form pairs holding a NUL. */
export function refuseNulPairs(pairs: URLSearchParams): URLSearchParams {
  for (const [name, value] of pairs) if (containsNul(name) || containsNul(value)) throw new ServiceError(NUL_CHARACTER_MSG);
  return pairs;
}

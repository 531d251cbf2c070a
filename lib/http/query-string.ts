type QueryValue = string | number | boolean | null | undefined | Record<string, string | number | boolean | null | undefined>;

/**
 * The reference client's query serialiser: empty values are dropped, a plain object becomes
 * `key[sub]=value` pairs (one level), and every name and value is URI-encoded.
 */
export function toQueryString(params: Record<string, QueryValue>): string {
  const pairs: string[] = [];
  const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
  for (const [key, value] of Object.entries(params)) {
    if (isEmpty(value)) continue;
    if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value!)) {
        if (!isEmpty(subValue)) pairs.push(`${encodeURIComponent(`${key}[${sub}]`)}=${encodeURIComponent(String(subValue))}`);
      }
    } else {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return pairs.join('&');
}

export type { QueryValue };

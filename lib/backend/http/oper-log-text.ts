import { maskSecrets } from '@/lib/security/secrets';

/** How long the operation log's parameter, result and error texts may be (`varchar(2000)`). */
export const MAX_LOG_TEXT = 2000;

/** At most `max` characters, never ending in half of a surrogate pair. */
export function capText(text: string, max = MAX_LOG_TEXT): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A value as the log stores it: masked JSON, cut to 2000 characters; nothing for an empty object. */
export function logJson(value: unknown): string {
  if (value === undefined || (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0))
    return '';
  return capText(JSON.stringify(maskSecrets(value)) ?? '');
}

/** Query-style pairs as an object; a repeated key keeps all its values. */
export function pairsObject(pairs: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of pairs) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

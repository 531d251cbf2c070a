/** How long the operation log's parameter, result and error texts may be (`varchar(2000)`). */
export const MAX_LOG_TEXT = 2000;
export const MASK = '******';

/**
 * Keys whose values are secrets: the contract's four password fields and anything else that
 * looks like a password, secret, key or token. `tokenId` of the online list is not one: it is a
 * hash that signs nobody in.
 */
const SECRET_KEY = /password|passwd|pwd|secret|credential|api[-_]?key|private[-_]?key|access[-_]?key|token$/i;

// Deeper than any form; a body nested further is not worth walking (nor a risk to the stack).
const MAX_DEPTH = 20;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/**
 * A copy of a request or answer with every secret replaced by `******`. A config entry whose key
 * names a secret (`sys.user.initPassword`) has its value masked too, whatever the field is called.
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '[...]';
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const secretConfig = typeof record.configKey === 'string' && isSecretKey(record.configKey);
  // No prototype: a `__proto__` key of the body stays a plain key.
  const masked: Record<string, unknown> = Object.create(null);
  for (const [key, item] of Object.entries(record)) {
    masked[key] = isSecretKey(key) || (secretConfig && key === 'configValue') ? MASK : maskSecrets(item, depth + 1);
  }
  return masked;
}

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

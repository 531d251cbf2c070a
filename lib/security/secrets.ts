/**
 * "Secrets are never readable" (the architecture's shared rules): captcha answers, SMS codes,
 * reset and session tokens, passwords and provider keys. This module is the one list of them;
 * every monitor, log and list that could show one masks through it: the operation log its
 * parameters and answers, the cache monitor its values, the SMS outbox its codes.
 */
export const MASK = '******';

/**
 * Prefixes of the short-lived store's keys whose values are secrets: a captcha's answer (its key
 * carries the captcha's uuid) and a session (the reference keeps each, token and all, under
 * `login_tokens:`; here sessions are a table, and nothing kept under the name is shown either).
 * SMS codes and reset tokens are kept only as hashes in their own tables, never in the store:
 * they are masked where they travel, as fields and in the texts of the SMS outbox.
 */
export const SECRET_KEY_PREFIXES: readonly string[] = ['captcha_codes:', 'login_tokens:'];

/**
 * Field names whose values are secrets: the contract's four password fields and anything else
 * that looks like a password, secret, key or token, and an SMS code. `tokenId` of the online list
 * is not one: it is a hash that signs nobody in.
 */
const SECRET_FIELD = /password|passwd|pwd|secret|credential|api[-_]?key|private[-_]?key|access[-_]?key|token$|sms[-_]?code/i;

/**
 * The reference's names for a captcha's or an SMS code's answer (`code`) and the captcha it
 * answers (`uuid`): secrets as text. The envelope's `code` is a number, the answer's status.
 */
const ANSWER_FIELDS: ReadonlySet<string> = new Set(['code', 'uuid']);

// Deeper than any form; a body nested further is not worth walking (nor a risk to the stack).
const MAX_DEPTH = 20;

/** Whether a key of the short-lived store holds a secret. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** Whether a field, or a setting by its name (`sys.user.initPassword`), holds a secret. */
export function isSecretField(name: string, value?: unknown): boolean {
  return SECRET_FIELD.test(name) || (ANSWER_FIELDS.has(name) && typeof value === 'string');
}

/** A value of the short-lived store as a monitor may show it: a secret's masked. */
export function readableValue(key: string, value: string | null): string | null {
  return value !== null && isSecretKey(key) ? MASK : value;
}

/**
 * A copy of a request, an answer or a record with every secret replaced by `******`. A config
 * entry whose key names a secret (`sys.user.initPassword`) has its value masked too, whatever the
 * field is called.
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '[...]';
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const secretConfig = typeof record.configKey === 'string' && isSecretField(record.configKey);
  // No prototype: a `__proto__` key of the body stays a plain key.
  const masked: Record<string, unknown> = Object.create(null);
  for (const [key, item] of Object.entries(record)) {
    masked[key] = isSecretField(key, item) || (secretConfig && key === 'configValue') ? MASK : maskSecrets(item, depth + 1);
  }
  return masked;
}

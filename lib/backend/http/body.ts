import { ServiceError } from './errors';
import { containsNul, NUL_CHARACTER_MSG, refuseNulPairs } from './nul-characters';

export const DEFAULT_JSON_LIMIT = 64 * 1024;
export const BODY_TOO_LARGE_MSG = '请求数据过大';
export const MALFORMED_BODY_MSG = '请求数据格式不正确';

/** The body's text, refusing more than `limit` bytes before buffering them all. */
async function readText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new ServiceError(BODY_TOO_LARGE_MSG);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ServiceError(BODY_TOO_LARGE_MSG);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8').trim();
}

function parseJsonObject(text: string): Record<string, unknown> {
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (containsNul(key) || (typeof value === 'string' && containsNul(value))) throw new ServiceError(NUL_CHARACTER_MSG);
      return value;
    });
  } catch (error) {
    throw error instanceof ServiceError ? error : new ServiceError(MALFORMED_BODY_MSG);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ServiceError(MALFORMED_BODY_MSG);
  }
  return parsed as Record<string, unknown>;
}

/**
 * Reads a JSON object body within `limit` bytes.
 * An empty body counts as `{}`, so each endpoint answers with its own "field required" message.
 */
export async function readJsonBody(request: Request, limit = DEFAULT_JSON_LIMIT): Promise<Record<string, unknown>> {
  return parseJsonObject(await readText(request, limit));
}

/**
 * Reads a form body as query-style pairs: the reference's download helper posts list filters
 * form-encoded (`params[beginTime]=...`). A JSON object body is turned into the same pairs (one
 * level of nesting, as the UI's serialiser makes), so a client may send either.
 */
export async function readFormBody(request: Request, limit = DEFAULT_JSON_LIMIT): Promise<URLSearchParams> {
  const text = await readText(request, limit);
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return refuseNulPairs(new URLSearchParams(text));
  const form = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(parseJsonObject(text))) {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [sub, inner] of Object.entries(value)) add(`${key}[${sub}]`, inner);
    else add(key, value);
  }
  return form;
}

/** A body field as text: strings are trimmed when asked, anything that is not a string is empty. */
export function textField(body: Record<string, unknown>, name: string, trim = false): string {
  const value = body[name];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return trim ? value.trim() : value;
}

import { ServiceError } from './errors';

export const DEFAULT_JSON_LIMIT = 64 * 1024;
export const BODY_TOO_LARGE_MSG = '请求数据过大';
export const MALFORMED_BODY_MSG = '请求数据格式不正确';

/**
 * Reads a JSON object body, refusing more than `limit` bytes before buffering them all.
 * An empty body counts as `{}`, so each endpoint answers with its own "field required" message.
 */
export async function readJsonBody(request: Request, limit = DEFAULT_JSON_LIMIT): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new ServiceError(BODY_TOO_LARGE_MSG);
  if (!request.body) return {};
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
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ServiceError(MALFORMED_BODY_MSG);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ServiceError(MALFORMED_BODY_MSG);
  }
  return parsed as Record<string, unknown>;
}

/** A body field as text: strings are trimmed when asked, anything that is not a string is empty. */
export function textField(body: Record<string, unknown>, name: string, trim = false): string {
  const value = body[name];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return trim ? value.trim() : value;
}

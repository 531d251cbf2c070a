import 'server-only';
import type { Envelope } from '../contract/envelope';
import { callApi } from '../server/api-port';
import { REQUEST_ID_HEADER, requestIdOf } from '../server/request-id';

export class ContentUnavailableError extends Error {}

/**
 * A read's path as an error names it: without its query, whose values (a search text, an id
 * asked for, a token in a link) are the reader's and never belong in a log line.
 */
export const logPath = (path: string): string => path.split('?')[0];

/**
 * A GET through the one API seam from server code: anonymous, or with a reader's token, and with
 * the id of the page request it is made for when there is one (cached reads have none: they
 * outlive the request). An answer that is no envelope (the API is down or answered HTML)
 * throws, so it is never cached.
 */
export async function apiGet<T>(path: string, token?: string, requestId?: string | null): Promise<Envelope<T>> {
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  if (requestId) headers.set(REQUEST_ID_HEADER, requestIdOf(requestId));
  const response = await callApi(new Request(`http://portal.internal${path}`, { headers }));
  const body = await response.json().catch(() => null);
  if (!body || typeof body.code !== 'number') throw new ContentUnavailableError(`${logPath(path)}: no envelope (HTTP ${response.status})`);
  return body;
}

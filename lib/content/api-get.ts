import 'server-only';
import { callApi } from '../api-port';

export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data?: T;
  rows?: T;
  total?: number;
}

export class ContentUnavailableError extends Error {}

/**
 * A GET through the one API seam from server code: anonymous, or with a reader's token. An
 * answer that is no envelope (the API is down or answered HTML) throws, so it is never cached.
 */
export async function apiGet<T>(path: string, token?: string): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await callApi(new Request(`http://portal.internal${path}`, { headers }));
  const body = await response.json().catch(() => null);
  if (!body || typeof body.code !== 'number') throw new ContentUnavailableError(`${path}: no envelope (HTTP ${response.status})`);
  return body;
}

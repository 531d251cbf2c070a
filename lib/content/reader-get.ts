import 'server-only';
import { cookies, headers } from 'next/headers';
import type { Envelope } from '../contract/envelope';
import { getConfig } from '../config';
import { REQUEST_ID_HEADER } from '../server/request-id';
import { SESSION_COOKIE, unsealSession } from '../session';
import { apiGet } from './api-get';

/**
 * Member-only reads, made with the reader's own token and never cached: the API decides what
 * the reader may see. `null` means the session is over (or there was none).
 */
async function readerToken(): Promise<string | null> {
  return unsealSession((await cookies()).get(SESSION_COOKIE)?.value, getConfig().sessionSecret);
}

/** A GET as whoever reads: with their token when signed in, else anonymous; never cached. */
export async function readerGet<T>(path: string): Promise<Envelope<T>> {
  const token = await readerToken();
  return apiGet<T>(path, token ?? undefined, (await headers()).get(REQUEST_ID_HEADER));
}

/** A GET with the reader's token; `null` when there is no session (or it ended). */
export async function memberGet<T>(path: string): Promise<Envelope<T> | null> {
  const token = await readerToken();
  if (!token) return null;
  const body = await apiGet<T>(path, token, (await headers()).get(REQUEST_ID_HEADER));
  return body.code === 401 ? null : body;
}

import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
// What nginx's $request_id and common tracing ids look like; anything else could forge log lines.
const ACCEPTABLE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The id a request is logged under: the one nginx (or a client) sent when it is well formed, else a new one. */
export function requestIdOf(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && ACCEPTABLE_ID.test(sent) ? sent : crypto.randomUUID();
}

/**
 * Gives the request its id in its own headers, where the BFF reads it to send it on to the API.
 * A sent id is kept only from a trusted proxy: a client's own could pose as another request's.
 */
export function assignRequestId(req: IncomingMessage, trustProxy: boolean): string {
  const id = requestIdOf(trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined);
  req.headers[REQUEST_ID_HEADER] = id;
  return id;
}

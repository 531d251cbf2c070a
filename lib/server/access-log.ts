import type { IncomingMessage, ServerResponse } from 'node:http';
import { currentRequestId, log, loggedPath } from '../log';
import { recordRequest } from './metrics';
import type { RouteLabel } from './route-label';

/** Counts the body bytes an answer writes. */
function countBytes(res: ServerResponse): () => number {
  let bytes = 0;
  const add = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  return () => bytes;
}

export interface WatchOptions {
  /** Whether the request leaves a line in the log; it is counted in the metrics either way. */
  logLine?: boolean;
  now?: () => bigint;
}

/**
 * Writes one access-log line when the answer is over (or the client went away first) and
 * counts it in the metrics, under the request's route label. Only the method, the logged path and facts about the answer are
 * written: never cookies, authorisation headers or bodies.
 */
export function watchRequest(
  req: IncomingMessage,
  res: ServerResponse,
  routeLabelOf: RouteLabel,
  { logLine = true, now = process.hrtime.bigint }: WatchOptions = {},
): void {
  const started = now();
  const bytes = countBytes(res);
  const url = req.url ?? '/';
  // Taken now: the close event may fire outside the request's async context.
  const requestId = currentRequestId();
  res.once('close', () => {
    const seconds = Number(now() - started) / 1e9;
    const route = routeLabelOf(url);
    const method = req.method ?? 'GET';
    const completed = res.writableFinished;
    // An answer the client did not wait for counts as nginx counts it (499), not as the 200 Node presets.
    const status = completed ? res.statusCode : 499;
    recordRequest(route, method, status, seconds);
    if (!logLine) return;
    const fields = { requestId, method, path: loggedPath(url), status, ms: Math.round(seconds * 10_000) / 10, bytes: bytes(), route };
    // A browser cancelling a prefetch or a navigation is everyday, not a warning.
    log.info(completed ? 'request' : 'request aborted', fields);
  });
}

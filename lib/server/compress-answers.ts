import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Compresses each answer on its way out when the reader takes brotli or gzip and its type is worth
 * it (pages, flight data, JSON, scripts; not images or workbooks), with `Vary: Accept-Encoding`.
 * Brotli at its library's default 4 and gzip at 6 keep a page's cost to a few milliseconds. Next
 * flushes each streamed part through it. Answers already encoded (the page cache's, the build's
 * precompressed assets) pass as they are.
 */
const middleware = compression({ threshold: 1024 });

export function compressOnTheWay(req: IncomingMessage, res: ServerResponse): void {
  middleware(req as Parameters<typeof middleware>[0], res as Parameters<typeof middleware>[1], () => undefined);
}

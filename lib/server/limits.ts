import http from 'node:http';

/**
 * How much a client may send and how long it may take. nginx sits in front in production (it
 * buffers bodies and has its own limits), but an instance reached directly must not be held
 * open by a client that trickles its headers or never finishes.
 */

/** Larger headers are refused with 431: the portal's own cookies and headers fit in 4 KiB. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** The request line and headers must arrive within this, or the connection is dropped (408). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included: an upload of the largest allowed file on a slow line. */
export const REQUEST_TIMEOUT_MS = 120_000;
/**
 * An idle keep-alive connection is kept this long: longer than nginx keeps its idle upstream
 * connections (60 s), so nginx always closes first and never sends on a socket we are closing.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * A socket with no traffic either way for this long is closed: more than the BFF's 60 s budget
 * for a slow API answer, so a page waiting on the API is not cut off first.
 */
export const SOCKET_IDLE_TIMEOUT_MS = 90_000;
/**
 * A request body that stops arriving for this long is dropped: the headers are bounded above,
 * and without this a client could hold a connection by stalling its body instead.
 */
export const BODY_IDLE_TIMEOUT_MS = 20_000;
/** How often Node looks for connections over the header and request timeouts (default 30 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

export const SERVER_OPTIONS: http.ServerOptions = {
  maxHeaderSize: MAX_HEADER_BYTES,
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
};

const declaresBody = (req: http.IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/** Creates the server with these limits; the idle timeouts are settings rather than options. */
export function createLimitedServer(listener: http.RequestListener): http.Server {
  const server = http.createServer(SERVER_OPTIONS, (req, res) => {
    if (declaresBody(req)) {
      req.socket.setTimeout(BODY_IDLE_TIMEOUT_MS);
      req.once('end', () => req.socket.setTimeout(SOCKET_IDLE_TIMEOUT_MS));
    }
    listener(req, res);
  });
  server.timeout = SOCKET_IDLE_TIMEOUT_MS;
  return server;
}

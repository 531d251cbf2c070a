import type { IncomingMessage } from 'node:http';

// Headers through which a proxy describes the client; only a trusted proxy's copies mean anything.
const PROXY_HEADERS = ['x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

/**
 * Without TRUST_PROXY the client talks to us directly, so whatever it says about itself in
 * forwarding headers is its own word: X-Forwarded-For becomes the socket's address (what the
 * rate limits and logs read through lib/client-info.ts) and the other proxy headers go. Behind a
 * trusted proxy they are left as nginx set them.
 */
export function pinClientAddress(req: IncomingMessage, trustProxy: boolean): void {
  if (trustProxy) return;
  for (const name of PROXY_HEADERS) delete req.headers[name];
  const address = req.socket.remoteAddress;
  if (address) req.headers['x-forwarded-for'] = address;
  else delete req.headers['x-forwarded-for'];
}

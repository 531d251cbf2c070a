import type { ClientInfo } from '../backend/http/context';

/**
 * Who is calling. Behind a trusted proxy (TRUST_PROXY) the right-most X-Forwarded-For entry is
 * the address that proxy saw. Otherwise the socket's address counts where the server knows it
 * (the standalone backend). Next hands route handlers no socket, so server.ts writes the
 * socket's address into X-Forwarded-For (replacing the client's) before Next sees the request;
 * the first entry is then that address. Logs and the per-address rate limits use it.
 */
export function clientInfoOf(headers: Headers, trustProxy: boolean, socketAddress = ''): ClientInfo {
  const userAgent = (headers.get('user-agent') ?? '').slice(0, 500);
  const forwarded = headers.get('x-forwarded-for');
  const entries =
    forwarded
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean) ?? [];
  const ip = socketAddress && !trustProxy ? socketAddress : ((trustProxy ? entries.at(-1) : entries[0]) ?? socketAddress);
  return { ip: ip.replace(/^::ffff:/, '').slice(0, 128), userAgent };
}

/** Whether a proxy's X-Forwarded-Proto says the browser came over TLS (its first entry counts). */
export function saysHttps(forwardedProto: string | null | undefined): boolean {
  return forwardedProto?.split(',')[0].trim() === 'https';
}

/** Whether the browser reached us over TLS (directly, or through a trusted proxy that says so). */
export function isSecureRequest(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return trustProxy && saysHttps(request.headers.get('x-forwarded-proto'));
}

/**
 * The host the browser addressed: its Host header, or the public host a trusted proxy reports.
 * Next rebuilds request.url from its own host name, so the URL is not the browser's view.
 */
export function publicHostOf(request: Request, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0].trim() : undefined;
  return (forwarded || request.headers.get('host') || new URL(request.url).host).toLowerCase();
}

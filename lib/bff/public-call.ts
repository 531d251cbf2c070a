import { getConfig } from '../config';
import { forwardableHeaders } from '../http/http-headers';
import { clientInfoOf } from '../http/client-info';
import { callApi, type CallApi } from '../server/api-port';

/** The largest body a public call may send: a provider's notification is a few kilobytes. */
export const PUBLIC_CALL_BODY_LIMIT = 64 * 1024;

/**
 * A call an outside service makes to the API (a payment provider's notification) at a public
 * address of the portal: its body and headers go on unchanged, as its signature covers them, but
 * no cookie or token does, so the call acts for nobody.
 */
export async function forwardPublicCall(
  request: Request,
  apiPath: string,
  call: CallApi = callApi,
  trustProxy = getConfig().trustProxy,
): Promise<Response> {
  const body = await request.arrayBuffer();
  if (body.byteLength > PUBLIC_CALL_BODY_LIMIT) return new Response(null, { status: 413 });
  const headers = forwardableHeaders(request.headers, ['cookie', 'authorization']);
  const url = new URL(request.url);
  const apiRequest = new Request(new URL(apiPath, url.origin), { method: request.method, headers, body });
  return call(apiRequest, clientInfoOf(request.headers, trustProxy));
}

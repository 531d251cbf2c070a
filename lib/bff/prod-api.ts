import 'server-only';
import { callApi as defaultCallApi, type CallApi } from '../server/api-port';
import { getConfig } from '../config';
import { envelopeResponse } from '../http/envelope-response';
import { forwardableHeaders } from '../http/http-headers';
import {
  clearedSessionCookieHeaders,
  DUPLICATE_SESSION_COOKIE_MSG,
  hasDuplicateCookie,
  readCookie,
  sealSession,
  SESSION_COOKIE,
  sessionCookieHeaders,
  unsealSession,
} from '../session';
import { clientInfoOf, isSecureRequest, publicHostOf } from '../http/client-info';
import { isForeignRequest } from './csrf';
import { REQUEST_ID_HEADER, requestIdOf } from '../server/request-id';
import { hasTokenShape } from '../security/token';
import { invalidate, nextCacheInvalidator, type CacheInvalidator, type WriteTags } from './revalidate-after-write';

export const API_PREFIX = '/prod-api';

/** Calls that must not carry the session's token (the reference marks them `isToken: false`). */
const TOKENLESS_PATHS = new Set(['/login', '/register', '/registerByPhone', '/captchaImage']);

/** Answers whose 401 means the cookie's session is over, so the cookie is cleared with them. */
const SESSION_PROBES = new Set(['/getInfo', '/getRouters']);

// Headers of ours that a client must not be able to set on its way to the API (the request id
// goes on only when it is well formed, else a new one does: the API writes it into its logs).
const CLIENT_HEADERS_DROPPED = [
  'cookie',
  'istoken',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  REQUEST_ID_HEADER,
];

export interface ProdApiOptions {
  callApi: CallApi;
  sessionSecret: string;
  trustProxy: boolean;
  siteUrl: string | null;
  /**
   * Drops public caches after an admin write (`revalidate-after-write.ts`): which writes make
   * which tags stale, and how caches are dropped. Without it, nothing is dropped.
   */
  revalidation?: { writes: WriteTags; invalidator: CacheInvalidator };
}

/** The BFF as the portal runs it: settings from the environment, Next's caches dropped after `writes`. */
export function prodApiOptionsFromConfig(writes: WriteTags): ProdApiOptions {
  const { sessionSecret, trustProxy, siteUrl } = getConfig();
  return { callApi: defaultCallApi, sessionSecret, trustProxy, siteUrl, revalidation: { writes, invalidator: nextCacheInvalidator } };
}

/**
 * An answer the API marked for revalidation (an ETag with `private, no-cache`): it already stays
 * out of shared caches, and the browser may keep it only to ask again with If-None-Match.
 */
function isRevalidatable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.headers.has('etag') &&
    /\bprivate\b/.test(cacheControl) &&
    /\bno-cache\b/.test(cacheControl) &&
    !/\bpublic\b/.test(cacheControl)
  );
}

async function readEnvelope(response: Response): Promise<Record<string, unknown> | null> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  try {
    const body: unknown = await response.clone().json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The backend-for-frontend behind `/prod-api/*`: refuses calls made from other sites, turns the
 * `Admin-Token` cookie into a bearer token, strips the prefix and calls the API. A successful
 * login becomes the cookie (the token never reaches page JavaScript); logout clears it.
 */
export async function handleProdApi(request: Request, options: ProdApiOptions): Promise<Response> {
  const { callApi, sessionSecret, trustProxy, siteUrl, revalidation } = options;

  const url = new URL(request.url);
  const apiPath = url.pathname.slice(API_PREFIX.length) || '/';
  // The backend ignores a trailing slash, so the checks below must too.
  const route = apiPath.replace(/(.)\/+$/, '$1');
  const allowedHosts = [publicHostOf(request, trustProxy), ...(siteUrl ? [new URL(siteUrl).host] : [])];
  if (isForeignRequest(request, allowedHosts, route)) return envelopeResponse(403, '跨站请求被拒绝');

  const secure = isSecureRequest(request, trustProxy);
  if (hasDuplicateCookie(request.headers.get('cookie'), SESSION_COOKIE)) return envelopeResponse(400, DUPLICATE_SESSION_COOKIE_MSG);
  const cookie = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  const token = await unsealSession(cookie, sessionSecret);
  // A stock RuoYi client served from this site keeps its raw API token under the same name: that
  // cookie is no session of ours, so it is neither turned into a bearer nor cleared.
  const stockToken = cookie && !token && hasTokenShape(cookie) ? cookie : null;
  const headers = forwardableHeaders(request.headers, CLIENT_HEADERS_DROPPED);
  headers.set(REQUEST_ID_HEADER, requestIdOf(request.headers.get(REQUEST_ID_HEADER) ?? undefined));
  const optsOut = TOKENLESS_PATHS.has(route) || request.headers.get('istoken') === 'false';
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (optsOut) headers.delete('authorization');
  else if (token) headers.set('authorization', `Bearer ${token}`);
  // Its frames and pictures send nothing else: a read carries that cookie alone on, and the API
  // takes it only where the route's contract says so (`cookieToken`).
  else if (stockToken && !hasBody) headers.set('cookie', `${SESSION_COOKIE}=${stockToken}`);

  // One leading slash: a path such as `//evil.example` stays a path of the API.
  const apiRequest = new Request(new URL(`/${apiPath.replace(/^\/+/, '')}${url.search}`, url.origin), {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
  const response = await callApi(apiRequest, clientInfoOf(request.headers, trustProxy));

  if (revalidation?.writes.mayMakeStale(request.method, route)) {
    const answer = await readEnvelope(response);
    if (answer?.code === 200) invalidate(revalidation.writes.tagsAfterWrite(request.method, route, answer), revalidation.invalidator);
  }

  const outHeaders = new Headers(response.headers);
  if ((token || cookie) && !isRevalidatable(response)) outHeaders.set('cache-control', 'private, no-store');
  // A cookie that does not unseal (forged, or sealed with an old secret) is removed.
  if (cookie && !token && !stockToken) clearedSessionCookieHeaders(secure).forEach((line) => outHeaders.append('set-cookie', line));

  if (route === '/login') {
    const body = await readEnvelope(response);
    if (body?.code === 200 && typeof body.token === 'string') {
      const { token: issued, ...rest } = body;
      outHeaders.delete('content-length');
      outHeaders.set('cache-control', 'private, no-store');
      sessionCookieHeaders(await sealSession(issued as string, sessionSecret), secure).forEach((line) =>
        outHeaders.append('set-cookie', line),
      );
      return new Response(JSON.stringify(rest), { status: response.status, headers: outHeaders });
    }
  } else if ((route === '/logout' && hasBody) || (token && SESSION_PROBES.has(route) && (await readEnvelope(response))?.code === 401)) {
    // A logout clears the cookie whatever the API said, but only as a write: a read never ends a session.
    clearedSessionCookieHeaders(secure).forEach((line) => outHeaders.append('set-cookie', line));
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: outHeaders });
}

import 'server-only';
import { getConfig } from './config';
import { envelopeResponse } from './envelope-response';
import { forwardableHeaders } from './http-headers';
import { CHINESE_ERROR_MESSAGES } from './request-errors';
import type { Backend } from './backend/app';
import type { ClientInfo } from './backend/http/context';

/** The one seam between the portal and its API: a request on an API path in, the answer out. */
export type CallApi = (request: Request, client?: ClientInfo) => Promise<Response>;

export const API_TIMEOUT_MS = 60_000;
export const UPSTREAM_UNREACHABLE_MSG = CHINESE_ERROR_MESSAGES.network;
export const UPSTREAM_TIMEOUT_MSG = CHINESE_ERROR_MESSAGES.timeout;

export interface ApiPortOptions {
  /** Base URL of a RuoYi-compatible server; null for the embedded backend. */
  upstream: string | null;
  embedded: () => Promise<Backend>;
  timeoutMs?: number;
}

/**
 * Forwarding to an upstream streams both bodies, strips hop-by-hop headers and gives up after
 * 60 s (or when the caller goes away). Fetch decodes compressed answers, so the encoding headers
 * of the upstream answer are dropped with them.
 */
export function createApiPort({ upstream, embedded, timeoutMs = API_TIMEOUT_MS }: ApiPortOptions): CallApi {
  if (upstream === null) {
    return async (request, client = { ip: '', userAgent: request.headers.get('user-agent') ?? '' }) => {
      let backend: Backend;
      try {
        backend = await embedded();
      } catch (error) {
        console.error(`[api] the embedded backend did not start: ${(error as Error).message}`);
        return envelopeResponse(502, UPSTREAM_UNREACHABLE_MSG);
      }
      return backend.handle(request, client);
    };
  }

  const base = new URL(upstream);
  const basePath = base.pathname.replace(/\/+$/, '');
  return async (request, client) => {
    const source = new URL(request.url);
    // Joined as text with one leading slash, so a path such as `/https:evil.example/x` or
    // `//evil.example` stays a path on the upstream and never becomes another host.
    const target = new URL(`${basePath}/${source.pathname.replace(/^\/+/, '')}${source.search}`, base.origin);
    if (target.origin !== base.origin) return envelopeResponse(400, '请求地址格式不正确');
    const headers = forwardableHeaders(request.headers, ['content-length']);
    if (client?.ip) headers.set('x-forwarded-for', client.ip);
    const timeout = AbortSignal.timeout(timeoutMs);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
    try {
      const answer = await fetch(target, {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        signal: AbortSignal.any([request.signal, timeout]),
        redirect: 'manual',
        // Node's fetch needs this to stream a request body.
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit);
      return new Response(answer.body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: forwardableHeaders(answer.headers, ['content-encoding', 'content-length']),
      });
    } catch (error) {
      if (timeout.aborted) return envelopeResponse(504, UPSTREAM_TIMEOUT_MSG);
      if (request.signal.aborted) return envelopeResponse(499, '客户端已取消请求');
      const cause = (error as Error & { cause?: Error }).cause;
      console.error(`[api] ${request.method} ${target.pathname} to the upstream failed: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`);
      return envelopeResponse(502, UPSTREAM_UNREACHABLE_MSG);
    }
  };
}

let defaultPort: CallApi | undefined;

/** Calls the configured API: `API_UPSTREAM` when set, else the embedded backend in this process. */
export const callApi: CallApi = (request, client) => {
  defaultPort ??= createApiPort({
    upstream: getConfig().apiUpstream,
    embedded: () => import('./backend').then((module) => module.getBackend()),
  });
  return defaultPort(request, client);
};

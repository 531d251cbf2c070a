import 'server-only';
import { getConfig } from './config';
import { forwardableHeaders } from './http-headers';
import type { Backend } from './backend/app';
import type { ClientInfo } from './backend/http/context';

/** The one seam between the portal and its API: a request on an API path in, the answer out. */
export type CallApi = (request: Request, client?: ClientInfo) => Promise<Response>;

export const API_TIMEOUT_MS = 60_000;
export const UPSTREAM_UNREACHABLE_MSG = '后端接口连接异常';
export const UPSTREAM_TIMEOUT_MSG = '系统接口请求超时';

function errorEnvelope(status: number, msg: string): Response {
  return new Response(JSON.stringify({ code: status, msg }), {
    status,
    headers: { 'content-type': 'application/json;charset=utf-8', 'cache-control': 'no-store' },
  });
}

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
        return errorEnvelope(502, UPSTREAM_UNREACHABLE_MSG);
      }
      return backend.handle(request, client);
    };
  }

  const base = new URL(upstream.endsWith('/') ? upstream : `${upstream}/`);
  return async (request, client) => {
    const source = new URL(request.url);
    const target = new URL(source.pathname.replace(/^\/+/, '') + source.search, base);
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
      if (timeout.aborted) return errorEnvelope(504, UPSTREAM_TIMEOUT_MSG);
      if (request.signal.aborted) return errorEnvelope(499, '客户端已取消请求');
      const cause = (error as Error & { cause?: Error }).cause;
      console.error(`[api] ${request.method} ${target.pathname} to the upstream failed: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`);
      return errorEnvelope(502, UPSTREAM_UNREACHABLE_MSG);
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

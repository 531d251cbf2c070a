import 'server-only';
import { getConfig } from '../config';
import { log } from '../log';
import { envelopeResponse } from '../http/envelope-response';
import { forwardableHeaders } from '../http/http-headers';
import { CHINESE_ERROR_MESSAGES } from '../http/request-errors';
import { countUpstreamError } from './metrics';
import type { Backend } from '../backend/app';
import type { ClientInfo } from '../backend/http/context';
import { embeddedBackend } from '../backend/embedded';

/** The one seam between the portal and its API: a request on an API path in, the answer out. */
export type CallApi = (request: Request, client?: ClientInfo) => Promise<Response>;

export const API_TIMEOUT_MS = 60_000;
export const UPSTREAM_UNREACHABLE_MSG = CHINESE_ERROR_MESSAGES.network;
export const UPSTREAM_TIMEOUT_MSG = CHINESE_ERROR_MESSAGES.timeout;
export const UNEXPECTED_API_ERROR_MSG = CHINESE_ERROR_MESSAGES.unknown;

/** Why a call got no answer from the API, for the upstream error count. */
export type UpstreamErrorKind = 'timeout' | 'unreachable';

export interface ApiPortOptions {
  /** Base URL of a RuoYi-compatible server; null for the embedded backend. */
  upstream: string | null;
  embedded: () => Promise<Backend>;
  /** How long the API may take to start answering. */
  timeoutMs?: number;
  /** Told of every call the API did not answer (metrics); a caller that went away is not counted. */
  onUpstreamError?: (kind: UpstreamErrorKind) => void;
}

/**
 * Either API, embedded or upstream, has 60 s to start answering; after that the caller gets a
 * 504, and a body still streaming by then (a large export) runs on. Forwarding to an upstream
 * streams both bodies, strips hop-by-hop headers and is cancelled as soon as the caller goes
 * away. Fetch decodes compressed answers, so the encoding headers of the upstream answer are
 * dropped with them.
 */
export function createApiPort({
  upstream,
  embedded,
  timeoutMs = API_TIMEOUT_MS,
  onUpstreamError = () => undefined,
}: ApiPortOptions): CallApi {
  if (upstream === null) {
    return async (request, client = { ip: '', userAgent: request.headers.get('user-agent') ?? '' }) => {
      let backend: Backend;
      try {
        backend = await embedded();
      } catch (error) {
        log.error('the embedded backend did not start', { error: (error as Error).message });
        onUpstreamError('unreachable');
        return envelopeResponse(502, UPSTREAM_UNREACHABLE_MSG);
      }
      const path = new URL(request.url).pathname;
      // A database that hangs (not one that refuses) would hold the caller forever: the same
      // budget applies, and an answer that comes after it is dropped.
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
      const answer = Promise.resolve().then(() => backend.handle(request, client));
      try {
        const settled = await Promise.race([answer, outOfTime]);
        if (settled) return settled;
        log.error('the embedded backend gave no answer in time', { method: request.method, path, timeoutMs });
        onUpstreamError('timeout');
        void answer.then(
          (late) => late.body?.cancel(),
          () => undefined,
        );
        return envelopeResponse(504, UPSTREAM_TIMEOUT_MSG);
      } catch (error) {
        // The backend answers its failures with envelopes; this guards the caller against one it did not foresee.
        log.error('the embedded backend failed', { method: request.method, path, error: (error as Error).message });
        return envelopeResponse(500, UNEXPECTED_API_ERROR_MSG);
      } finally {
        clearTimeout(timer);
      }
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
    const budget = new AbortController();
    const timer = setTimeout(() => budget.abort(), timeoutMs);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
    try {
      const answer = await fetch(target, {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        signal: AbortSignal.any([request.signal, budget.signal]),
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
      if (request.signal.aborted) return envelopeResponse(499, '客户端已取消请求');
      const kind: UpstreamErrorKind = budget.signal.aborted ? 'timeout' : 'unreachable';
      const cause = (error as Error & { cause?: Error }).cause;
      const why =
        kind === 'timeout'
          ? `gave no answer within ${timeoutMs} ms`
          : `failed: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`;
      log.error('the upstream call failed', { method: request.method, path: target.pathname, why });
      onUpstreamError(kind);
      return kind === 'timeout' ? envelopeResponse(504, UPSTREAM_TIMEOUT_MSG) : envelopeResponse(502, UPSTREAM_UNREACHABLE_MSG);
    } finally {
      clearTimeout(timer);
    }
  };
}

let defaultPort: CallApi | undefined;

/** Calls the configured API: `API_UPSTREAM` when set, else the embedded backend in this process. */
export const callApi: CallApi = (request, client) => {
  defaultPort ??= createApiPort({
    upstream: getConfig().apiUpstream,
    embedded: embeddedBackend,
    onUpstreamError: countUpstreamError,
  });
  return defaultPort(request, client);
};

import { contractMethods, type AnswerOf, type Contract, type Method } from '../contract/contract';
import type { Envelope } from '../contract/envelope';
import { pathOf, type PathParams } from '../contract/router';
import { notify } from '../notify';
import { API_BASE } from './api-base';
import { toQueryString, type QueryValue } from './query-string';
import { messageForCode, messageForTransport } from './request-errors';
import { errorMessages } from './request-messages';

/**
 * The browser's one way to call the API: `/prod-api` plus the path, JSON in and out, a 60 s
 * budget, and the spec's handling of answer codes (section 4 and 8). The session cookie rides
 * along by itself; the token never passes through here.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

export type { Envelope };

export class ApiError extends Error {
  constructor(
    message: string,
    /** The answer's code, or 0 when no answer arrived. */
    readonly code: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** The contract's method when it names one; a choice only for an endpoint that answers several. */
  method?: Method;
  /** The values of the contract path's `:name` segments. */
  path?: PathParams;
  params?: Record<string, QueryValue>;
  data?: unknown;
  /** false for calls that must not carry the session's token (login, registration). */
  isToken?: boolean;
  /** Leave telling the person to the caller (e.g. a form showing the error beside its fields). */
  silent?: boolean;
  timeoutMs?: number;
}

/** Listeners for an answer with code 401: the session is over (handled without a message). */
const sessionExpiredListeners = new Set<() => void>();
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export function reportSessionExpired(): void {
  sessionExpiredListeners.forEach((listener) => listener());
}

function fail(message: string, code: number, silent: boolean, show: () => void): never {
  if (!silent) show();
  throw new ApiError(message, code);
}

/**
 * Calls an endpoint: its contract gives the method and the path, filled in from `options.path`.
 * A bare path (a test, a call the portal makes to an upstream-only endpoint) is a GET unless
 * `options.method` says otherwise.
 */
export function request<C extends Contract>(target: C, options?: RequestOptions): Promise<AnswerOf<C>>;
export function request<T extends Envelope = Envelope>(target: Contract | string, options?: RequestOptions): Promise<T>;
export async function request<T extends Envelope>(target: Contract | string, options: RequestOptions = {}): Promise<T> {
  const { params, data, isToken = true, silent = false, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const path = typeof target === 'string' ? target : pathOf(target, options.path);
  const method = options.method ?? (typeof target === 'string' ? 'GET' : contractMethods(target)[0]);
  const query = params ? toQueryString(params) : '';
  const headers: Record<string, string> = {};
  // A FormData body (an upload) sets its own multipart content type.
  const multipart = data instanceof FormData;
  if (data !== undefined && !multipart) headers['content-type'] = 'application/json;charset=utf-8';
  if (!isToken) headers.isToken = 'false';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${query ? `?${query}` : ''}`, {
      method,
      headers,
      body: data === undefined ? undefined : multipart ? data : JSON.stringify(data),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    clearTimeout(timer);
    const message = messageForTransport({ kind: controller.signal.aborted ? 'timeout' : 'network' }, errorMessages());
    return fail(message, 0, silent, () => notify('error', message));
  }
  clearTimeout(timer);

  let body: Envelope | null = null;
  if (response.headers.get('content-type')?.includes('application/json')) {
    body = (await response.json().catch(() => null)) as Envelope | null;
  }
  if (!body || typeof body.code !== 'number') {
    const message = response.ok
      ? errorMessages().unknown
      : messageForTransport({ kind: 'status', status: response.status }, errorMessages());
    return fail(message, response.status, silent, () => notify('error', message));
  }

  const code = body.code || 200;
  if (code === 200) return body as T;
  // 203 is the spec's "passes with no data".
  if (code === 203) return { ...body, data: undefined } as unknown as T;
  const message = messageForCode(code, body.msg, errorMessages());
  if (code === 401) {
    reportSessionExpired();
    throw new ApiError(message, code);
  }
  if (code === 500) return fail(message, code, silent, () => notify('error', message));
  if (code === 601) return fail(message, code, silent, () => notify('warning', message));
  return fail(message, code, silent, () => notify('error', message, message));
}

import type { BackendDeps } from './deps';
import { createContext, type ClientInfo } from './http/context';
import { fail, jsonResponse, type Envelope } from './http/envelope';
import { NO_PERMISSION_MSG, ServiceError, UNEXPECTED_ERROR_MSG, unauthenticatedMessage } from './http/errors';
import { runRecorded } from './http/oper-log';
import { createRouter, type Route } from './http/router';
import { hasPermission } from '@/lib/security/caller';
import { callerBehindScreenLock } from '@/lib/security/screen-lock';
import { resolveSession } from '@/lib/security/sessions';
import { callerToken } from '@/lib/security/token';
import { NUL_CHARACTER_MSG, urlHasNul } from './http/nul-characters';
import { methodNotSupportedMessage } from '../http/http-methods';

/** JSON answers of routes that answer files (see `Contract.answersFile`). */
const FILE_ROUTE_JSON_HEADERS = { 'content-type': 'application/json' };

export interface Backend {
  /** Answers one API request; the path has no `/prod-api` prefix. */
  handle(request: Request, client: ClientInfo): Promise<Response>;
  deps: BackendDeps;
}

/**
 * The embedded RuoYi-compatible API: finds the route, resolves the caller from the bearer token
 * (or, for a read the route's contract allows it for, the stock client's cookie), checks access,
 * runs the handler and turns every outcome into the contract's envelope. The routes are the
 * feature modules' (root/server-modules.ts).
 */
export function createBackend(deps: BackendDeps, routes: readonly Route[]): Backend {
  const router = createRouter(routes);

  async function handle(request: Request, client: ClientInfo): Promise<Response> {
    const url = new URL(request.url);
    if (urlHasNul(url)) return jsonResponse(fail(NUL_CHARACTER_MSG, 400), 400);
    // Which content type this call's JSON answers carry; set once the route is known.
    let jsonHeaders: HeadersInit = {};
    try {
      const lookup = router.lookup(request.method, url.pathname);
      // The route's contract says whether its reads may name the caller by cookie (a frame, an `<img>`).
      const token = callerToken(request, lookup.kind === 'found' && lookup.match.entry.contract.cookieToken === true);
      const signedIn = token ? await resolveSession(deps, token) : null;
      // As in the reference, only a signed-in caller learns that a path does not exist.
      if (lookup.kind !== 'found' && !signedIn) return jsonResponse(fail(unauthenticatedMessage(url.pathname), 401));
      if (lookup.kind === 'not-found') return jsonResponse(fail(`请求地址不存在：${url.pathname}`, 404), 404);
      if (lookup.kind === 'method-not-allowed') return jsonResponse(fail(methodNotSupportedMessage(request.method), 405), 405);

      const { entry: route, params } = lookup.match;
      const { contract } = route;
      if (contract.answersFile) jsonHeaders = FILE_ROUTE_JSON_HEADERS;
      const user = callerBehindScreenLock(signedIn, contract);
      if (contract.access !== 'anonymous' && !user) return jsonResponse(fail(unauthenticatedMessage(url.pathname), 401), 200, jsonHeaders);
      if (typeof contract.access === 'object' && user && !hasPermission(user, contract.access.permission)) {
        return jsonResponse(fail(NO_PERMISSION_MSG, 403), 200, jsonHeaders);
      }
      const ctx = createContext({ request, url, params, query: url.searchParams, client, user, deps });
      // Changing back-office calls leave a line in the operation log (the contract's `log`).
      const result = await runRecorded(route, ctx);
      return result instanceof Response ? result : jsonResponse(result as Envelope, 200, jsonHeaders);
    } catch (error) {
      if (error instanceof ServiceError) return jsonResponse(fail(error.message, error.code), 200, jsonHeaders);
      if (error instanceof URIError) return jsonResponse(fail('请求地址格式不正确', 400), 400, jsonHeaders);
      deps.log(`[api] ${request.method} ${url.pathname} failed: ${(error as Error).stack ?? error}`, 'error');
      return jsonResponse(fail(UNEXPECTED_ERROR_MSG), 200, jsonHeaders);
    }
  }

  return { handle, deps };
}

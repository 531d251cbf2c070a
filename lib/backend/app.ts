import type { BackendDeps } from './deps';
import { createContext, type ClientInfo } from './http/context';
import { fail, jsonResponse, type Envelope } from './http/envelope';
import { NO_PERMISSION_MSG, ServiceError, UNEXPECTED_ERROR_MSG, unauthenticatedMessage } from './http/errors';
import { runRecorded } from './http/oper-log';
import { createRouter, type Route } from './http/router';
import { hasPermission } from './modules/auth/login-user';
import { authRoutes } from './modules/auth/routes';
import { resolveSession } from './modules/auth/session-service';
import { tokenFromHeader } from './modules/auth/token';
import { contentAdminRoutes } from './modules/content/admin-routes';
import { contentRoutes } from './modules/content/routes';
import { commonRoutes } from './modules/common/routes';
import { activityAdminRoutes } from './modules/member/activity-admin-routes';
import { activityRoutes } from './modules/member/activity-routes';
import { dashboardRoutes } from './modules/member/dashboard-routes';
import { declareAdminRoutes } from './modules/member/declare-admin-routes';
import { declareRoutes } from './modules/member/declare-routes';
import { signReviewRoutes } from './modules/member/sign-review-routes';
import { signRoutes } from './modules/member/sign-routes';
import { jobLogRoutes } from './modules/monitor/job-log-routes';
import { jobRoutes } from './modules/monitor/job-routes';
import { logininforRoutes } from './modules/monitor/logininfor-routes';
import { onlineRoutes } from './modules/monitor/online-routes';
import { operlogRoutes } from './modules/monitor/operlog-routes';
import { smsOutboxRoutes } from './modules/monitor/sms-outbox-routes';
import { configRoutes } from './modules/system/config-routes';
import { deptRoutes } from './modules/system/dept-routes';
import { dictRoutes } from './modules/system/dict-routes';
import { menuRoutes } from './modules/system/menu-routes';
import { profileRoutes } from './modules/system/profile-routes';
import { roleRoutes } from './modules/system/role-routes';
import { userRoutes } from './modules/system/user-routes';
import { genRoutes } from './modules/tool/gen-routes';
import { NUL_CHARACTER_MSG, urlHasNul } from './http/nul-characters';
import { methodNotSupportedMessage } from '../http-methods';

export const routes: Route[] = [
  ...authRoutes,
  ...contentRoutes,
  ...contentAdminRoutes,
  ...commonRoutes,
  ...signRoutes,
  ...signReviewRoutes,
  ...declareRoutes,
  ...declareAdminRoutes,
  ...activityRoutes,
  ...activityAdminRoutes,
  ...dashboardRoutes,
  ...profileRoutes,
  ...userRoutes,
  ...deptRoutes,
  ...roleRoutes,
  ...menuRoutes,
  ...dictRoutes,
  ...configRoutes,
  ...smsOutboxRoutes,
  ...jobRoutes,
  ...jobLogRoutes,
  ...logininforRoutes,
  ...operlogRoutes,
  ...onlineRoutes,
  ...genRoutes,
];

/** JSON answers of routes that answer files (see `Contract.answersFile`). */
const FILE_ROUTE_JSON_HEADERS = { 'content-type': 'application/json' };

export interface Backend {
  /** Answers one API request; the path has no `/prod-api` prefix. */
  handle(request: Request, client: ClientInfo): Promise<Response>;
  deps: BackendDeps;
}

/**
 * The embedded RuoYi-compatible API: finds the route, resolves the caller from the bearer token,
 * checks access, runs the handler and turns every outcome into the contract's envelope.
 */
export function createBackend(deps: BackendDeps): Backend {
  const router = createRouter(routes);

  async function handle(request: Request, client: ClientInfo): Promise<Response> {
    const url = new URL(request.url);
    if (urlHasNul(url)) return jsonResponse(fail(NUL_CHARACTER_MSG, 400), 400);
    // Which content type this call's JSON answers carry; set once the route is known.
    let jsonHeaders: HeadersInit = {};
    try {
      const token = tokenFromHeader(request.headers.get('authorization'));
      const user = token ? await resolveSession(deps, token) : null;
      const lookup = router.lookup(request.method, url.pathname);
      // As in the reference, only a signed-in caller learns that a path does not exist.
      if (lookup.kind !== 'found' && !user) return jsonResponse(fail(unauthenticatedMessage(url.pathname), 401));
      if (lookup.kind === 'not-found') return jsonResponse(fail(`请求地址不存在：${url.pathname}`, 404), 404);
      if (lookup.kind === 'method-not-allowed') return jsonResponse(fail(methodNotSupportedMessage(request.method), 405), 405);

      const { entry: route, params } = lookup.match;
      const { contract } = route;
      if (contract.answersFile) jsonHeaders = FILE_ROUTE_JSON_HEADERS;
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
      deps.log(`[api] ${request.method} ${url.pathname} failed: ${(error as Error).stack ?? error}`);
      return jsonResponse(fail(UNEXPECTED_ERROR_MSG), 200, jsonHeaders);
    }
  }

  return { handle, deps };
}

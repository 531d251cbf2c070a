import type { BackendDeps } from './deps';
import { createContext, type ClientInfo } from './http/context';
import { fail, jsonResponse, type Envelope } from './http/envelope';
import { NO_PERMISSION_MSG, ServiceError, UNEXPECTED_ERROR_MSG, unauthenticatedMessage } from './http/errors';
import { runRecorded } from './http/oper-log';
import { createRouter, type Route } from './http/router';
import { hasPermission } from '@/features/auth/server/login-user';
import { authRoutes } from '@/features/auth/server/routes';
import { callerBehindScreenLock } from '@/features/auth/server/screen-lock';
import { resolveSession } from '@/features/auth/server/session-service';
import { tokenFromHeader } from '@/features/auth/server/token';
import { contentAdminRoutes } from '@/features/content/server/admin-routes';
import { contentRoutes } from '@/features/content/server/public-routes';
import { commonRoutes } from '@/features/files/server/routes';
import { activityAdminRoutes } from '@/features/member/activity/server/activity-admin-routes';
import { activityRoutes } from '@/features/member/activity/server/activity-routes';
import { dashboardRoutes } from '@/features/member/dashboard/server/dashboard-routes';
import { declarationAdminRoutes } from '@/features/member/declaration/server/declaration-admin-routes';
import { declarationRoutes } from '@/features/member/declaration/server/declaration-routes';
import { applicationReviewRoutes } from '@/features/member/application/server/application-review-routes';
import { applicationRoutes } from '@/features/member/application/server/application-routes';
import { cacheRoutes } from '@/features/monitor/cache/server/cache-routes';
import { jobLogRoutes } from '@/features/monitor/job-log/server/job-log-routes';
import { jobRoutes } from '@/features/monitor/job/server/job-routes';
import { logininforRoutes } from '@/features/monitor/logininfor/server/logininfor-routes';
import { onlineRoutes } from '@/features/monitor/online/server/online-routes';
import { operlogRoutes } from '@/features/monitor/operlog/server/operlog-routes';
import { serverRoutes } from '@/features/monitor/server-monitor/server/server-routes';
import { smsOutboxRoutes } from '@/features/monitor/sms-outbox/server/sms-outbox-routes';
import { configRoutes } from '@/features/system/config/server/config-routes';
import { deptRoutes } from '@/features/system/dept/server/dept-routes';
import { dictRoutes } from '@/features/system/dict/server/dict-routes';
import { postRoutes } from '@/features/system/post/server/post-routes';
import { swaggerRoutes } from '@/features/tool/swagger/server/swagger-routes';
import { noticeRoutes } from '@/features/system/notice/server/notice-routes';
import { menuRoutes } from '@/features/system/menu/server/menu-routes';
import { profileRoutes } from '@/features/system/profile/server/profile-routes';
import { roleRoutes } from '@/features/system/role/server/role-routes';
import { userRoutes } from '@/features/system/user/server/user-routes';
import { genRoutes } from '@/features/tool/gen/server/gen-routes';
import { NUL_CHARACTER_MSG, urlHasNul } from './http/nul-characters';
import { methodNotSupportedMessage } from '../http/http-methods';

export const routes: Route[] = [
  ...authRoutes,
  ...contentRoutes,
  ...contentAdminRoutes,
  ...commonRoutes,
  ...applicationRoutes,
  ...applicationReviewRoutes,
  ...declarationRoutes,
  ...declarationAdminRoutes,
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
  ...postRoutes,
  ...swaggerRoutes,
  ...noticeRoutes,
  ...smsOutboxRoutes,
  ...jobRoutes,
  ...jobLogRoutes,
  ...logininforRoutes,
  ...operlogRoutes,
  ...onlineRoutes,
  ...serverRoutes,
  ...cacheRoutes,
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
      const signedIn = token ? await resolveSession(deps, token) : null;
      const lookup = router.lookup(request.method, url.pathname);
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
      deps.log(`[api] ${request.method} ${url.pathname} failed: ${(error as Error).stack ?? error}`);
      return jsonResponse(fail(UNEXPECTED_ERROR_MSG), 200, jsonHeaders);
    }
  }

  return { handle, deps };
}

import type { BackendDeps } from '../deps';
import type { LoginUser } from '@/lib/security/caller';
import { DEFAULT_JSON_LIMIT, readFormBody, readJsonBody } from './body';
import { ServiceError, unauthenticatedMessage } from './errors';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface RequestContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  query: URLSearchParams;
  client: ClientInfo;
  /** The signed-in user, or null for an anonymous call. */
  user: LoginUser | null;
  deps: BackendDeps;
  body(limit?: number): Promise<Record<string, unknown>>;
  /** A form-encoded (or JSON) body as query-style pairs. */
  form(limit?: number): Promise<URLSearchParams>;
  requireUser(): LoginUser;
}

export function createContext(init: Omit<RequestContext, 'body' | 'form' | 'requireUser'>): RequestContext {
  return {
    ...init,
    body: (limit = DEFAULT_JSON_LIMIT) => readJsonBody(init.request, limit),
    form: (limit = DEFAULT_JSON_LIMIT) => readFormBody(init.request, limit),
    requireUser() {
      if (!init.user) throw new ServiceError(unauthenticatedMessage(init.url.pathname), 401);
      return init.user;
    },
  };
}

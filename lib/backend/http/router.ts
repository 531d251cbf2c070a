import type { Envelope } from './envelope';
import type { RequestContext } from './context';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone, any signed-in user, or a user holding a permission string
 * (the super administrator's `*:*:*` holds them all).
 */
export type Access = 'anonymous' | 'user' | { permission: string };

export interface Route {
  method: Method | Method[];
  /** Path with `:name` segments, e.g. `/system/user/:userIds`. */
  path: string;
  access: Access;
  /**
   * The route answers a file. Its JSON answers (errors included) then go out as plain
   * `application/json`, without a charset: that exact type is how the reference's download
   * helper tells an error from the file (contract 1.8).
   */
  answersFile?: boolean;
  handler(ctx: RequestContext): Promise<Envelope | Response>;
}

interface CompiledRoute {
  route: Route;
  methods: Method[];
  pattern: RegExp;
  names: string[];
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

export type RouteLookup = { kind: 'found'; match: RouteMatch } | { kind: 'method-not-allowed' } | { kind: 'not-found' };

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return {
    route,
    methods: Array.isArray(route.method) ? route.method : [route.method],
    pattern: new RegExp(`^${source}/?$`),
    names,
  };
}

/** A route table: literal segments win over parameters because routes are tried in order. */
export function createRouter(routes: Route[]) {
  const compiled = routes.map(compile);
  return {
    lookup(method: string, pathname: string): RouteLookup {
      let pathMatched = false;
      for (const { route, methods, pattern, names } of compiled) {
        const match = pattern.exec(pathname);
        if (!match) continue;
        pathMatched = true;
        if (!methods.includes(method as Method)) continue;
        const params: Record<string, string> = {};
        names.forEach((name, i) => {
          params[name] = decodeURIComponent(match[i + 1]);
        });
        return { kind: 'found', match: { route, params } };
      }
      return pathMatched ? { kind: 'method-not-allowed' } : { kind: 'not-found' };
    },
  };
}

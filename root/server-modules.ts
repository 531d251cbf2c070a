import 'server-only';
import type { Route } from '@/lib/backend/http/router';
import { FEATURE_MODULES } from './modules';

let routes: Promise<Route[]> | undefined;

/** The embedded backend's routes: every feature module's, loaded once and in the modules' order. */
export function serverRoutes(): Promise<Route[]> {
  routes ??= Promise.all(FEATURE_MODULES.map((module) => module.server?.())).then((servers) =>
    servers.flatMap((server) => server?.routes ?? []),
  );
  return routes;
}

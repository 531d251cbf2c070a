import { inLocale } from '@/lib/content/in-locale';

/**
 * The admin shell's route table, built from `GET /getRouters` (contract section 2.5): the
 * sidebar's menu tree and the pages it leads to, each with its full path, title trail and
 * keep-alive flags. The answer is data from a server, so nothing in it is trusted: entries
 * without a path are dropped, nesting stops at a fixed depth, and a path seen twice keeps its
 * first page.
 */
export interface ServerRouteMeta {
  title?: string;
  /** The English title the portal's own backend adds (`?shell=portal`); empty or absent keeps `title`. */
  titleEs?: string;
  icon?: string;
  noCache?: boolean;
  affix?: boolean;
  link?: string | null;
  activeMenu?: string;
  breadcrumb?: boolean;
}

export interface ServerRoute {
  name?: string;
  path: string;
  component?: string;
  hidden?: boolean;
  redirect?: string;
  alwaysShow?: boolean;
  query?: string;
  meta?: ServerRouteMeta;
  children?: ServerRoute[];
}

/** A step of the breadcrumb: a page links to its path, a directory does not. */
export interface Crumb {
  title: string;
  path: string | null;
}

export interface AdminPage {
  /** The full path, e.g. `/system/user`. */
  path: string;
  title: string;
  icon: string;
  /** The name the page registry resolves (`system/user/index`, `InnerLink`). */
  component: string;
  noCache: boolean;
  affix: boolean;
  /** The sidebar entry to highlight instead of the page's own. */
  activeMenu: string | null;
  showBreadcrumb: boolean;
  trail: Crumb[];
  /** Query parameters the menu carries (the menu's `query` JSON). */
  query: Record<string, string>;
  /** The address an inner-link page shows in a frame. */
  link: string | null;
}

export interface MenuEntry {
  key: string;
  title: string;
  icon: string;
  /** Where the entry goes: a full path, or an external address when `external`. */
  path: string;
  external: boolean;
  children: MenuEntry[];
}

export interface RouteTable {
  menu: MenuEntry[];
  pages: AdminPage[];
}

const LAYOUT = 'Layout';
const PARENT_VIEW = 'ParentView';
export const INNER_LINK = 'InnerLink';
const MAX_DEPTH = 6;

const isHttp = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);

/**
 * A route's full path under its parent's. Repeated slashes collapse, so a menu path such as
 * `//elsewhere.example` can never become an address on another site.
 */
function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  const joined = `${base.replace(/\/+$/, '')}/${path}`;
  return joined.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

function titleOf(route: ServerRoute): string {
  const title = route.meta?.title;
  return typeof title === 'string' && title.trim() ? title : typeof route.name === 'string' && route.name ? route.name : route.path;
}

/**
 * The routes with their titles in `locale`: English titles where the backend gave them, so the
 * sidebar, tags and breadcrumb read in English on /en. Any other shape passes as it came.
 */
export function routesInLocale(routes: unknown, locale: string): unknown {
  if (!Array.isArray(routes)) return routes;
  return routes.map((route: unknown) => {
    if (!route || typeof route !== 'object') return route;
    const { meta, children } = route as ServerRoute;
    const english = typeof meta?.titleEs === 'string' ? meta.titleEs : '';
    return {
      ...route,
      ...(meta && english && { meta: { ...meta, title: inLocale(String(meta.title ?? ''), english, locale) } }),
      ...(children && { children: routesInLocale(children, locale) }),
    };
  });
}

/** A route's `query` (a JSON object, as the menu screen stores it) as its pairs; anything else is none. */
export function queryOf(text: unknown): Record<string, string> {
  if (typeof text !== 'string' || !text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    return {};
  }
}

/** A route needs a path; one with a backslash is refused, since browsers read it as a slash. */
function isRoute(value: unknown): value is ServerRoute {
  if (!value || typeof value !== 'object') return false;
  const path = (value as ServerRoute).path;
  return typeof path === 'string' && path !== '' && !path.includes('\\');
}

function childrenOf(route: ServerRoute): ServerRoute[] {
  return Array.isArray(route.children) ? route.children.filter(isRoute) : [];
}

/** A visible entry's menu item; directories with nothing visible below them disappear. */
function menuEntryOf(route: ServerRoute, path: string, visibleChildren: MenuEntry[]): MenuEntry | null {
  // An http(s) path is an external link even when the server left `meta.link` out.
  const link = isHttp(route.meta?.link) ? route.meta.link : isHttp(path) ? path : null;
  const external = link !== null && route.component !== INNER_LINK;
  const own = { key: path, title: titleOf(route), icon: route.meta?.icon ?? '', path: external ? link : path, external };
  const isDirectory = route.component === LAYOUT || route.component === PARENT_VIEW || childrenOf(route).length > 0;
  if (external || !isDirectory) return { ...own, children: [] };
  if (visibleChildren.length === 0) return null;
  // As the reference's sidebar does: a directory holding one page shows that page in its place.
  if (visibleChildren.length === 1 && !route.alwaysShow && visibleChildren[0].children.length === 0) return visibleChildren[0];
  return { ...own, children: visibleChildren };
}

/** Turns the `getRouters` data into the shell's menu and pages; anything malformed is skipped. */
export function buildRouteTable(routers: unknown): RouteTable {
  const pages: AdminPage[] = [];
  const seen = new Set<string>();
  const ancestors = new Set<object>();

  function visit(route: ServerRoute, base: string, trail: Crumb[], depth: number): MenuEntry | null {
    if (depth > MAX_DEPTH || ancestors.has(route)) return null;
    ancestors.add(route);
    try {
      const path = isHttp(route.path) ? route.path : joinPath(base, route.path);
      const title = titleOf(route);
      const children = childrenOf(route);
      const hidden = route.hidden === true;
      const isDirectory = children.length > 0 || route.component === LAYOUT || route.component === PARENT_VIEW;
      // A root "menu frame" (path "/") is a wrapper without a title of its own.
      const ownCrumbs = route.path === '/' && !route.meta ? trail : [...trail, { title, path: isDirectory ? null : path }];
      const entries: MenuEntry[] = [];
      for (const child of children) {
        const entry = visit(child, path, ownCrumbs, depth + 1);
        if (entry) entries.push(entry);
      }
      if (!isDirectory && !isHttp(path) && !seen.has(path)) {
        seen.add(path);
        pages.push({
          path,
          title,
          icon: route.meta?.icon ?? '',
          component: typeof route.component === 'string' ? route.component : '',
          noCache: route.meta?.noCache === true,
          affix: route.meta?.affix === true,
          activeMenu: typeof route.meta?.activeMenu === 'string' ? route.meta.activeMenu : null,
          showBreadcrumb: route.meta?.breadcrumb !== false,
          trail: ownCrumbs,
          query: queryOf(route.query),
          link: isHttp(route.meta?.link) ? route.meta.link : null,
        });
      }
      return hidden ? null : menuEntryOf(route, path, entries);
    } finally {
      ancestors.delete(route);
    }
  }

  const roots = Array.isArray(routers) ? routers.filter(isRoute) : [];
  const menu = roots.map((route) => visit(route, '/', [], 0)).filter((entry): entry is MenuEntry => entry !== null);
  return { menu, pages };
}

/** Whether an entry is the page at `path` or holds it somewhere below. */
export function menuContains(entry: MenuEntry, path: string): boolean {
  return entry.path === path || entry.children.some((child) => menuContains(child, path));
}

/** Every page the menu leads to, for route search: external links included, hidden pages not. */
export function menuLeaves(menu: MenuEntry[], trail: string[] = []): { title: string; path: string; external: boolean }[] {
  return menu.flatMap((entry) =>
    entry.children.length
      ? menuLeaves(entry.children, [...trail, entry.title])
      : [{ title: [...trail, entry.title].join(' > '), path: entry.path, external: entry.external }],
  );
}

import { queryOf } from '@/lib/admin/server-routes';

/**
 * Builds the RouterVo tree of `GET /getRouters` from menus, following the reference's rules
 * (contract section 2.5): directories, top-level pages ("menu frames"), inner and external links.
 */
export interface RouterMenu {
  menuId: number;
  parentId: number;
  menuName: string;
  menuEsName: string;
  path: string;
  component: string | null;
  query: string | null;
  routeName: string;
  isFrame: string;
  isCache: string;
  menuType: string;
  visible: string;
  icon: string;
}

export interface RouterMeta {
  title: string;
  /** The English title, for the portal's own shell only: the stock clients get the reference's meta. */
  titleEs?: string;
  icon: string;
  noCache: boolean;
  link: string | null;
}

export interface RouterVo {
  name?: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: RouterMeta;
  children?: RouterVo[];
}

interface MenuNode extends RouterMenu {
  children: MenuNode[];
}

const LAYOUT = 'Layout';
const PARENT_VIEW = 'ParentView';
const INNER_LINK = 'InnerLink';

const isHttp = (path: string) => /^https?:\/\//i.test(path);
const isMenuFrame = (m: RouterMenu) => m.parentId === 0 && m.menuType === 'C' && m.isFrame === '1';
const isInnerLink = (m: RouterMenu) => m.isFrame === '1' && isHttp(m.path);
const isParentView = (m: RouterMenu) => m.parentId !== 0 && m.menuType === 'M';

function capitalise(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

function routeNameOf(routeName: string, path: string): string {
  return capitalise(routeName || path);
}

function innerLinkPath(path: string): string {
  return path
    .replace(/https?:\/\//gi, '')
    .replace(/www\./gi, '')
    .replace(/[.:]/g, '/');
}

function meta(menu: RouterMenu, link: string | null = menu.path): RouterMeta {
  return {
    title: menu.menuName,
    ...(menu.menuEsName && { titleEs: menu.menuEsName }),
    icon: menu.icon,
    noCache: menu.isCache === '1',
    link: link && isHttp(link) ? link : null,
  };
}

function routerPath(menu: RouterMenu): string {
  if (menu.parentId !== 0 && isInnerLink(menu)) return innerLinkPath(menu.path);
  if (menu.parentId === 0 && menu.menuType === 'M' && menu.isFrame === '1') return `/${menu.path}`;
  if (isMenuFrame(menu)) return '/';
  return menu.path;
}

function componentOf(menu: RouterMenu): string {
  if (menu.component && !isMenuFrame(menu)) return menu.component;
  if (!menu.component && menu.parentId !== 0 && isInnerLink(menu)) return INNER_LINK;
  if (!menu.component && isParentView(menu)) return PARENT_VIEW;
  return LAYOUT;
}

/** Drops undefined and empty optional fields, as the reference's NON_EMPTY serialisation does. */
function compact(router: RouterVo): RouterVo {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(router)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    result[key] = value;
  }
  return result as unknown as RouterVo;
}

function buildRouter(menu: MenuNode): RouterVo {
  const router: RouterVo = {
    name: isMenuFrame(menu) ? '' : routeNameOf(menu.routeName, menu.path),
    path: routerPath(menu),
    hidden: menu.visible === '1',
    component: componentOf(menu),
    query: menu.query ?? undefined,
    meta: meta(menu),
  };
  if (menu.children.length > 0 && menu.menuType === 'M') {
    router.alwaysShow = true;
    router.redirect = 'noRedirect';
    router.children = menu.children.map(buildRouter);
  } else if (isMenuFrame(menu)) {
    router.meta = undefined;
    router.children = [
      compact({
        path: menu.path,
        hidden: false,
        component: menu.component ?? undefined,
        name: routeNameOf(menu.routeName, menu.path),
        meta: meta(menu),
        query: menu.query ?? undefined,
      }),
    ];
  } else if (menu.parentId === 0 && isInnerLink(menu)) {
    const path = innerLinkPath(menu.path);
    router.meta = { ...meta(menu, null), noCache: false };
    router.path = '/';
    router.children = [
      compact({
        path,
        hidden: false,
        component: INNER_LINK,
        name: routeNameOf(menu.routeName, path),
        meta: { ...meta(menu), noCache: false },
      }),
    ];
  }
  return compact(router);
}

/** Menus ordered by parent and order number become the route tree, starting at parent 0. */
export function buildRouters(menus: RouterMenu[]): RouterVo[] {
  const nodes = new Map<number, MenuNode>(menus.map((m) => [m.menuId, { ...m, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === 0) roots.push(node);
  }
  return roots.map(buildRouter);
}

/**
 * The views the portal's shell draws beyond the reference's: the stock RuoYi clients (ruoyi-ui
 * 3.9.2, RuoYi-Vue3) have no file for them. A test checks that every seeded page names either one
 * of these or a view the stock clients carry.
 */
export const PORTAL_VIEWS = new Set([
  'bll/activity/index',
  'bll/article/index',
  'bll/articleType/index',
  'bll/declare/index',
  'bll/links/index',
  'bll/sign/index',
  'monitor/email/index',
  'monitor/sms/index',
  'pay/order/index',
]);

/** The reference's meta, without what only the portal's shell reads. */
function stockMeta(meta: RouterMeta | undefined): RouterMeta | undefined {
  if (!meta) return meta;
  const { titleEs: _portalOnly, ...reference } = meta;
  return reference;
}

/**
 * The routes as a stock client can draw them: a portal view would throw "Cannot find module" in
 * Vue 2 and draw a blank page in Vue 3, so it becomes the reference's external link to that
 * screen of the portal (`origin` and the page's address), which the stock sidebar opens in a new
 * tab. Other components, a view added to a customised client among them, pass as they are.
 */
export function forStockClients(routers: RouterVo[], origin: string, parentPath = ''): RouterVo[] {
  return routers.map((portalRouter) => {
    const router = compact({ ...portalRouter, meta: stockMeta(portalRouter.meta) });
    const path = isHttp(router.path) || router.path.startsWith('/') ? router.path : `${parentPath}/${router.path}`;
    if (router.children) return { ...router, children: forStockClients(router.children, origin, path === '/' ? '' : path) };
    if (!router.component || !PORTAL_VIEWS.has(router.component)) return router;
    const search = new URLSearchParams(queryOf(router.query)).toString();
    const link = `${origin}${path}${search ? `?${search}` : ''}`;
    return compact({ ...router, path: link, component: LAYOUT, query: undefined, meta: router.meta && { ...router.meta, link } });
  });
}

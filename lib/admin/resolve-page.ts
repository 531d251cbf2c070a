import { hasPermi, isSuperUser, type Grants } from './permissions';
import type { AdminPage, RouteTable } from './server-routes';

/**
 * Which page an admin address shows: the home page, a page of the user's route table, or one of
 * the spec's hidden pages (route section 2), whose ids are digits only and which need the
 * permission the reference guards them with (contract section 2.5).
 */
export const HOME_PATH = '/index';
export const HOME_COMPONENT = 'index';
/** The back office's 个人中心. */
export const PROFILE_PATH = '/index/profile';

/**
 * The sections whose addresses belong to the admin shell: the top-level menu directories'
 * paths. A new top-level directory needs its path here and a route folder under app/(admin).
 */
export const ADMIN_SECTIONS = ['index', 'system', 'monitor', 'tool', 'content', 'member'] as const;

const ADMIN_PATH = new RegExp(`^(?:/en)?/(?:${[...ADMIN_SECTIONS, 'redirect'].join('|')})(?:/|$)`);

/** Whether an address belongs to the admin shell (with or without the language prefix); the refresh helper does too. */
export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATH.test(pathname);
}

interface HiddenPage {
  /** The path before the id; the id is one more segment of digits. */
  prefix: string;
  /** Whether the page takes an id after its prefix: always (the default), optionally, or never. */
  id?: 'required' | 'optional' | 'none';
  component: string;
  /** The key of the page's title in the `admin.pages` messages. */
  titleKey: string;
  activeMenu: string;
  /** Left out for a page every signed-in user of the shell may open. */
  permission?: string;
}

export const HIDDEN_PAGES: HiddenPage[] = [
  {
    prefix: '/system/user-auth/role',
    component: 'system/user/authRole',
    titleKey: 'authRole',
    activeMenu: '/system/user',
    permission: 'system:user:edit',
  },
  {
    prefix: '/system/role-auth/user',
    component: 'system/role/authUser',
    titleKey: 'authUser',
    activeMenu: '/system/role',
    permission: 'system:role:edit',
  },
  {
    prefix: '/system/dict-data/index',
    component: 'system/dict/data',
    titleKey: 'dictData',
    activeMenu: '/system/dict',
    permission: 'system:dict:list',
  },
  {
    prefix: '/monitor/job-log/index',
    id: 'optional',
    component: 'monitor/job/log',
    titleKey: 'jobLog',
    activeMenu: '/monitor/job',
    permission: 'monitor:job:list',
  },
  {
    prefix: '/tool/gen-edit/index',
    component: 'tool/gen/editTable',
    titleKey: 'genEdit',
    activeMenu: '/tool/gen',
    permission: 'tool:gen:edit',
  },
  // The reference's personal centre (`/user/profile` in its shell); that address is the portal's member page here.
  {
    prefix: PROFILE_PATH,
    id: 'none',
    component: 'system/user/profile/index',
    titleKey: 'profile',
    activeMenu: HOME_PATH,
  },
];

export type Resolution = { kind: 'page'; page: AdminPage; params: { id?: string } } | { kind: 'forbidden' } | { kind: 'not-found' };

/** Ids that fit a bigint column: digits only, no sign, no leading zeros. */
const ID = /^[1-9]\d{0,17}$/;

function homePage(title: string): AdminPage {
  return {
    path: HOME_PATH,
    title,
    icon: 'dashboard',
    component: HOME_COMPONENT,
    noCache: false,
    affix: true,
    activeMenu: null,
    showBreadcrumb: true,
    trail: [{ title, path: HOME_PATH }],
    query: {},
    link: null,
  };
}

/** The address without its language prefix and trailing slash. */
export function adminPathOf(pathname: string): string {
  const path = pathname.replace(/^\/en(?=\/|$)/, '').replace(/\/+$/, '');
  return path || '/';
}

export function resolveAdminPage(
  table: RouteTable,
  pathname: string,
  grants: Grants,
  titles: { home: string; hidden: (key: string) => string },
): Resolution {
  const path = adminPathOf(pathname);
  if (path === HOME_PATH) return { kind: 'page', page: homePage(titles.home), params: {} };
  const page = table.pages.find((candidate) => candidate.path === path);
  if (page) return { kind: 'page', page, params: {} };

  for (const hidden of HIDDEN_PAGES) {
    if (path !== hidden.prefix && !path.startsWith(`${hidden.prefix}/`)) continue;
    const rest = path.slice(hidden.prefix.length + 1);
    const id = hidden.id ?? 'required';
    const valid = rest === '' ? id !== 'required' : id !== 'none' && ID.test(rest);
    if (!valid) return { kind: 'not-found' };
    if (hidden.permission && !hasPermi(grants.permissions, [hidden.permission])) return { kind: 'forbidden' };
    const title = titles.hidden(hidden.titleKey);
    const parent = table.pages.find((candidate) => candidate.path === hidden.activeMenu);
    return {
      kind: 'page',
      page: {
        ...homePage(title),
        path,
        icon: parent?.icon ?? '',
        component: hidden.component,
        affix: false,
        activeMenu: hidden.activeMenu,
        trail: [...(parent?.trail ?? [{ title: titles.home, path: HOME_PATH }]), { title, path: null }],
      },
      params: rest ? { id: rest } : {},
    };
  }
  // Like the API, the shell tells only the super user that an address does not exist; others
  // learn they may not open it.
  return isSuperUser(grants) ? { kind: 'not-found' } : { kind: 'forbidden' };
}

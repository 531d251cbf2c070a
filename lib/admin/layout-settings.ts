import { safeRedirectPath } from '../http/safe-redirect';

/**
 * The admin layout's settings (spec sections 2, 3 and 9): kept in session storage under
 * `layout-setting`, so they last for the browser tab; anything unreadable falls back to the
 * defaults field by field.
 */
export interface LayoutSettings {
  theme: string;
  sideTheme: SideTheme;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
}

export type SideTheme = 'theme-dark' | 'theme-light';

export const LAYOUT_SETTINGS_KEY = 'layout-setting';
export const DEFAULT_ADMIN_THEME = '#409EFF';

/** The colour picker's eight presets. */
export const THEME_PRESETS = ['#409EFF', '#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1', '#1e90ff', '#c71585'] as const;

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  theme: DEFAULT_ADMIN_THEME,
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  dynamicTitle: false,
};

const COLOUR = /^#[0-9a-f]{6}$/i;
/** The settings drawer's on/off switches, in the drawer's order. */
export const LAYOUT_SWITCHES = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'] as const;

export function parseLayoutSettings(stored: string | null): LayoutSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    // A damaged entry is as good as none.
  }
  const settings = { ...DEFAULT_LAYOUT_SETTINGS };
  if (typeof raw.theme === 'string' && COLOUR.test(raw.theme)) settings.theme = raw.theme;
  if (raw.sideTheme === 'theme-dark' || raw.sideTheme === 'theme-light') settings.sideTheme = raw.sideTheme;
  for (const key of LAYOUT_SWITCHES) if (typeof raw[key] === 'boolean') settings[key] = raw[key];
  return settings;
}

/** The component sizes of the size selector, kept in the cookie `size` (default medium). */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type AdminSize = (typeof SIZES)[number];
export const SIZE_COOKIE = 'size';
export const DEFAULT_SIZE: AdminSize = 'medium';

export function sizeOf(value: string | undefined | null): AdminSize {
  return (SIZES as readonly string[]).includes(value ?? '') ? (value as AdminSize) : DEFAULT_SIZE;
}

/** The sidebar's open state, kept in a cookie as the reference does ('1' open, '0' collapsed). */
export const SIDEBAR_COOKIE = 'sidebarStatus';

export function sidebarOpenedOf(value: string | undefined | null): boolean {
  return value !== '0';
}

/**
 * The locked screen: while this cookie is set, the admin layout draws the lock screen instead of
 * any page (from the server, so no page flashes on a reload); its value is the path to go back to.
 */
export const LOCK_COOKIE = 'screen-lock';

/** The path a locked screen goes back to: an admin path of this site, never another address. */
export function lockedPathOf(value: string | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  let path = '';
  try {
    path = decodeURIComponent(value);
  } catch {
    // A cookie no one wrote here still locks the screen; it goes back home.
  }
  return safeRedirectPath(path, '/index');
}

/** Under this width the admin layout is the mobile one and pagers show fewer pages. */
export const MOBILE_BREAKPOINT = 992;
export const MOBILE_MEDIA_QUERY = `(max-width:${MOBILE_BREAKPOINT - 0.02}px)`;

/** The width of one top-menu item; a third of the window holds as many as fit. */
export const TOP_MENU_ITEM_WIDTH = 85;
export const INITIAL_TOP_MENU_ITEMS = 5;

export function visibleTopMenuCount(windowWidth: number): number {
  return Math.max(1, Math.floor(windowWidth / 3 / TOP_MENU_ITEM_WIDTH));
}

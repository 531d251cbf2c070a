'use client';

import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { AdminSize } from '@/lib/admin/layout-settings';
import { HOME_PATH, adminPathOf, resolveAdminPage } from '@/lib/admin/resolve-page';
import { buildRouteTable, menuContains, type MenuEntry, type ServerRoute } from '@/lib/admin/server-routes';
import { addTag, type VisitedTag } from '@/lib/admin/tags';
import type { CurrentUser } from '@/lib/user-info';
import { useHydrated } from '../../common/browser-state';
import { ConfirmProvider } from '../list/confirm-dialog';
import { AdminContext, type AdminState } from './admin-context';
import { ADMIN_PAGE_BACKGROUND, adminTheme } from './admin-theme';
import { AppMain, type ShownPage } from './app-main';
import { Navbar } from './navbar';
import { ReloginDialog } from './relogin-dialog';
import { SettingsDrawer } from './settings-drawer';
import { Sidebar } from './sidebar';
import { TagsView } from './tags-view';
import { useLayoutState } from './use-layout-state';
import { useVisitedTags } from './use-visited-tags';

interface Props {
  user: CurrentUser;
  routers: ServerRoute[];
  size: AdminSize;
  sidebarOpened: boolean;
  /** The route's own page renders nothing: the shell draws every admin page itself. */
  children: ReactNode;
}

const queryOf = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

/**
 * The admin shell: sidebar, navbar, tags view and the page area, built from the user's routes.
 * It lives in the admin layout, so it stays mounted while the reader moves between admin pages.
 */
export function AdminShell({ user, routers, size, sidebarOpened, children }: Props) {
  const t = useTranslations('admin');
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } } }),
  );
  const layout = useLayoutState({ size, sidebarOpened });
  const hydrated = useHydrated();
  const table = useMemo(() => buildRouteTable(routers), [routers]);
  const router = useRouter();
  const pathname = adminPathOf(usePathname());
  const search = useSearchParams().toString();

  const grants = useMemo(() => ({ roles: user.roles, permissions: user.permissions }), [user]);
  const titles = useMemo(() => ({ home: t('pages.home'), hidden: (key: string) => t(`pages.${key}`) }), [t]);
  const resolve = useCallback((path: string) => resolveAdminPage(table, path, grants, titles), [table, grants, titles]);
  const resolution = resolve(pathname);
  const page = resolution.kind === 'page' ? resolution.page : null;
  const currentTag: VisitedTag | null = page
    ? { path: pathname, fullPath: `${pathname}${search ? `?${search}` : ''}`, title: page.title, affix: page.affix, noCache: page.noCache }
    : null;
  const navigate = useCallback((path: string) => router.push(path), [router]);
  const affixed = useMemo<VisitedTag[]>(
    () => [
      { path: HOME_PATH, fullPath: HOME_PATH, title: t('pages.home'), affix: true, noCache: false },
      ...table.pages
        .filter((candidate) => candidate.affix)
        .map((affix) => ({ path: affix.path, fullPath: affix.path, title: affix.title, affix: true, noCache: affix.noCache })),
    ],
    [table.pages, t],
  );
  const visited = useVisitedTags(currentTag, affixed, HOME_PATH, navigate);

  const activePath = page?.activeMenu ?? pathname;
  // The home page leads the menu, as the reference's constant route does.
  const menu = useMemo<MenuEntry[]>(
    () => [{ key: HOME_PATH, title: t('pages.home'), icon: 'dashboard', path: HOME_PATH, external: false, children: [] }, ...table.menu],
    [table.menu, t],
  );
  // A top-menu choice holds until the reader moves on by other means (tags, search, links).
  const [chosenTop, setChosenTop] = useState<{ key: string; path: string } | null>(null);
  const { mobile, closeSidebar } = layout;
  useEffect(() => {
    if (mobile) closeSidebar();
  }, [pathname, mobile, closeSidebar]);
  const topEntry =
    menu.find((entry) => chosenTop?.path === pathname && entry.key === chosenTop.key) ??
    menu.find((entry) => menuContains(entry, activePath)) ??
    null;
  const sideEntries =
    layout.settings.topNav && !layout.mobile ? (topEntry ? (topEntry.children.length ? topEntry.children : [topEntry]) : []) : menu;
  const selectTop = (entry: MenuEntry) => {
    if (entry.external) {
      window.open(entry.path, '_blank', 'noopener,noreferrer');
      return;
    }
    const first = entry.children.length ? firstLeaf(entry) : entry;
    if (!first || first.external) return;
    setChosenTop({ key: entry.key, path: first.path });
    router.push(first.path);
  };

  const siteTitle = t('shell.title');
  useEffect(() => {
    document.title = layout.settings.dynamicTitle && page ? `${page.title} - ${siteTitle}` : siteTitle;
  }, [layout.settings.dynamicTitle, page, siteTitle]);

  const state = useMemo<AdminState>(() => ({ ...layout, user, table, closePage: visited.leave }), [layout, user, table, visited.leave]);
  const theme = useMemo(() => adminTheme(layout.settings.theme, layout.size), [layout.settings.theme, layout.size]);
  // The open page joins the list during this render, not after the tag effect, so it mounts once.
  const keptTags = layout.settings.tagsView
    ? (currentTag ? addTag(visited.tags, currentTag) : visited.tags).filter((tag) => !tag.noCache)
    : [];
  const shown: ShownPage[] = keptTags.map((tag) =>
    tag.path === pathname
      ? { path: pathname, resolution, query: queryOf(search) }
      : { path: tag.path, resolution: resolve(tag.path), query: queryOf(tag.fullPath.split('?')[1] ?? '') },
  );
  if (!shown.some((entry) => entry.path === pathname)) shown.push({ path: pathname, resolution, query: queryOf(search) });
  const home = { title: t('pages.home'), path: HOME_PATH };

  return (
    <QueryClientProvider client={queryClient}>
      <AdminContext.Provider value={state}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ConfirmProvider>
            <Box
              sx={{ display: 'flex', minHeight: '100vh', bgcolor: ADMIN_PAGE_BACKGROUND }}
              data-size={layout.size}
              data-theme-colour={layout.settings.theme}
            >
              <Sidebar entries={sideEntries} activePath={activePath} />
              <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                <Box sx={layout.settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: 1100 } : undefined}>
                  <Navbar
                    trail={page?.showBreadcrumb === false ? null : (page?.trail ?? [])}
                    home={home}
                    topEntries={menu}
                    selectedTop={topEntry?.key ?? null}
                    onSelectTop={selectTop}
                  />
                  {layout.settings.tagsView ? (
                    <TagsView tags={visited.tags} activePath={pathname} onClose={visited.close} onRefresh={(tag) => refresh(tag)} />
                  ) : null}
                </Box>
                <Box component="main" sx={{ flex: 1, p: 2.5, minWidth: 0 }}>
                  {/* The page arrives drawn before it runs: until then its buttons would do nothing and typing would be reset, so they wait. */}
                  <Box component="fieldset" disabled={!hydrated} sx={{ display: 'contents' }}>
                    <AppMain currentPath={pathname} pages={shown} generationOf={visited.generationOf} />
                    {children}
                  </Box>
                </Box>
              </Box>
            </Box>
            <SettingsDrawer />
            <ReloginDialog userId={user.userId} />
          </ConfirmProvider>
        </ThemeProvider>
      </AdminContext.Provider>
    </QueryClientProvider>
  );

  /** Refresh goes through `/redirect/{path}`, which sends the browser straight back; the page remounts. */
  function refresh(tag: VisitedTag) {
    visited.refresh(tag);
    if (tag.path === pathname) router.replace(`/redirect${tag.fullPath}`);
  }
}

function firstLeaf(entry: MenuEntry): MenuEntry | null {
  if (!entry.children.length) return entry;
  for (const child of entry.children) {
    const leaf = firstLeaf(child);
    if (leaf && !leaf.external) return leaf;
  }
  return null;
}

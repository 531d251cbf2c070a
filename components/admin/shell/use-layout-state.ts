'use client';

import { useMediaQuery } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useHydrated, useOnChange } from '@/components/common/browser-state';
import {
  DEFAULT_LAYOUT_SETTINGS,
  LAYOUT_SETTINGS_KEY,
  MOBILE_MEDIA_QUERY,
  SIDEBAR_COOKIE,
  SIZE_COOKIE,
  parseLayoutSettings,
  type AdminSize,
  type LayoutSettings,
} from '@/lib/admin/layout-settings';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * The layout's own state: settings (session storage, applied live), component size and sidebar
 * (cookies, so the server draws the same layout on the next load), and the mobile layout under
 * 992 px, where the sidebar starts closed and closes after each navigation.
 */
export function useLayoutState(initial: { size: AdminSize; sidebarOpened: boolean }) {
  const [settings, setSettings] = useState<LayoutSettings>(DEFAULT_LAYOUT_SETTINGS);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [size, setSizeState] = useState(initial.size);
  const [desktopOpened, setDesktopOpened] = useState(initial.sidebarOpened);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);

  // Saved settings live in this tab's storage: they apply once the page has hydrated.
  useOnChange(useHydrated(), (hydrated) => {
    if (hydrated) setSettings(parseLayoutSettings(window.sessionStorage.getItem(LAYOUT_SETTINGS_KEY)));
  });

  const updateSettings = useCallback((change: Partial<LayoutSettings>) => setSettings((current) => ({ ...current, ...change })), []);
  const saveSettings = useCallback(() => {
    setSettings((current) => {
      window.sessionStorage.setItem(LAYOUT_SETTINGS_KEY, JSON.stringify(current));
      return current;
    });
    setSettingsOpen(false);
  }, []);
  const resetSettings = useCallback(() => {
    window.sessionStorage.removeItem(LAYOUT_SETTINGS_KEY);
    window.location.reload();
  }, []);

  const setSize = useCallback((next: AdminSize) => {
    writeCookie(SIZE_COOKIE, next);
    setSizeState(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (mobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    setDesktopOpened((open) => {
      writeCookie(SIDEBAR_COOKIE, open ? '0' : '1');
      return !open;
    });
  }, [mobile]);
  const closeSidebar = useCallback(() => setDrawerOpen(false), []);

  const sidebarOpened = mobile ? drawerOpen : desktopOpened;
  // One object per change of state, so the shell's context (read by every screen's permission
  // checks) changes only when the layout does.
  return useMemo(
    () => ({
      settings,
      updateSettings,
      saveSettings,
      resetSettings,
      settingsOpen,
      setSettingsOpen,
      size,
      setSize,
      sidebarOpened,
      toggleSidebar,
      closeSidebar,
      mobile,
    }),
    [
      settings,
      updateSettings,
      saveSettings,
      resetSettings,
      settingsOpen,
      size,
      setSize,
      sidebarOpened,
      toggleSidebar,
      closeSidebar,
      mobile,
    ],
  );
}

'use client';

import { createContext, useContext } from 'react';
import type { AdminSize, LayoutSettings } from '@/lib/admin/layout-settings';
import type { RouteTable } from '@/lib/admin/server-routes';
import type { CurrentUser } from '@/lib/user-info';

/** What every part of the admin shell reads: who is signed in, their routes and the layout. */
export interface AdminState {
  user: CurrentUser;
  table: RouteTable;
  settings: LayoutSettings;
  /** Applies a change at once; `saveSettings` keeps it for the browser tab. */
  updateSettings: (change: Partial<LayoutSettings>) => void;
  saveSettings: () => void;
  resetSettings: () => void;
  settingsOpen: boolean;
  setSettingsOpen: (open: boolean) => void;
  size: AdminSize;
  setSize: (size: AdminSize) => void;
  sidebarOpened: boolean;
  toggleSidebar: () => void;
  closeSidebar: () => void;
  mobile: boolean;
  /** Closes the tab of `path` and goes to `destination`, as a page's 返回 or 关闭 button does. */
  closePage: (path: string, destination: string) => void;
}

export const AdminContext = createContext<AdminState | null>(null);

export function useAdmin(): AdminState {
  const state = useContext(AdminContext);
  if (!state) throw new Error('useAdmin needs the admin shell around it');
  return state;
}

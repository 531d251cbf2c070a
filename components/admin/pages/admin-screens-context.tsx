'use client';

import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { AdminPageProps } from './page-props';

/** The screens by their route's `component` name; the composition root provides them. */
export type AdminScreenRegistry = Readonly<Record<string, ComponentType<AdminPageProps>>>;

const AdminScreensContext = createContext<AdminScreenRegistry>({});

export function AdminScreensProvider({ screens, children }: { screens: AdminScreenRegistry; children: ReactNode }) {
  return <AdminScreensContext.Provider value={screens}>{children}</AdminScreensContext.Provider>;
}

/** The screen drawing a route's `component`, or undefined when no feature provides one. */
export function useAdminScreen(component: string): ComponentType<AdminPageProps> | undefined {
  const screens = useContext(AdminScreensContext);
  return Object.hasOwn(screens, component) ? screens[component] : undefined;
}

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { INNER_LINK } from '@/lib/admin/server-routes';
import { HOME_COMPONENT } from '@/lib/admin/resolve-page';
import type { AdminPageProps } from './page-props';

/**
 * The one map from a route's `component` name (as `GET /getRouters` and the menu table give it)
 * to the screen that draws it. Screens load on first use. A name missing here renders the
 * shell's "not available" panel.
 */
export const PAGE_REGISTRY: Record<string, ComponentType<AdminPageProps>> = {
  [HOME_COMPONENT]: dynamic(() => import('./home/admin-home')),
  [INNER_LINK]: dynamic(() => import('./inner-link')),
  'system/config/index': dynamic(() => import('./system/config/config-page')),
};

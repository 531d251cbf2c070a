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
  'system/role/index': dynamic(() => import('./system/role/role-page')),
  'system/role/authUser': dynamic(() => import('./system/role-auth-user/role-auth-user-page')),
  'system/menu/index': dynamic(() => import('./system/menu/menu-page')),
  'system/dept/index': dynamic(() => import('./system/dept/dept-page')),
  'system/config/index': dynamic(() => import('./system/config/config-page')),
  'system/dict/index': dynamic(() => import('./system/dict/dict-type-page')),
  'system/dict/data': dynamic(() => import('./system/dict-data/dict-data-page')),
  'system/user/index': dynamic(() => import('./system/user/user-page')),
  'system/user/authRole': dynamic(() => import('./system/user-auth-role/auth-role-page')),
  'bll/sign/index': dynamic(() => import('./bll/sign/sign-page')),
  'bll/activity/index': dynamic(() => import('./bll/activity/activity-page')),
  'bll/declare/index': dynamic(() => import('./bll/declare/declare-page')),
  'bll/articleType/index': dynamic(() => import('./bll/article-type/article-type-page')),
  'bll/article/index': dynamic(() => import('./bll/article/article-page')),
  'bll/links/index': dynamic(() => import('./bll/links/links-page')),
  'monitor/logininfor/index': dynamic(() => import('./monitor/logininfor/logininfor-page')),
  'monitor/operlog/index': dynamic(() => import('./monitor/operlog/operlog-page')),
  'monitor/online/index': dynamic(() => import('./monitor/online/online-page')),
  'monitor/job/index': dynamic(() => import('./monitor/job/job-page')),
  'monitor/job/log': dynamic(() => import('./monitor/job-log/job-log-page')),
  'tool/gen/index': dynamic(() => import('./tool/gen/gen-page')),
  'tool/gen/editTable': dynamic(() => import('./tool/gen-edit/gen-edit-page')),
};

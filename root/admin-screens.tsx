'use client';

import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';
import { INNER_LINK } from '@/lib/admin/server-routes';
import { HOME_COMPONENT } from '@/lib/admin/resolve-page';
import type { AdminPageProps } from '@/components/admin/pages/page-props';
import { AdminScreensProvider } from '@/components/admin/pages/admin-screens-context';
import { DictionaryProvider, type DictionaryLoader } from '@/components/admin/list/use-dict';
import { getDicts } from '@/features/member/client/api';
import { ShellSessionProvider, type ShellSession } from '@/components/admin/shell/shell-session';
import { getInfo, logout } from '@/features/auth/client/api';
import { screenLock } from '@/features/auth/lock-contract';
import { LoginForm } from '@/features/auth/screens/login-form';
import { NoticeBell } from '@/features/system/notice/screens/notice-bell';
import { request } from '@/lib/http/request';

/**
 * The one map from a route's `component` name (as `GET /getRouters` and the menu table give it)
 * to the screen that draws it. Screens load on first use. A name missing here renders the
 * shell's "not available" panel.
 */
const PAGE_REGISTRY: Record<string, ComponentType<AdminPageProps>> = {
  [HOME_COMPONENT]: dynamic(() => import('@/features/member/dashboard/screens/admin-home')),
  [INNER_LINK]: dynamic(() => import('@/components/admin/pages/inner-link')),
  'system/role/index': dynamic(() => import('@/features/system/role/screens/role/role-page')),
  'system/role/authUser': dynamic(() => import('@/features/system/role/screens/auth-user/role-auth-user-page')),
  'system/menu/index': dynamic(() => import('@/features/system/menu/screens/menu-page')),
  'system/dept/index': dynamic(() => import('@/features/system/dept/screens/dept-page')),
  'system/config/index': dynamic(() => import('@/features/system/config/screens/config-page')),
  'system/post/index': dynamic(() => import('@/features/system/post/screens/post-page')),
  'system/notice/index': dynamic(() => import('@/features/system/notice/screens/notice-page')),
  'system/dict/index': dynamic(() => import('@/features/system/dict/screens/type/dict-type-page')),
  'system/dict/data': dynamic(() => import('@/features/system/dict/screens/data/dict-data-page')),
  'system/user/index': dynamic(() => import('@/features/system/user/screens/user/user-page')),
  'system/user/authRole': dynamic(() => import('@/features/system/user/screens/auth-role/auth-role-page')),
  'system/user/profile/index': dynamic(() => import('@/features/system/profile/screens/admin-profile-page')),
  'bll/sign/index': dynamic(() => import('@/features/member/application/screens/application-page')),
  'bll/activity/index': dynamic(() => import('@/features/member/activity/screens/activity-page')),
  'bll/declare/index': dynamic(() => import('@/features/member/declaration/screens/admin/declaration-page')),
  'pay/order/index': dynamic(() => import('@/features/member/payment/screens/admin/order-page')),
  'bll/articleType/index': dynamic(() => import('@/features/content/category/screens/category-page')),
  'bll/article/index': dynamic(() => import('@/features/content/article/screens/article-page')),
  'bll/links/index': dynamic(() => import('@/features/content/links/screens/links-page')),
  'monitor/logininfor/index': dynamic(() => import('@/features/monitor/logininfor/screens/logininfor-page')),
  'monitor/operlog/index': dynamic(() => import('@/features/monitor/operlog/screens/operlog-page')),
  'monitor/online/index': dynamic(() => import('@/features/monitor/online/screens/online-page')),
  'monitor/sms/index': dynamic(() => import('@/features/monitor/sms-outbox/screens/sms-outbox-page')),
  'monitor/email/index': dynamic(() => import('@/features/monitor/email-outbox/screens/email-outbox-page')),
  'monitor/server/index': dynamic(() => import('@/features/monitor/server-monitor/screens/server-page')),
  'monitor/cache/index': dynamic(() => import('@/features/monitor/cache/screens/cache-page')),
  'monitor/cache/list': dynamic(() => import('@/features/monitor/cache/screens/cache-list-page')),
  'monitor/job/index': dynamic(() => import('@/features/monitor/job/screens/job-page')),
  'monitor/job/log': dynamic(() => import('@/features/monitor/job-log/screens/job-log-page')),
  'tool/gen/index': dynamic(() => import('@/features/tool/gen/screens/gen/gen-page')),
  'tool/swagger/index': dynamic(() => import('@/features/tool/swagger/screens/swagger-page')),
  'tool/gen/editTable': dynamic(() => import('@/features/tool/gen/screens/gen-edit/gen-edit-page')),
};

/** The dictionaries the screens' tags, filters and choices read. */
const loadDictionary: DictionaryLoader = async (type) => (await getDicts(type)).data ?? [];

/** The session calls of the shell and the lock screen, and the parts they draw: the auth feature's and the notices'. */
const SHELL_SESSION: ShellSession = {
  logout,
  lock: () => request(screenLock.lockscreen),
  unlock: (password) => request(screenLock.unlockscreen, { data: { password }, silent: true }),
  whoIsSignedIn: async () => (await getInfo()).user,
  SignInForm: LoginForm,
  NavbarExtra: NoticeBell,
};

/**
 * The admin shell's screens, the dictionaries they read and the session calls, handed by the
 * admin layout to the shell and the lock screen, which know no feature.
 */
export function AdminScreens({ children }: { children: ReactNode }) {
  return (
    <ShellSessionProvider session={SHELL_SESSION}>
      <AdminScreensProvider screens={PAGE_REGISTRY}>
        <DictionaryProvider load={loadDictionary}>{children}</DictionaryProvider>
      </AdminScreensProvider>
    </ShellSessionProvider>
  );
}

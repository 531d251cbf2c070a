import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { LockScreen } from '@/components/admin/shell/lock-screen';
import { MuiProviders } from '@/components/mui/mui-providers';
import { LOCK_COOKIE, SIDEBAR_COOKIE, SIZE_COOKIE, lockedPathOf, sidebarOpenedOf, sizeOf } from '@/lib/admin/layout-settings';
import { getAdminSession } from '@/app/[locale]/(admin)/admin-session';
import { HOME_PATH } from '@/lib/admin/resolve-page';
import { localisedPath } from '@/lib/seo/seo';
import { AdminScreens } from '@/root/admin-screens';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'admin.shell' });
  return { title: { absolute: t('title') }, robots: { index: false, follow: false } };
}

/** Every admin page is drawn for its user alone. */
export const dynamic = 'force-dynamic';

/** The namespaces the shell's client components read. */
const ADMIN_NAMESPACES = ['admin', 'auth', 'errors', 'language', 'member'] as const;

/**
 * The admin shell's frame, drawn on the server with the user's routes so the first paint already
 * holds the right menu. The proxy sent readers without a session to sign in; a session that has
 * ended since is sent there too.
 */
export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await getAdminSession();
  if (!session) redirect(`${localisedPath(locale, '/login')}?redirect=${encodeURIComponent(localisedPath(locale, HOME_PATH))}`);
  const jar = await cookies();
  const messages = await getMessages();
  const locked = lockedPathOf(jar.get(LOCK_COOKIE)?.value);
  return (
    <NextIntlClientProvider locale={locale} messages={Object.fromEntries(ADMIN_NAMESPACES.map((ns) => [ns, messages[ns]]))}>
      <MuiProviders>
        <AdminScreens>
          {locked ? (
            <LockScreen user={session.user} returnTo={locked} />
          ) : (
            <AdminShell
              user={session.user}
              routers={session.routers}
              size={sizeOf(jar.get(SIZE_COOKIE)?.value)}
              sidebarOpened={sidebarOpenedOf(jar.get(SIDEBAR_COOKIE)?.value)}
            >
              {children}
            </AdminShell>
          )}
        </AdminScreens>
      </MuiProviders>
    </NextIntlClientProvider>
  );
}

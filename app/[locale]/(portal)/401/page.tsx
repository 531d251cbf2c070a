import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StatusPage } from '@/components/portal/status-page';
import { auth } from '@/features/auth/contract';
import { memberGet } from '@/lib/content/reader-get';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Drawn per reader: what it offers depends on whether they are signed in. */
export const dynamic = 'force-dynamic';

/**
 * `/401`: the reader may not see what they asked for. A signed-out reader is offered to sign in;
 * signing in again would not help a signed-in one, who is sent home instead.
 */
export default async function UnauthorizedPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('content');
  const signedIn = (await memberGet(auth.getInfo.path)) !== null;
  return signedIn ? (
    <StatusPage
      code="401"
      title={t('unauthorizedTitle')}
      text={t('unauthorizedSignedInText')}
      action={{ href: '/', label: t('backHome') }}
    />
  ) : (
    <StatusPage code="401" title={t('unauthorizedTitle')} text={t('unauthorizedText')} action={{ href: '/login', label: t('toLogin') }} />
  );
}

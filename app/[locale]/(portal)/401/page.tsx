import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StatusPage } from '@/components/portal/status-page';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** `/401`: the reader may not see what they asked for. */
export default async function UnauthorizedPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('content');
  return (
    <StatusPage code="401" title={t('unauthorizedTitle')} text={t('unauthorizedText')} action={{ href: '/login', label: t('toLogin') }} />
  );
}

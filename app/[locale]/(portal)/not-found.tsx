import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/portal/status-page';

/** The 404 page, inside the portal's shell, answered with status 404. */
export default async function NotFound() {
  const t = await getTranslations('content');
  return <StatusPage code="404" title={t('notFoundTitle')} text={t('notFoundText')} action={{ href: '/', label: t('backHome') }} />;
}

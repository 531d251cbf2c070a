import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/portal/status-page';

/** The 404 page, inside the portal's shell, answered with status 404. */
export default async function NotFound() {
  const [t, site] = await Promise.all([getTranslations('content'), getTranslations('site')]);
  return (
    <>
      {/* A not-found page has no metadata of its own to export; React puts this title in the head. */}
      <title>{`${t('notFoundTitle')} - ${site('name')}`}</title>
      <StatusPage code="404" title={t('notFoundTitle')} text={t('notFoundText')} action={{ href: '/', label: t('backHome') }} />
    </>
  );
}

import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/features/content/screens/portal/site-footer';
import styles from '@/components/portal/shell.module.css';
import { SiteHeader } from '@/features/content/screens/portal/site-header';
import { UpgradeNotice } from '@/components/portal/upgrade-notice';
import { getFriendlyLinks, getNavigation, getPortalSettings } from '@/features/content/public-content';
import { settingsFor } from '@/lib/content/portal-settings';

/** The public shell: header with navigation, the page, footer, and the upgrade notice when on. */
export default async function PortalLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [navigation, links, allSettings] = await Promise.all([getNavigation(), getFriendlyLinks(), getPortalSettings()]);
  const settings = settingsFor(allSettings, locale);
  const notice =
    settings['notice.enabled'] === 'true' ? (settings['notice.text'] ?? '').replaceAll('{phone}', settings['footer.phone'] ?? '') : null;
  return (
    <div className={styles.shell}>
      <SiteHeader locale={locale} navigation={navigation} />
      <div className={styles.shellContent}>{children}</div>
      <SiteFooter links={links} settings={settings} />
      {notice ? <UpgradeNotice text={notice} /> : null}
    </div>
  );
}

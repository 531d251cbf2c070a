'use client';

import { Tab, Tabs } from '@mui/material';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/link';
import { usePathname } from '@/i18n/navigation';

/** The Declare area's child routes, as the spec names them; "getInfo" opens from the list. */
export const DECLARATION_TABS = ['tableInput', 'upload', 'taskList', 'fileDownload'] as const;

export function DeclarationTabs() {
  const t = useTranslations('member.declare.tabs');
  const pathname = usePathname();
  const current =
    DECLARATION_TABS.find((tab) => pathname.endsWith(`/Declare/${tab}`)) ?? (pathname.endsWith('/Declare/getInfo') ? 'taskList' : false);
  return (
    <Tabs
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('label')}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {DECLARATION_TABS.map((tab) => (
        <Tab key={tab} value={tab} label={t(tab)} component={Link} href={`/Declare/${tab}`} />
      ))}
    </Tabs>
  );
}

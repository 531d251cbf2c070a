import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeclarationDraftProvider } from '@/features/member/declaration/screens/member/declaration-draft';
import { DeclarationTabs } from '@/features/member/declaration/screens/member/declaration-tabs';
import { MemberPage } from '@/components/member/member-page';
import { getDictionaries, requirePaidMember } from '@/features/member/member-area';
import { DICT_TYPES } from '@/lib/rules/member-rules';

// Per member: the proxy lets only paid members in, the area checks again, and every read carries their token.
export const dynamic = 'force-dynamic';

/** The Declare area: its tabs and the declaration being typed, kept while the member moves between them. */
export default async function DeclareLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePaidMember(locale, '/Declare');
  const t = await getTranslations('member');
  const dictionaries = await getDictionaries(locale, '/Declare', [DICT_TYPES.declareType, DICT_TYPES.declareStatus]);
  return (
    <MemberPage title={t('declare.title')}>
      <DeclarationDraftProvider dictionaries={dictionaries}>
        <DeclarationTabs />
        {children}
      </DeclarationDraftProvider>
    </MemberPage>
  );
}

import { Alert } from '@mui/material';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MemberPage } from '@/components/member/member-page';
import { MembershipCenter } from '@/features/member/screens/area/membership-center';
import { MEMBERSHIP_DICTS } from '@/features/member/screens/area/form-specs';
import { getDictionaries, getMyApplication, getPayChannels } from '@/features/member/member-area';
import { chinaToday } from '@/lib/format/date-time';
import { MEMBER_REQUIRED_REASON } from '@/lib/rules/member-gate';
import { memberMetadata } from '@/lib/seo/member-metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ reason?: string; orderNo?: string }> };

// Per applicant: rendered with their own token, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return memberMetadata((await params).locale, 'membershipTitle');
}

/** `/Membership`: the applicant's status and next step, with the application and payment forms. */
export default async function MembershipPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('member');
  const [info, dictionaries, channels, query] = await Promise.all([
    getMyApplication(locale, '/Membership'),
    getDictionaries(locale, '/Membership', MEMBERSHIP_DICTS),
    getPayChannels(locale, '/Membership'),
    searchParams,
  ]);
  return (
    <MemberPage title={t('membershipTitle')}>
      {query.reason === MEMBER_REQUIRED_REASON && !info.isMember ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t('memberRequired')}
        </Alert>
      ) : null}
      <MembershipCenter info={info} dictionaries={dictionaries} today={chinaToday()} channels={channels} orderNo={query.orderNo} />
    </MemberPage>
  );
}

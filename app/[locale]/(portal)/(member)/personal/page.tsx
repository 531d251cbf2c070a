import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MemberPage } from '@/components/member/member-page';
import { PersonalOverview } from '@/features/member/screens/area/personal-overview';
import { StaffOverview } from '@/features/member/screens/area/staff-overview';
import { getMyApplication, getMyDeclarations, getMyOrders, getMySignups, getProfile, isStaffReader } from '@/features/member/member-area';
import { memberMetadata } from '@/lib/seo/member-metadata';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return memberMetadata((await params).locale, 'personalTitle');
}

/** `/personal`: my membership, declarations, activity sign-ups and payments; for staff, their staff account. */
export default async function PersonalPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('member');
  if (await isStaffReader(locale, '/personal')) {
    const { user, roleGroup } = await getProfile(locale, '/personal');
    return (
      <MemberPage title={t('personalTitle')}>
        <StaffOverview profile={user} roleGroup={roleGroup} />
      </MemberPage>
    );
  }
  const [profile, info, signups, orders] = await Promise.all([
    getProfile(locale, '/personal'),
    getMyApplication(locale, '/personal'),
    getMySignups(locale, '/personal'),
    getMyOrders(locale, '/personal'),
  ]);
  const declarations = info.isMember ? await getMyDeclarations(locale, '/personal', 1, 5) : null;
  return (
    <MemberPage title={t('personalTitle')}>
      <PersonalOverview locale={locale} profile={profile.user} info={info} declarations={declarations} signups={signups} orders={orders} />
    </MemberPage>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MemberPage } from '@/components/member/member-page';
import { ProfileForms } from '@/features/system/profile/screens/profile-forms';
import { getDictionaries, getProfile } from '@/features/member/member-area';
import { DICT_TYPES } from '@/lib/rules/member-rules';
import { memberMetadata } from '@/lib/seo/member-metadata';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return memberMetadata((await params).locale, 'profileTitle');
}

/** `/user/profile` (the spec's "personal centre"): account details, avatar and password. */
export default async function ProfilePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('member');
  const [{ user, roleGroup }, dictionaries] = await Promise.all([
    getProfile(locale, '/user/profile'),
    getDictionaries(locale, '/user/profile', [DICT_TYPES.sex]),
  ]);
  return (
    <MemberPage title={t('profileTitle')}>
      <ProfileForms user={user} roleGroup={roleGroup} dictionaries={dictionaries} />
    </MemberPage>
  );
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Profile } from '@/features/member/member-area';
import { HOME_PATH, PROFILE_PATH } from '@/lib/admin/resolve-page';
import styles from '@/components/member/member.module.css';
import { AccountAvatar } from './account-avatar';

/** The personal page of a staff account: who they are and the way into the back office, not a membership invitation. */
export async function StaffOverview({ profile, roleGroup }: { profile: Profile; roleGroup: string }) {
  const t = await getTranslations('member.personal');
  return (
    <section className={styles.card}>
      <h2>{t('staff')}</h2>
      <p className={styles.actions}>
        <AccountAvatar avatar={profile.avatar} />
        <span>
          <strong>{profile.nickName}</strong> · {profile.userName} · {roleGroup}
        </span>
      </p>
      <p>{t('staffText')}</p>
      <p className={styles.actions}>
        <Link href={HOME_PATH} prefetch={false}>
          {t('backOffice')}
        </Link>
        <Link href={PROFILE_PATH} prefetch={false}>
          {t('staffProfile')}
        </Link>
      </p>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { type Declaration, type MyApplication } from '@/features/member/client/api';
import type { Profile, Signup } from '@/features/member/member-area';
import { inLocale } from '@/lib/content/in-locale';
import { DICT_TYPES } from '@/lib/rules/member-rules';
import { articlePath } from '@/lib/seo/public-routes';
import { MembershipStatus } from './membership-status';
import styles from '@/components/member/member.module.css';
import { AccountAvatar } from './account-avatar';
import { MyPayments } from '@/features/member/payment/screens/my-payments';
import type { OrderWire } from '@/features/member/payment';

/** The personal page's cards: membership, declarations, activity sign-ups, payments. */
export async function PersonalOverview({
  locale,
  profile,
  info,
  declarations,
  signups,
  orders,
}: {
  locale: string;
  profile: Profile;
  info: MyApplication;
  declarations: { rows: Declaration[]; total: number } | null;
  signups: Signup[];
  orders: OrderWire[];
}) {
  const t = await getTranslations('member');
  return (
    <>
      <p className={styles.actions}>
        <AccountAvatar avatar={profile.avatar} />
        <span>
          <strong>{profile.nickName}</strong> · {profile.phonenumber}
          <br />
          <Link href="/user/profile">{t('editProfile')}</Link>
        </span>
      </p>
      <div className={styles.cards}>
        <section className={styles.card}>
          <h2>{t('personal.membership')}</h2>
          <MembershipStatus info={info} />
          <p>
            <Link href="/Membership">{t('personal.openMembership')}</Link>
          </p>
        </section>
        <section className={styles.card}>
          <h2>{t('personal.declarations')}</h2>
          {declarations === null ? (
            <p>{t('personal.declarationsForMembers')}</p>
          ) : declarations.rows.length ? (
            <ul>
              {declarations.rows.map((row) => (
                <li key={row.id}>
                  <Link href={`/Declare/getInfo?id=${row.id}`}>{row.title}</Link> · {t(`dict.${DICT_TYPES.declareStatus}.${row.status}`)}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('declare.none')}</p>
          )}
          {declarations ? (
            <p>
              <Link href="/Declare/taskList">{t('personal.allDeclarations', { total: declarations.total })}</Link>
            </p>
          ) : null}
        </section>
        <section className={styles.card}>
          <h2>{t('personal.signups')}</h2>
          {signups.length ? (
            <ul>
              {signups.map((signup) => (
                <li key={signup.id}>
                  {signup.articleId ? (
                    <Link href={articlePath(signup.articleId)}>{locale === 'en' && signup.titleEs ? signup.titleEs : signup.title}</Link>
                  ) : (
                    signup.title
                  )}
                  <br />
                  <span className={styles.muted}>
                    {signup.startTime.slice(0, 16)} · {inLocale(signup.place, signup.placeEs, locale)}
                  </span>
                  {signup.payState === 'unpaid' ? (
                    <>
                      {' '}
                      <Link href={`/personal/pay?signupId=${signup.id}`}>{t('activity.goPay')}</Link>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('personal.noSignups')}</p>
          )}
        </section>
        <MyPayments orders={orders} />
      </div>
    </>
  );
}

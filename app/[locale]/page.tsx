import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LogoutButton } from '@/components/auth/logout-button';
import { Link } from '@/i18n/navigation';
import { getCurrentUser } from '@/lib/current-user';
import styles from './home.module.css';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, site, user] = await Promise.all([getTranslations('home'), getTranslations('site'), getCurrentUser()]);
  return (
    <main className={styles.home}>
      <h1>{t('welcome')}</h1>
      <p>{site('tagline')}</p>
      {user ? (
        <>
          <p className={styles.user}>
            <img src={user.avatar} alt="" width={32} height={32} />
            {t('greeting', { name: user.nickName })}
          </p>
          <p>{t('signedIn')}</p>
          <nav className={styles.actions}>
            <LogoutButton className={styles.button} />
          </nav>
        </>
      ) : (
        <>
          <p>{t('signedOut')}</p>
          <nav className={styles.actions}>
            <Link className={styles.button} href="/login">
              {t('login')}
            </Link>
            <Link className={styles.button} href="/register">
              {t('register')}
            </Link>
          </nav>
        </>
      )}
    </main>
  );
}

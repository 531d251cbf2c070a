import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './home.module.css';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const site = await getTranslations('site');
  return (
    <main className={styles.home}>
      <h1>{t('welcome')}</h1>
      <p>{site('tagline')}</p>
      <p>{t('signedOut')}</p>
      <nav className={styles.actions}>
        <Link href="/login">{t('login')}</Link>
        <Link href="/register">{t('register')}</Link>
      </nav>
    </main>
  );
}

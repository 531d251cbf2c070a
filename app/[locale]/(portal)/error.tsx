'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/portal/content.module.css';

/**
 * A page that could not be read (the API or database is unreachable): said plainly, inside the
 * shell, with a way to try again. Nothing of it is cached, so the next reader gets a fresh try.
 */
export default function PortalError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('content');
  return (
    <main className={styles.page}>
      <section className={styles.empty}>
        <h1>{t('errorTitle')}</h1>
        <p>{t('errorText')}</p>
        <button type="button" onClick={reset}>
          {t('retry')}
        </button>
      </section>
    </main>
  );
}

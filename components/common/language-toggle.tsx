'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import styles from './language-toggle.module.css';

/** 中文 / English: links to the same page, query kept, in the other language. */
export function LanguageToggle() {
  const t = useTranslations('language');
  const locale = useLocale();
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const href = `${pathname}${query ? `?${query}` : ''}`;
  return (
    <nav className={styles.languages} aria-label={t('label')}>
      {routing.locales.map((code) => (
        <Link
          key={code}
          href={href}
          locale={code}
          lang={code === 'zh' ? 'zh-CN' : 'en'}
          aria-current={code === locale ? 'true' : undefined}
        >
          {t(code)}
        </Link>
      ))}
    </nav>
  );
}

'use client';

import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { usePagePath } from '@/i18n/link';
import { localisedPath } from '@/lib/seo/locale-path';
import { routing } from '@/i18n/routing';
import styles from './language-toggle.module.css';

/** 中文 / English: links to the same page, query kept, in the other language. */
export function LanguageToggle() {
  const t = useTranslations('language');
  const locale = useLocale();
  const pathname = usePagePath();
  const query = useSearchParams().toString();
  const href = `${pathname}${query ? `?${query}` : ''}`;
  return (
    <nav className={styles.languages} aria-label={t('label')}>
      {routing.locales.map((code) => (
        <NextLink
          key={code}
          href={localisedPath(code, href)}
          hrefLang={code}
          prefetch={false}
          lang={code === 'zh' ? 'zh-CN' : 'en'}
          aria-current={code === locale ? 'true' : undefined}
        >
          {t(code)}
        </NextLink>
      ))}
    </nav>
  );
}

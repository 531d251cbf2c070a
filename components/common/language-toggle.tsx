'use client';

import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { usePathname, useRouter } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';

/** 中文 / English: the same page in the other language, query string kept. */
export function LanguageToggle() {
  const t = useTranslations('language');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const switchTo = (next: Locale | null) => {
    if (!next || next === locale) return;
    const query = searchParams.toString();
    router.replace(`${pathname}${query ? `?${query}` : ''}`, { locale: next });
  };
  return (
    <ToggleButtonGroup size="small" exclusive value={locale} onChange={(_, next) => switchTo(next)} aria-label={t('label')}>
      {routing.locales.map((code) => (
        <ToggleButton key={code} value={code} lang={code === 'zh' ? 'zh-CN' : 'en'} sx={{ whiteSpace: 'nowrap', textTransform: 'none', px: 1.5 }}>
          {t(code)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import styles from './content.module.css';

/**
 * On the English site, above a list: that it shows the articles in English, with a link to the
 * same list with the Chinese ones too, or back. Nothing on the Chinese site.
 */
export async function LanguageScope({ locale, all, hrefOf }: { locale: string; all: boolean; hrefOf: (all: boolean) => string }) {
  if (locale !== 'en') return null;
  const t = await getTranslations('content');
  return (
    <p className={styles.scope}>
      {all ? (
        <Link href={hrefOf(false)}>{t('englishOnly')}</Link>
      ) : (
        <>
          {t('englishShown')} <Link href={hrefOf(true)}>{t('showChinese')}</Link>
        </>
      )}
    </p>
  );
}

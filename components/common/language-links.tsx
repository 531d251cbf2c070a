import { routing } from '@/i18n/routing';
import styles from './language-toggle.module.css';

/**
 * The language links as plain HTML, for readers without JavaScript and before it runs: each
 * leads to the home page of its language (the toggle itself keeps the current page).
 */
export function LanguageLinks({ locale, label, names }: { locale: string; label: string; names: Record<string, string> }) {
  return (
    <nav className={styles.languages} aria-label={label}>
      {routing.locales.map((code) => (
        <a
          key={code}
          href={code === routing.defaultLocale ? '/' : `/${code}`}
          lang={code === 'zh' ? 'zh-CN' : 'en'}
          aria-current={code === locale ? 'true' : undefined}
        >
          {names[code]}
        </a>
      ))}
    </nav>
  );
}

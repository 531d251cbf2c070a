'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '../common/browser-state';
import styles from './shell.module.css';

const DISMISSED_KEY = 'upgrade-notice-dismissed';

/** The system-upgrade overlay: shown when config switches it on, until the reader dismisses it. */
export function UpgradeNotice({ text }: { text: string }) {
  const t = useTranslations('portal');
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<string | null>(null);
  // Hidden on the server and while hydrating: only the browser knows whether this reader dismissed this text.
  if (!hydrated || dismissed === text || window.sessionStorage.getItem(DISMISSED_KEY) === text) return null;
  const dismiss = () => {
    window.sessionStorage.setItem(DISMISSED_KEY, text);
    setDismissed(text);
  };
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby="upgrade-notice-title">
      <div className={styles.notice}>
        <h2 id="upgrade-notice-title">{t('noticeTitle')}</h2>
        <p>{text}</p>
        <button type="button" onClick={dismiss} autoFocus>
          {t('noticeClose')}
        </button>
      </div>
    </div>
  );
}

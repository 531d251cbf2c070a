'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './shell.module.css';

const DISMISSED_KEY = 'upgrade-notice-dismissed';

/** The system-upgrade overlay, until the reader dismisses it; drawn in the browser only (components/portal/upgrade-notice.tsx). */
export function UpgradeNoticeDialog({ text }: { text: string }) {
  const t = useTranslations('portal');
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (dismissed === text || window.sessionStorage.getItem(DISMISSED_KEY) === text) return null;
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

'use client';

import { useEffect, useState } from 'react';
import { NOTICE_DURATION_MS, subscribeNotices, type Notice } from '@/lib/notify';
import styles from './toasts.module.css';

/**
 * The request helper's notices, one after another, each for five seconds or until closed. Plain
 * CSS, so every page can carry it: the reader's pages load no component library.
 */
export function Toasts({ closeLabel }: { closeLabel: string }) {
  const [queue, setQueue] = useState<Notice[]>([]);
  useEffect(() => subscribeNotices((notice) => setQueue((current) => [...current, notice])), []);
  const current = queue[0];
  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setQueue((rest) => (rest[0] === current ? rest.slice(1) : rest)), NOTICE_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current]);
  if (!current) return null;
  return (
    <div className={styles.stack}>
      <div key={current.id} className={`${styles.toast} ${styles[current.severity]}`} role="alert">
        <div className={styles.text}>
          {current.title && current.title !== current.message ? <strong className={styles.title}>{current.title}</strong> : null}
          {current.message}
        </div>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => setQueue((rest) => rest.slice(1))}>
          ×
        </button>
      </div>
    </div>
  );
}

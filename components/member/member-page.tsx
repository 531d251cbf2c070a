import type { ReactNode } from 'react';
import styles from '../portal/content.module.css';

/** The frame of a member page: the portal's content column and the page's heading. */
export function MemberPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

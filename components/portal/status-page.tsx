import { Link } from '@/i18n/link';
import styles from './content.module.css';

/** A plain page for an error status: the code, what happened, and where to go next. */
export function StatusPage({
  code,
  title,
  text,
  action,
}: {
  code: string;
  title: string;
  text: string;
  action: { href: string; label: string };
}) {
  return (
    <main className={styles.page}>
      <section className={styles.empty}>
        <p className={styles.statusCode}>{code}</p>
        <h1>{title}</h1>
        <p>{text}</p>
        <Link href={action.href}>{action.label}</Link>
      </section>
    </main>
  );
}

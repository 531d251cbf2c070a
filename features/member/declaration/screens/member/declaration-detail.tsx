import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { downloadUrl, type Declaration } from '@/features/member/client/api';
import { DICT_TYPES, isDeclarationEditable } from '@/lib/rules/member-rules';
import styles from '@/components/member/member.module.css';

/** One declaration as the member submitted it, with the reviewer's comment and the attachments. */
export async function DeclarationDetail({ declaration }: { declaration: Declaration }) {
  const t = await getTranslations('member');
  const facts: [string, string][] = [
    [t('fields.declareType'), t(`dict.${DICT_TYPES.declareType}.${declaration.declareType}`)],
    [t('declare.status'), t(`dict.${DICT_TYPES.declareStatus}.${declaration.status}`)],
    [t('fields.applicantName'), declaration.applicantName],
    [t('fields.employer'), declaration.employer],
    [t('fields.phone'), declaration.phone],
    [t('fields.email'), declaration.email],
    [t('declare.submitTime'), declaration.submitTime ?? '—'],
  ];
  return (
    <article className={styles.detail}>
      <h2>{declaration.title}</h2>
      {declaration.comment ? <p className={styles.comment}>{t('declare.comment', { comment: declaration.comment })}</p> : null}
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('fields.description')}</h3>
      <p className={styles.description}>{declaration.description || '—'}</p>
      <h3>{t('declare.attachments')}</h3>
      {declaration.files.length ? (
        <ul>
          {declaration.files.map((file) => (
            <li key={file.fileName}>
              <a href={downloadUrl(file.fileName)}>{file.originalFilename}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>—</p>
      )}
      <p className={styles.actions}>
        <Link href="/Declare/taskList">{t('declare.backToList')}</Link>
        {isDeclarationEditable(declaration.status) ? (
          <Link href={`/Declare/tableInput?id=${declaration.id}`}>{t('declare.edit')}</Link>
        ) : null}
      </p>
    </article>
  );
}

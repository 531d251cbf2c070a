import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Declaration } from '@/features/member/client/api';
import { DICT_TYPES, isDeclarationEditable } from '@/lib/rules/member-rules';
import { Pagination } from '@/components/portal/pagination';
import styles from '@/components/member/member.module.css';

/** The member's declarations: type, title, status, dates, and what can be done with each. */
export async function DeclarationList({
  rows,
  total,
  pageNum,
  pageSize,
}: {
  rows: Declaration[];
  total: number;
  pageNum: number;
  pageSize: number;
}) {
  const t = await getTranslations('member');
  if (rows.length === 0) {
    return (
      <p>
        {t('declare.none')} <Link href="/Declare/tableInput">{t('declare.startNew')}</Link>
      </p>
    );
  }
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('fields.title')}</th>
            <th>{t('fields.declareType')}</th>
            <th>{t('declare.status')}</th>
            <th>{t('declare.updated')}</th>
            <th>{t('declare.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.title}</td>
              <td>{t(`dict.${DICT_TYPES.declareType}.${row.declareType}`)}</td>
              <td>
                <span className={styles[`status${row.status}`]}>{t(`dict.${DICT_TYPES.declareStatus}.${row.status}`)}</span>
              </td>
              <td>{(row.submitTime ?? row.createTime).slice(0, 16)}</td>
              <td className={styles.actions}>
                <Link href={`/Declare/getInfo?id=${row.id}`}>{t('declare.view')}</Link>
                {isDeclarationEditable(row.status) ? <Link href={`/Declare/tableInput?id=${row.id}`}>{t('declare.edit')}</Link> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        total={total}
        pageNum={pageNum}
        pageSize={pageSize}
        hrefOf={(page, size) => `/Declare/taskList?pageNum=${page}&pageSize=${size}`}
        keep={{ pageSize }}
        action="/Declare/taskList"
      />
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { notify } from '@/lib/notify';
import { useConfirm } from './confirm-dialog';
import { unlessRefused } from './unless-refused';

interface Options<Row> {
  /** The screen's messages: `removeConfirm` (with `{ids}`) and `removed`. */
  namespace: string;
  idOf: (row: Row) => number;
  remove: (ids: number[]) => Promise<unknown>;
  /** After the rows are gone: the screen reloads what showed them. */
  after: (rows: Row[]) => Promise<unknown>;
}

/**
 * 删除 of a paged list, for one row or the chosen ones: asks with the ids, as the reference does,
 * then deletes. A refusal is told by the request helper and leaves the list as it was.
 */
export function useRemoveRows<Row>({ namespace, idOf, remove, after }: Options<Row>) {
  const t = useTranslations(namespace);
  const confirm = useConfirm();
  return async (rows: Row[]) => {
    if (!rows.length) return;
    const ids = rows.map(idOf);
    if (!(await confirm({ message: t('removeConfirm', { ids: ids.join(',') }), danger: true }))) return;
    if ((await unlessRefused(() => remove(ids))) === null) return;
    notify('success', t('removed'));
    await after(rows);
  };
}

'use client';

import { useTranslations } from 'next-intl';
import { notify } from '@/lib/notify';
import { useConfirm } from './confirm-dialog';
import { unlessRefused } from './unless-refused';
import { useStableCallback } from './use-stable-callback';

interface Options<Row> {
  /** The screen's messages: `removeConfirm` (with `{ids}`, unless `question` words it) and `removed`. */
  namespace: string;
  idOf: (row: Row) => number;
  remove: (ids: number[]) => Promise<unknown>;
  /** After the rows are gone: the screen reloads what showed them. */
  after: (rows: Row[]) => Promise<unknown>;
  /** The question to ask, when it names the rows otherwise than by their ids. */
  question?: (rows: Row[]) => string;
}

/**
 * 删除 of a list, for one row or the chosen ones: asks with the ids, as the reference does, then
 * deletes. A refusal is told by the request helper and leaves the list as it was. The function
 * keeps its identity across renders, so column lists can depend on it.
 */
export function useRemoveRows<Row>({ namespace, idOf, remove, after, question }: Options<Row>) {
  const t = useTranslations(namespace);
  const confirm = useConfirm();
  return useStableCallback(async (rows: Row[]) => {
    if (!rows.length) return;
    const ids = rows.map(idOf);
    const message = question ? question(rows) : t('removeConfirm', { ids: ids.join(',') });
    if (!(await confirm({ message, danger: true }))) return;
    if ((await unlessRefused(() => remove(ids))) === null) return;
    notify('success', t('removed'));
    await after(rows);
  });
}

'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useConfirm } from '@/components/admin/list/confirm-dialog';
import { unlessRefused } from '@/components/admin/list/unless-refused';
import { useRemoveRows } from '@/components/admin/list/use-remove-rows';
import { notify } from '@/lib/notify';

interface Options<Row> {
  /** The list's name in the query cache, as `useListQuery` has it. */
  listKey: string;
  /** The screen's messages: `removeConfirm` (with `{ids}`), `removed`, `cleanConfirm`, `cleaned`. */
  namespace: string;
  idOf: (row: Row) => number;
  remove: (ids: number[]) => Promise<unknown>;
  clean: () => Promise<unknown>;
}

/**
 * The rows of a log, which nobody adds or edits: which are chosen, 删除 of those, 清空 of the
 * whole log (each asked first), and the reload after either, which forgets the choice.
 */
export function useLogRows<Row>({ listKey, namespace, idOf, remove, clean }: Options<Row>) {
  const t = useTranslations(namespace);
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const reload = () => {
    setSelected([]);
    return queryClient.invalidateQueries({ queryKey: [listKey] });
  };
  const removeRows = useRemoveRows<Row>({ namespace, idOf, remove, after: reload });
  const cleanAll = async () => {
    if (!(await confirm({ message: t('cleanConfirm'), danger: true }))) return;
    if ((await unlessRefused(clean)) === null) return;
    notify('success', t('cleaned'));
    await reload();
  };
  return {
    selected,
    setSelected,
    /** The chosen rows among those shown. */
    chosenOf: (rows: Row[]) => rows.filter((row) => selected.includes(idOf(row))),
    remove: removeRows,
    clean: cleanAll,
  };
}

'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRemoveRows } from './use-remove-rows';
import { useSaveRow } from './use-save-row';
import { useStableCallback } from './use-stable-callback';

interface Options<Row, Input> {
  /** The list's name in the query cache, as `useListQuery` has it. */
  listKey: string;
  /** The screen's messages: `removeConfirm` (with `{ids}`), `removed`, `added`, `updated`. */
  namespace: string;
  idOf: (row: Row) => number;
  /** The input's id field: an input without it is a new row. */
  idKey: keyof Input;
  add: (input: Input) => Promise<unknown>;
  update: (input: Input) => Promise<unknown>;
  remove: (ids: number[]) => Promise<unknown>;
  /** After a save, before the list reloads: the screen closes its dialog. */
  onSaved: (input: Input) => unknown;
  /** After a removal, before the list reloads. */
  onRemoved?: (rows: Row[]) => unknown;
}

/** Reloads a list after a change made outside its dialog (a status switch), keeping the chosen rows. */
export function useListReload(listKey: string) {
  const queryClient = useQueryClient();
  return useStableCallback(() => queryClient.invalidateQueries({ queryKey: [listKey] }));
}

/**
 * The rows of a paged list that a dialog adds and edits and 删除 deletes: which are chosen, 删除
 * with its question, the dialog's save, and the reload after any change, which forgets the
 * choice (the chosen rows may be gone). `reload`, `remove` and `save` keep their identity across
 * renders, so column lists can depend on them.
 */
export function useEditableList<Row, Input>({
  listKey,
  namespace,
  idOf,
  idKey,
  add,
  update,
  remove,
  onSaved,
  onRemoved,
}: Options<Row, Input>) {
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const reloadList = useListReload(listKey);
  const reload = useStableCallback(() => {
    setSelected([]);
    return reloadList();
  });
  const removeRows = useRemoveRows<Row>({
    namespace,
    idOf,
    remove,
    after: async (rows) => {
      await onRemoved?.(rows);
      await reload();
    },
  });
  const save = useSaveRow<Input>({
    namespace,
    idKey,
    add,
    update,
    after: async (input) => {
      await onSaved(input);
      await reload();
    },
  });
  return {
    selected,
    setSelected,
    /** The chosen rows among those shown. */
    chosenOf: (rows: Row[]) => rows.filter((row) => selected.includes(idOf(row))),
    reload,
    remove: removeRows,
    save,
  };
}

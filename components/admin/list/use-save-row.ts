'use client';

import { useTranslations } from 'next-intl';
import { notify } from '@/lib/notify';
import { useStableCallback } from './use-stable-callback';

interface Options<Input> {
  /** The screen's messages: `added` and `updated`. */
  namespace: string;
  /** The id field: an input without it is a new row. */
  idKey: keyof Input;
  add: (input: Input) => Promise<unknown>;
  update: (input: Input) => Promise<unknown>;
  /** After the save: the screen closes its dialog and reloads. */
  after: (input: Input) => Promise<unknown>;
}

/**
 * The save of an add/edit dialog. A refusal is not caught here: it rejects to the dialog
 * (`useDialogForm`), which shows it beside what was typed.
 */
export function useSaveRow<Input>({ namespace, idKey, add, update, after }: Options<Input>) {
  const t = useTranslations(namespace);
  return useStableCallback(async (input: Input) => {
    const adding = input[idKey] === undefined;
    await (adding ? add(input) : update(input));
    notify('success', adding ? t('added') : t('updated'));
    await after(input);
  });
}

'use client';

import { Switch } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useConfirm } from './confirm-dialog';
import { unlessRefused } from './unless-refused';

const ENABLED = '0';
const DISABLED = '1';

interface Props {
  /** The screen's messages: `enable`, `disable`, `statusConfirm` ({action}, {name}), `statusChanged` ({action}), `statusOf` ({name}). */
  namespace: string;
  /** The row's name, as the question and the switch's label say it. */
  name: string;
  status: string;
  disabled: boolean;
  change: (status: string) => Promise<unknown>;
  /** After a change: reloads the rows, so the switch shows the stored status again. */
  onChanged: () => Promise<unknown>;
}

/**
 * A row's status (0 enabled, 1 disabled) as a switch: it moves at once, asks to confirm, and goes
 * back when the person declines or the API refuses (the request helper says why).
 */
export function StatusSwitch({ namespace, name, status, disabled, change, onChanged }: Props) {
  const t = useTranslations(namespace);
  const confirm = useConfirm();
  const [pending, setPending] = useState<string | null>(null);

  const toggle = async (next: string) => {
    setPending(next);
    const action = next === ENABLED ? t('enable') : t('disable');
    const agreed = await confirm({ message: t('statusConfirm', { action, name }) });
    if (agreed && (await unlessRefused(() => change(next))) !== null) {
      notify('success', t('statusChanged', { action }));
      await onChanged();
    }
    setPending(null);
  };

  return (
    <Switch
      checked={(pending ?? status) === ENABLED}
      disabled={disabled || pending !== null}
      onChange={(event) => void toggle(event.target.checked ? ENABLED : DISABLED)}
      slotProps={{ input: { 'aria-label': t('statusOf', { name }) } }}
    />
  );
}

interface StatusColumnOptions<Row> extends Pick<Props, 'namespace' | 'onChanged'> {
  /** The row's name, as the question and the switch's label say it. */
  name: (row: Row) => string;
  /** Whether the person may not switch this row (no permission, or a row that never changes). */
  disabled: (row: Row) => boolean;
  change: (row: Row, status: string) => Promise<unknown>;
}

/** A list's `status` column, each row's status as a `StatusSwitch`. */
export function statusColumn<Row extends { status: string }>({ namespace, name, disabled, change, onChanged }: StatusColumnOptions<Row>) {
  return {
    key: 'status',
    render: (row: Row) => (
      <StatusSwitch
        namespace={namespace}
        name={name(row)}
        status={row.status}
        disabled={disabled(row)}
        change={(status) => change(row, status)}
        onChanged={onChanged}
      />
    ),
  };
}

'use client';

import { Button } from '@mui/material';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DictTag } from '@/components/admin/list/dict-tag';
import { ViewDialog, useShownWhileClosing } from '@/components/admin/list/view-dialog';
import { HasPermi } from '@/components/admin/permission';
import type { DictOption } from '@/features/member/client/api';
import { DetailGrid } from '@/features/member/screens/detail-parts';

/**
 * One value of a row's details, labelled with the screen's `detail.<key>` message: a field by its
 * name, or with the dictionary its label comes from, or worked out from the row (`value`). Long
 * text is `wide`: it takes the whole row.
 */
export type DetailField<Row> = (keyof Row & string) | { key: string; dict?: DictOption[]; value?: (row: Row) => ReactNode; wide?: boolean };

interface Props<Row> {
  /** The row shown; null: closed. The list's row holds everything shown, so nothing is fetched. */
  row: Row | null;
  title: string;
  /** The screen's messages: `close`, `loading` and the labels (`detail.<key>`). */
  namespace: string;
  /** What is shown of the row, in order; a function when it depends on the row (an error only for a failure). */
  fields: (row: Row) => DetailField<Row>[];
  onClose: () => void;
}

/** A monitor row's 详细 (任务详细, 调度日志详细, 操作日志详细): labelled values in two columns. */
export function DetailDialog<Row>({ row, title, namespace, fields, onClose }: Props<Row>) {
  const t = useTranslations(namespace);
  const shown = useShownWhileClosing(row);
  const itemOf = (of: Row, field: DetailField<Row>) => {
    const { key, dict, value, wide } = typeof field === 'string' ? { key: field, dict: undefined, value: undefined, wide: false } : field;
    const stored = (of as Record<string, unknown>)[key] as ReactNode;
    const shownValue = value ? value(of) : dict ? <DictTag options={dict} value={stored as string} /> : stored;
    return { label: t(`detail.${key}`), value: shownValue, wide };
  };
  return (
    <ViewDialog open={row !== null} title={title} namespace={namespace} onClose={onClose}>
      {shown ? <DetailGrid items={fields(shown).map((field) => itemOf(shown, field))} /> : null}
    </ViewDialog>
  );
}

/** A row's 详细 button, shown only with its permission. */
export function DetailButton({ permission, label, onClick }: { permission: string; label: string; onClick: () => void }) {
  return (
    <HasPermi value={[permission]}>
      <Button size="small" startIcon={<ViewIcon />} onClick={onClick}>
        {label}
      </Button>
    </HasPermi>
  );
}

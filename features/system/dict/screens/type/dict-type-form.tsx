'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { parsedBy, problemMessages, type FormValues } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { formText } from '@/components/admin/list/form-text-field';
import { dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import type { DictType, DictTypeInput } from '@/features/system/dict/client/api';
import type { DictOption } from '@/features/member';
import { dictTypeSchema } from '../../contract';
import { dictTypeProblems } from './dict-rules';

type Values = FormValues<DictTypeInput, 'dictId'>;

const EMPTY: Values = { dictName: '', dictType: '', status: '0', remark: '' };

interface Props {
  open: boolean;
  entry: DictType | null;
  statuses: DictOption[];
  onClose: () => void;
  onSave: (input: DictTypeInput) => Promise<unknown>;
}

/** Add or edit one dictionary type; the API's refusal (a type already in use) is shown in the dialog. */
export function DictTypeForm({ open, entry, statuses, onClose, onSave }: Props) {
  const t = useTranslations('admin.dict');
  const initial = useMemo<Values | null>(() => {
    if (!open) return null;
    return entry
      ? { dictId: entry.dictId, dictName: entry.dictName, dictType: entry.dictType, status: entry.status, remark: entry.remark ?? '' }
      : EMPTY;
  }, [open, entry]);
  const form = useDialogForm(
    initial,
    (current) => problemMessages(dictTypeProblems(current), t),
    (current) => onSave(parsedBy(dictTypeSchema, current)),
  );

  if (!form.values) return null;
  const text = formText(form, t, { labels: '' });
  return (
    <FormDialog open={open} adding={!entry} namespace="admin.dict" onClose={onClose} form={form}>
      {text('dictName', { required: true })}
      {text('dictType', { required: true })}
      <FormRadioField form={form} name="status" label={t('status')} options={dictChoices(statuses)} />
      {text('remark', { multiline: true, minRows: 2 })}
    </FormDialog>
  );
}

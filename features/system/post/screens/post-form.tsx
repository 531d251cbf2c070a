'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { parsedBy, problemMessages, schemaProblems, type FormValues } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { formText } from '@/components/admin/list/form-text-field';
import { dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import type { DictOption } from '@/features/member';
import type { Post, PostInput } from '@/features/system/post/client/api';
import { postSchema } from '../contract';

type Values = FormValues<PostInput, 'postId'>;

const EMPTY: Values = { postName: '', postCode: '', postSort: '0', status: '0', remark: '' };

interface Props {
  open: boolean;
  entry: Post | null;
  statuses: DictOption[];
  onClose: () => void;
  onSave: (input: PostInput) => Promise<unknown>;
}

/** Add or edit one post; the API's refusal (a name or code already taken) is shown in the dialog. */
export function PostForm({ open, entry, statuses, onClose, onSave }: Props) {
  const t = useTranslations('admin.post');
  const initial = useMemo<Values | null>(() => {
    if (!open) return null;
    return entry
      ? {
          postId: entry.postId,
          postName: entry.postName,
          postCode: entry.postCode,
          postSort: String(entry.postSort),
          status: entry.status,
          remark: entry.remark ?? '',
        }
      : EMPTY;
  }, [open, entry]);
  const form = useDialogForm(
    initial,
    (current) => problemMessages(schemaProblems(postSchema, current), t),
    (current) => onSave(parsedBy(postSchema, current)),
  );

  if (!form.values) return null;
  const text = formText(form, t, { labels: '' });
  return (
    <FormDialog open={open} adding={!entry} namespace="admin.post" onClose={onClose} form={form}>
      {text('postName', { required: true })}
      {text('postCode', { required: true })}
      {text('postSort', { required: true, type: 'number', slotProps: { htmlInput: { min: 0, step: 1 } } })}
      <FormRadioField form={form} name="status" label={t('status')} options={dictChoices(statuses)} />
      {text('remark', { multiline: true, minRows: 2 })}
    </FormDialog>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { DISPLAY_ORDER_FIELD, formText } from '@/components/admin/list/form-text-field';
import { dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import type { FriendlyLinkInput } from '@/features/content/links/client/api';
import type { DictOption } from '@/features/member';
import { inputOf, linkProblems, type LinkFormValues } from './link-form-values';

interface Props {
  /** The form's starting values; null while closed. */
  initial: LinkFormValues | null;
  normalDisable: DictOption[];
  onClose: () => void;
  onSave: (input: FriendlyLinkInput) => Promise<unknown>;
}

/** Add or edit one friendly link; the API's refusals show in the dialog. */
export function LinkForm({ initial, normalDisable, onClose, onSave }: Props) {
  const t = useTranslations('admin.links');
  const form = useDialogForm(
    initial,
    (current) => problemMessages(linkProblems(current), t),
    (current) => onSave(inputOf(current)),
  );

  const { values } = form;
  if (!values) return null;
  const text = formText(form, t, { labels: '' });
  return (
    <FormDialog open={initial !== null} adding={values.id === undefined} namespace="admin.links" onClose={onClose} form={form}>
      {text('linkName', { required: true })}
      {text('linkEsName')}
      {text('linkUrl', { required: true, placeholder: 'https://' })}
      {text('orderNum', DISPLAY_ORDER_FIELD)}
      <FormRadioField form={form} name="status" label={t('status')} options={dictChoices(normalDisable)} size={{ xs: 12, sm: 6 }} />
    </FormDialog>
  );
}

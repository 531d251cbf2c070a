'use client';

import { useTranslations } from 'next-intl';
import { problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { FormTextField } from '@/components/admin/list/form-text-field';
import { dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import type { FriendlyLinkInput } from '@/features/content/links/client/api';
import type { DictOption } from '@/features/member/client/api';
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
  return (
    <FormDialog open={initial !== null} adding={values.id === undefined} namespace="admin.links" onClose={onClose} form={form}>
      <FormTextField form={form} name="linkName" label={t('linkName')} required />
      <FormTextField form={form} name="linkUrl" label={t('linkUrl')} required placeholder="https://" />
      <FormTextField
        form={form}
        name="orderNum"
        size={{ xs: 12, sm: 6 }}
        label={t('orderNum')}
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      <FormRadioField form={form} name="status" label={t('status')} options={dictChoices(normalDisable)} size={{ xs: 12, sm: 6 }} />
    </FormDialog>
  );
}

'use client';

import { Grid } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { parsedBy, problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormRadioField } from '@/components/admin/list/form-radio-field';
import { formText, HALF_ROW } from '@/components/admin/list/form-text-field';
import { dictChoices } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { useDict } from '@/components/admin/list/use-dict';
import type { DeclarationTemplate, TemplateInput } from '@/features/member/declaration/client/api';
import { templateSchema } from '@/features/member/declaration/contract';
import { TEMPLATE_ORDER_RANGE, TEMPLATE_TITLE_ES_MAX, TEMPLATE_TITLE_MAX } from '@/lib/rules/member-rules';
import { templateProblems, titleOfFile, type TemplateValues } from './declaration-checks';
import { TemplateFileField } from './template-file-field';

/** The form's values, and the original name of the chosen file for its link. */
type Values = TemplateValues & { originalFilename: string | null };

const EMPTY: Values = { title: '', titleEs: '', fileName: '', originalFilename: null, orderNum: '0', status: '0' };

interface Props {
  /** null: closed; `template` null: a new one. */
  target: { template: DeclarationTemplate | null } | null;
  onClose: () => void;
  onSave: (input: TemplateInput) => Promise<unknown>;
}

/**
 * 添加模板 / 修改模板: a title for a file uploaded here, its place on the member download page
 * and whether it shows there. The API's refusal shows in the dialog.
 */
export function TemplateForm({ target, onClose, onSave }: Props) {
  const t = useTranslations('admin.declareReview.template');
  const rules = useTranslations('admin.declareReview.template.rules');
  const statuses = useDict('sys_show_hide');
  const initial = useMemo<Values | null>(() => {
    if (!target) return null;
    const { template } = target;
    return template
      ? {
          id: template.id,
          title: template.title,
          titleEs: template.titleEs,
          fileName: template.fileName,
          originalFilename: template.originalFilename,
          orderNum: String(template.orderNum),
          status: template.status,
        }
      : EMPTY;
  }, [target]);
  const form = useDialogForm(
    initial,
    (current) => problemMessages(templateProblems(current), rules, (field) => t(field)),
    ({ originalFilename: _shownOnly, ...input }) => onSave(parsedBy(templateSchema, input)),
  );

  const { values, set, errors } = form;
  if (!values) return null;
  const text = formText(form, t, { labels: '' });
  return (
    <FormDialog open={target !== null} adding={!target?.template} namespace="admin.declareReview.template" onClose={onClose} form={form}>
      <Grid size={12}>
        <TemplateFileField
          value={values.fileName ? { fileName: values.fileName, originalFilename: values.originalFilename } : null}
          onChange={(file) => {
            set('fileName', file.fileName);
            set('originalFilename', file.originalFilename);
            if (!values.title.trim() && file.originalFilename) set('title', titleOfFile(file.originalFilename));
          }}
          error={errors.fileName}
        />
      </Grid>
      {text('title', { required: true, slotProps: { htmlInput: { maxLength: TEMPLATE_TITLE_MAX } } })}
      {text('titleEs', { slotProps: { htmlInput: { maxLength: TEMPLATE_TITLE_ES_MAX } } })}
      {text('orderNum', {
        size: HALF_ROW,
        slotProps: { htmlInput: { inputMode: 'numeric', min: TEMPLATE_ORDER_RANGE.min, max: TEMPLATE_ORDER_RANGE.max } },
      })}
      <FormRadioField form={form} name="status" label={t('status')} options={dictChoices(statuses)} size={{ xs: 12, sm: 6 }} />
    </FormDialog>
  );
}

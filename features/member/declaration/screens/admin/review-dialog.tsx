'use client';

import { Grid, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { parsedBy, problemMessages } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormTextField } from '@/components/admin/list/form-text-field';
import { RadioField } from '@/components/admin/list/radio-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import type { DeclarationReview, ReviewedDeclaration } from '@/features/member/declaration/client/api';
import { reviewSchema } from '@/features/member/declaration/contract';
import { DECLARATION_STATUS, REVIEW_COMMENT_MAX } from '@/lib/rules/member-rules';
import { reviewProblems } from './declaration-checks';

interface Props {
  declaration: ReviewedDeclaration | null;
  onClose: () => void;
  onSave: (review: DeclarationReview) => Promise<unknown>;
}

/**
 * 审核申报: accept (通过) or return (退回) a submitted declaration with a comment the member
 * sees; returning needs one. The API's refusal (already reviewed by someone else) stays here.
 */
export function ReviewDialog({ declaration, onClose, onSave }: Props) {
  const t = useTranslations('admin.declareReview');
  const rules = useTranslations('admin.declareReview.rules');
  const initial = useMemo(
    () =>
      declaration
        ? { id: declaration.id, title: declaration.title, status: DECLARATION_STATUS.accepted as DeclarationReview['status'], comment: '' }
        : null,
    [declaration],
  );
  const form = useDialogForm(
    initial,
    (current) => problemMessages(reviewProblems(current), rules, (field) => t(`fields.${field}`)),
    ({ id, status, comment }) => onSave(parsedBy(reviewSchema, { id, status, comment })),
  );

  const { values, set, errors } = form;
  if (!values) return null;
  return (
    <FormDialog open={declaration !== null} title={t('reviewTitle')} namespace="admin.declareReview" onClose={onClose} form={form}>
      <Grid size={12}>
        <Typography variant="body2">{t('reviewing', { title: values.title })}</Typography>
      </Grid>
      <Grid size={12}>
        <RadioField
          label={t('decision')}
          options={[
            { value: DECLARATION_STATUS.accepted, label: t('accept') },
            { value: DECLARATION_STATUS.returned, label: t('return') },
          ]}
          value={values.status}
          onChange={(status) => set('status', status as DeclarationReview['status'])}
        />
      </Grid>
      <FormTextField
        form={form}
        name="comment"
        multiline
        minRows={3}
        required={values.status === DECLARATION_STATUS.returned}
        label={t('fields.comment')}
        slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
        helperText={errors.comment ?? t('commentHint')}
      />
    </FormDialog>
  );
}

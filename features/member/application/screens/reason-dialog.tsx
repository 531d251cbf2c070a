'use client';

import { Grid, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { problemMessages, problemsFound, tooLongProblem } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormTextField } from '@/components/admin/list/form-text-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { REVIEW_COMMENT_MAX } from '@/lib/rules/member-rules';

export interface ReasonRequest {
  /** `reject` (驳回 a submitted application) or `rejectPay` (驳回缴费). */
  action: 'reject' | 'rejectPay';
  applicant: string;
  /** Sends the decision; it closes the dialog when the API agrees and rejects with its refusal otherwise. */
  send: (reason: string) => Promise<unknown>;
}

/**
 * 驳回 and 驳回缴费: a decision the applicant must be told the reason for, so the reason is
 * required. The API's refusal (another reviewer decided first) stays in the dialog.
 */
export function ReasonDialog({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }) {
  const t = useTranslations('admin.sign');
  // The request goes into the values, so the dialog keeps its words while it closes.
  const initial = useMemo(() => (request ? { ...request, reason: '' } : null), [request]);
  const form = useDialogForm(
    initial,
    ({ action, reason }) =>
      problemMessages(
        problemsFound({
          reason: reason.trim()
            ? tooLongProblem(reason, REVIEW_COMMENT_MAX)
            : { key: action === 'reject' ? 'reasonRequired' : 'payReasonRequired' },
        }),
        t,
      ),
    ({ send, reason }) => send(reason.trim()),
  );

  const { values } = form;
  if (!values) return null;
  return (
    <FormDialog
      open={request !== null}
      title={t(`${values.action}Title`)}
      namespace="admin.sign"
      onClose={onClose}
      form={form}
      maxWidth="xs"
    >
      <Grid size={12}>
        <Typography variant="body2">{t(`${values.action}Prompt`, { name: values.applicant })}</Typography>
      </Grid>
      <FormTextField form={form} name="reason" autoFocus required multiline minRows={3} label={t(`${values.action}Reason`)} />
    </FormDialog>
  );
}

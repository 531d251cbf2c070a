'use client';

import { Grid, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { problemMessages, problemsFound } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormTextField } from '@/components/admin/list/form-text-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { isEmailAddress } from '@/lib/messages/email/email-address';
import { notify } from '@/lib/notify';
import { sendTestEmail } from '../client/api';

export const EMAIL_LIST_KEY = 'monitor-email';

/** 发送测试邮件: one address; the message goes through the queue, and the list shows what became of it. */
export function TestEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('admin.emailOutbox');
  const queries = useQueryClient();
  const initial = useMemo(() => (open ? { to: '' } : null), [open]);
  const form = useDialogForm(
    initial,
    ({ to }) => problemMessages(problemsFound({ to: isEmailAddress(to.trim()) ? undefined : { key: 'invalidAddress' } }), t),
    async ({ to }) => {
      await sendTestEmail(to.trim());
      notify('success', t('queued'));
      await queries.invalidateQueries({ queryKey: [EMAIL_LIST_KEY] });
      onClose();
    },
  );
  if (!form.values) return null;
  return (
    <FormDialog open={open} title={t('testTitle')} namespace="admin.emailOutbox" onClose={onClose} form={form} maxWidth="xs">
      <Grid size={12}>
        <Typography variant="body2">{t('testPrompt')}</Typography>
      </Grid>
      <FormTextField form={form} name="to" required autoFocus label={t('testTo')} inputMode="email" />
    </FormDialog>
  );
}

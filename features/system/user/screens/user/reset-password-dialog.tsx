'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { problemMessages, problemsFound } from '@/components/admin/list/field-problems';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { FormTextField } from '@/components/admin/list/form-text-field';
import { useDialogForm } from '@/components/admin/list/use-dialog-form';
import { resetUserPwd, type UserEntry } from '@/features/system/user/client/api';
import { notify } from '@/lib/notify';
import { passwordProblem } from './user-checks';

/** Sets a new password for a user (the reference's prompt); the server's refusal stays in the dialog. */
export function ResetPasswordDialog({ user, onClose }: { user: UserEntry | null; onClose: () => void }) {
  const t = useTranslations('admin.user');
  const rules = useTranslations('admin.user.rules');
  // The user goes into the values, so the prompt keeps its name while the dialog closes.
  const initial = useMemo(() => (user ? { userId: user.userId, userName: user.userName, password: '' } : null), [user]);
  const form = useDialogForm(
    initial,
    ({ password }) => problemMessages(problemsFound({ password: passwordProblem(password) }), rules, () => t('password')),
    async ({ userId, password }) => {
      await resetUserPwd(userId, password);
      notify('success', t('passwordReset', { password }));
      onClose();
    },
  );

  const { values } = form;
  if (!values) return null;
  return (
    <FormDialog open={user !== null} title={t('resetPwd')} namespace="admin.user" onClose={onClose} form={form} maxWidth="xs">
      <FormTextField
        form={form}
        name="password"
        autoFocus
        type="password"
        autoComplete="new-password"
        label={t('resetPrompt', { name: values.userName })}
      />
    </FormDialog>
  );
}

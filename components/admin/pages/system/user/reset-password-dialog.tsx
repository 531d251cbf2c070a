'use client';

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { fieldError } from '@/components/common/field-error';
import { FormProblem } from '@/components/member/form-problem';
import { resetUserPwd, type UserEntry } from '@/lib/api/user';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/request';
import { passwordProblem } from './user-checks';

/** Sets a new password for a user (the reference's prompt); the server's refusal stays in the dialog. */
export function ResetPasswordDialog({ user, onClose }: { user: UserEntry | null; onClose: () => void }) {
  const t = useTranslations('admin.user');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setPassword('');
    setError(undefined);
    setProblem(null);
  }, [user]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const found = passwordProblem(password);
    setError(found ? t(`rules.${found.key}`, { label: t('password'), ...found.values }) : undefined);
    if (found) return;
    setSaving(true);
    try {
      await resetUserPwd(user.userId, password);
      notify('success', t('passwordReset', { password }));
      onClose();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setProblem(failure.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={user !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="reset-password-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="reset-password-title">{t('resetPwd')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            type="password"
            autoComplete="new-password"
            label={t('resetPrompt', { name: user?.userName ?? '' })}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            sx={{ mt: 1, mb: 1 }}
            {...fieldError(error)}
          />
          <FormProblem problem={problem} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

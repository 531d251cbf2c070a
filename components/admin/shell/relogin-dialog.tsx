'use client';

import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { onSessionExpired } from '@/lib/http/request';
import { useShellSession } from './shell-session';

/**
 * When a call answers 401 the session is over: one prompt at a time offers to sign in again
 * right here, so nothing on the open pages is lost. Signing in as someone else reloads, since
 * the menus and pages belong to that user.
 */
export function ReloginDialog({ userId }: { userId: number }) {
  const t = useTranslations('admin.relogin');
  const queryClient = useQueryClient();
  const { whoIsSignedIn, SignInForm } = useShellSession();
  const [stage, setStage] = useState<'closed' | 'asking' | 'signing-in'>('closed');

  useEffect(() => onSessionExpired(() => setStage((current) => (current === 'closed' ? 'asking' : current))), []);

  // One may sign in by user name or mobile number: who it is comes from the API, not the form.
  const signedIn = async () => {
    const signedInAs = await whoIsSignedIn().catch(() => null);
    if (signedInAs?.userId !== userId) {
      window.location.reload();
      return;
    }
    setStage('closed');
    void queryClient.invalidateQueries();
  };

  return (
    <Dialog open={stage !== 'closed'} aria-labelledby="relogin-title" maxWidth="xs" fullWidth>
      <DialogTitle id="relogin-title">{t('title')}</DialogTitle>
      <DialogContent>
        {stage === 'asking' ? <DialogContentText>{t('message')}</DialogContentText> : <SignInForm onSignedIn={() => void signedIn()} />}
      </DialogContent>
      {stage === 'asking' ? (
        <DialogActions>
          <Button onClick={() => setStage('closed')}>{t('stay')}</Button>
          <Button variant="contained" onClick={() => setStage('signing-in')} autoFocus>
            {t('signIn')}
          </Button>
        </DialogActions>
      ) : null}
    </Dialog>
  );
}

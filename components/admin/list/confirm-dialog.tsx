'use client';

import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

export interface ConfirmOptions {
  message: string;
  title?: string;
  confirmText?: string;
  /** A destructive action gets a red button. */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** `await confirm({message})` from any admin screen: true when the person agreed. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs the ConfirmProvider around it');
  return confirm;
}

/** One confirm dialog for the whole shell; a new question answers a still-open one with no. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('admin.common');
  const [question, setQuestion] = useState<ConfirmOptions | null>(null);
  const settle = useRef<((agreed: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((options) => {
    settle.current?.(false);
    setQuestion(options);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);

  const answer = (agreed: boolean) => {
    settle.current?.(agreed);
    settle.current = null;
    setQuestion(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog open={question !== null} onClose={() => answer(false)} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
        <DialogTitle id="confirm-title">{question?.title ?? t('confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{question?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>{t('cancel')}</Button>
          <Button onClick={() => answer(true)} variant="contained" color={question?.danger ? 'error' : 'primary'} autoFocus>
            {question?.confirmText ?? t('ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

'use client';

import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, type Breakpoint } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, type FormEvent, type ReactNode } from 'react';

/**
 * The dialog's title: the screen's `addTitle` or `editTitle` by whether it adds, or a title of its
 * own for a dialog that does neither (分配数据权限, 重置密码).
 */
type Heading = { adding: boolean; title?: never } | { title: string; adding?: never };

type Props = Heading & {
  open: boolean;
  /** The screen's messages: `cancel` and `save` (and `addTitle`, `editTitle` without a `title`). */
  namespace: string;
  onClose: () => void;
  /** What `useDialogForm` gives: the submit handler, whether a save runs, the API's refusal. */
  form: { submit: (event: FormEvent) => void; saving: boolean; problem: string };
  maxWidth?: Breakpoint;
  /** The fields, as items of a two-column grid. */
  children: ReactNode;
};

/** The frame of a form dialog: title, a grid of fields, the API's refusal, cancel and save. */
export function FormDialog({ open, adding, title, namespace, onClose, form, maxWidth = 'sm', children }: Props) {
  const t = useTranslations(namespace);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={form.submit}>
        <DialogTitle id={titleId}>{title ?? (adding ? t('addTitle') : t('editTitle'))}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {children}
            {form.problem ? (
              <Grid size={12}>
                <Alert severity="error">{form.problem}</Alert>
              </Grid>
            ) : null}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.saving}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

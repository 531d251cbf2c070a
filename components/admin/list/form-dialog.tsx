'use client';

import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  LinearProgress,
  type Breakpoint,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslations } from 'next-intl';
import { useId, type FormEvent, type ReactNode } from 'react';

/**
 * The dialog's title: the screen's `addTitle` or `editTitle` by whether it adds, or a title of its
 * own for a dialog that does neither (分配数据权限, 重置密码).
 */
type Heading = { adding: boolean; title?: never } | { title: string; adding?: never };

type Props = Heading & {
  open: boolean;
  /** The screen's messages: `cancel` and `save` (and `addTitle`, `editTitle` without a `title`; `close` when full screen). */
  namespace: string;
  /** Every way out (取消, Escape, the backdrop, a full-screen dialog's close button) goes through it. */
  onClose: () => void;
  /** What `useDialogForm` gives: the submit handler, whether a save runs, the API's refusal. */
  form: { submit: (event: FormEvent) => void; saving: boolean; problem: string };
  maxWidth?: Breakpoint;
  /**
   * For a form too large for a dialog (the article editor): the whole window, a close button at
   * the top right, the fields centred and scrolling while the refusal and the buttons stay in view.
   */
  fullScreen?: boolean;
  /** Buttons before 取消 (the article editor's 预览). */
  actions?: ReactNode;
  /**
   * The starting values are still on their way: the fields wait (a disabled fieldset), so
   * nothing typed meanwhile is lost when they arrive.
   */
  loading?: boolean;
  /** The fields, as items of a two-column grid. */
  children: ReactNode;
};

/** The frame of a form dialog: title, a grid of fields, the API's refusal, cancel and save. */
export function FormDialog({
  open,
  adding,
  title,
  namespace,
  onClose,
  form,
  maxWidth = 'sm',
  fullScreen = false,
  actions,
  loading = false,
  children,
}: Props) {
  const t = useTranslations(namespace);
  const titleId = useId();
  const problem = form.problem ? (
    <Alert severity="error" sx={fullScreen ? { borderRadius: 0 } : undefined}>
      {form.problem}
    </Alert>
  ) : null;
  return (
    <Dialog open={open} onClose={onClose} maxWidth={maxWidth} fullWidth fullScreen={fullScreen} aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        onSubmit={form.submit}
        sx={fullScreen ? { display: 'flex', flexDirection: 'column', height: '100%' } : undefined}
      >
        <DialogTitle id={titleId}>{title ?? (adding ? t('addTitle') : t('editTitle'))}</DialogTitle>
        {fullScreen ? (
          <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
            <CloseIcon />
          </IconButton>
        ) : null}
        {loading ? <LinearProgress /> : null}
        <DialogContent dividers={fullScreen}>
          <Box component="fieldset" disabled={loading} aria-busy={loading} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Grid container spacing={2} sx={fullScreen ? { maxWidth: 1200, mx: 'auto' } : { pt: 1 }}>
              {children}
              {problem && !fullScreen ? <Grid size={12}>{problem}</Grid> : null}
            </Grid>
          </Box>
        </DialogContent>
        {fullScreen ? problem : null}
        <DialogActions>
          {actions}
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.saving}>
            {t('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

'use client';

import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, type Breakpoint } from '@mui/material';
import { useTranslations } from 'next-intl';
import { Fragment, useId, useState, type ReactNode } from 'react';

/**
 * What a dialog shows while it closes: the last value it was opened with, so its content does
 * not vanish during the closing animation.
 */
export function useShownWhileClosing<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return shown;
}

interface Props {
  open: boolean;
  title: string;
  /** The screen's messages: `close` and `loading`. */
  namespace: string;
  onClose: () => void;
  loading?: boolean;
  /** A control at the right of the title (the article preview's language). */
  headerAction?: ReactNode;
  /** Buttons before 关闭 (审核 of a waiting declaration). */
  actions?: ReactNode;
  maxWidth?: Breakpoint;
  children: ReactNode;
}

/** A dialog that shows rather than edits (申请详情, 申报详情, 报名名单, 文章预览): title, content, 关闭. */
export function ViewDialog({ open, title, namespace, onClose, loading, headerAction, actions, maxWidth = 'md', children }: Props) {
  const t = useTranslations(namespace);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {headerAction ? <Box sx={{ position: 'absolute', top: 12, right: 24 }}>{headerAction}</Box> : null}
      <DialogContent dividers>
        {loading ? <LinearProgress aria-label={t('loading')} sx={{ mb: 2 }} /> : null}
        {children}
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

interface RowListProps<Row> {
  /** The row whose list is shown; the dialog is open while there is one. */
  row: Row | null;
  title: (row: Row) => string;
  keyOf: (row: Row) => number;
  namespace: string;
  onClose: () => void;
  maxWidth?: Breakpoint;
  /** The list of one row. */
  children: (row: Row) => ReactNode;
}

/** A list that belongs to one row (报名名单, 阅读用户); another row starts a new list, with its own filters and page. */
export function RowListDialog<Row>({ row, title, keyOf, namespace, onClose, maxWidth, children }: RowListProps<Row>) {
  const shown = useShownWhileClosing(row);
  return (
    <ViewDialog open={row !== null} title={shown ? title(shown) : ''} namespace={namespace} onClose={onClose} maxWidth={maxWidth}>
      {shown ? <Fragment key={keyOf(shown)}>{children(shown)}</Fragment> : null}
    </ViewDialog>
  );
}

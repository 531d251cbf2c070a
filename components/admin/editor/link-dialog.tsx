'use client';

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { isArticleLink } from '@/lib/rules/content-rules';

interface Props {
  /** The address of the link under the cursor ('' for a new link); the dialog is open while it is not null. */
  href: string | null;
  onClose: () => void;
  onApply: (href: string) => void;
  onRemove: () => void;
}

/** Asks for a link's address; only http(s), mailto and this site's own paths are taken. */
export function LinkDialog({ href, onClose, onApply, onRemove }: Props) {
  const t = useTranslations('admin.editor');
  const titleId = useId();
  const [text, setText] = useState(href ?? '');
  const [error, setError] = useState('');
  const [shown, setShown] = useState(href);
  // A dialog opened again starts from the link under the cursor, not what was typed last time.
  if (href !== shown) {
    setShown(href);
    setText(href ?? '');
    setError('');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal, but React still bubbles its submit to the article form around the editor.
    event.stopPropagation();
    const address = text.trim();
    if (!isArticleLink(address)) {
      setError(address ? t('linkInvalid') : t('linkRequired'));
      return;
    }
    onApply(address);
  };

  return (
    <Dialog open={href !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('link')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('linkAddress')}
            placeholder="https://"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(error)}
            helperText={error || t('linkHint')}
          />
        </DialogContent>
        <DialogActions>
          {href ? (
            <Button color="error" onClick={onRemove}>
              {t('unlink')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('ok')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

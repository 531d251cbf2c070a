'use client';

import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { NOTICE_DURATION_MS, subscribeNotices, type Notice } from '@/lib/notify';

/** Shows the request helper's notices one after another, each for five seconds. */
export function Notifier() {
  const [queue, setQueue] = useState<Notice[]>([]);
  useEffect(() => subscribeNotices((notice) => setQueue((current) => [...current, notice])), []);
  const current = queue[0];
  const dismiss = () => setQueue((rest) => rest.slice(1));
  return (
    <Snackbar
      key={current?.id}
      open={Boolean(current)}
      autoHideDuration={NOTICE_DURATION_MS}
      onClose={(_, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {current ? (
        <Alert severity={current.severity} variant="filled" onClose={dismiss} role="alert" sx={{ minWidth: 280 }}>
          {current.title && current.title !== current.message ? <AlertTitle>{current.title}</AlertTitle> : null}
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}

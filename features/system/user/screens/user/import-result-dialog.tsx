'use client';

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ImportOutcome } from './import-dialog';
import { importReportLines } from './import-report';

/** 导入结果: the server's report, line by line, as plain text (never as markup). */
export function ImportResultDialog({ outcome, onClose }: { outcome: ImportOutcome | null; onClose: () => void }) {
  const t = useTranslations('admin.user');
  const lines = useMemo(() => (outcome ? importReportLines(outcome.report) : []), [outcome]);
  return (
    <Dialog open={outcome !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="user-import-result-title">
      <DialogTitle id="user-import-result-title">{t('import.resultTitle')}</DialogTitle>
      <DialogContent sx={{ maxHeight: '70vh' }}>
        {lines.map((line, index) => (
          <Typography
            key={index}
            variant="body2"
            color={outcome?.succeeded ? 'text.primary' : 'error'}
            sx={{ wordBreak: 'break-all', mb: 0.5 }}
          >
            {line}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

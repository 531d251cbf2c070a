'use client';

import { Box, Button, Tab, Tabs } from '@mui/material';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ViewDialog, useShownWhileClosing } from '@/components/admin/list/view-dialog';
import type { PreviewFile } from '@/features/tool/gen/client/api';
import { notify } from '@/lib/notify';
import { tabLabelsOf } from './file-name';

/**
 * 代码预览: the table's generated files, one tab each (the first open), each with 复制. The screen
 * asks for the files first and opens the dialog with them: a refused preview opens nothing.
 */
export function PreviewDialog({ files, onClose }: { files: PreviewFile[] | null; onClose: () => void }) {
  const t = useTranslations('admin.gen');
  const shown = useShownWhileClosing(files);
  const entries = (shown ?? []).map((file) => [file.path, file.source] as const);
  const labels = tabLabelsOf(entries.map(([path]) => path));
  const [chosen, setChosen] = useState<string | null>(null);
  const idBase = useId();
  const open = entries.find(([path]) => path === chosen) ?? entries[0];

  const close = () => {
    setChosen(null);
    onClose();
  };
  const copy = async (source: string) => {
    try {
      await navigator.clipboard.writeText(source);
      notify('success', t('copied'));
    } catch {
      notify('error', t('copyFailed'));
    }
  };

  return (
    <ViewDialog open={files !== null} title={t('previewTitle')} namespace="admin.gen" onClose={close} maxWidth="lg">
      {open ? (
        <>
          <Tabs
            value={open[0]}
            onChange={(_, path: string) => setChosen(path)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={t('files')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {entries.map(([path], index) => (
              <Tab
                key={path}
                value={path}
                label={labels[index]}
                title={path}
                id={`${idBase}-tab-${index}`}
                aria-controls={`${idBase}-panel`}
                sx={{ textTransform: 'none' }}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`${idBase}-panel`}
            aria-labelledby={`${idBase}-tab-${entries.indexOf(open)}`}
            sx={{ position: 'relative', mt: 1 }}
          >
            <Button
              size="small"
              startIcon={<CopyIcon />}
              onClick={() => void copy(open[1])}
              sx={{ position: 'absolute', top: 4, right: 4 }}
            >
              {t('copy')}
            </Button>
            <Box
              component="pre"
              sx={{
                m: 0,
                p: 2,
                pr: 10,
                bgcolor: 'grey.100',
                borderRadius: 1,
                overflow: 'auto',
                maxHeight: '65vh',
                fontFamily: 'monospace',
                fontSize: 13,
                lineHeight: 1.5,
              }}
            >
              <code>{open[1]}</code>
            </Box>
          </Box>
        </>
      ) : null}
    </ViewDialog>
  );
}

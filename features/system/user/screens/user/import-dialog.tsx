'use client';

import { Box, Button, Checkbox, FormControlLabel, Grid, Link, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useOnChange } from '@/components/common/browser-state';
import { FormDialog } from '@/components/admin/list/form-dialog';
import { USER_IMPORT_TEMPLATE_PATH, importUsers } from '@/features/system/user/client/api';
import { downloadExport } from '@/lib/http/download';
import { ApiError } from '@/lib/http/request';

const WORKBOOK = /\.xlsx?$/i;

export interface ImportOutcome {
  succeeded: boolean;
  report: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The server's report, on success and when it refused rows (code 500 with the list of problems). */
  onImported: (outcome: ImportOutcome) => void;
}

/**
 * 用户导入: one .xls/.xlsx file, whether existing users are updated, and the template to fill in.
 * Not `useDialogForm`: a refusal of rows is a report for the next dialog, not a problem shown here.
 */
export function ImportDialog({ open, onClose, onImported }: Props) {
  const t = useTranslations('admin.user');
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [problem, setProblem] = useState('');
  const [uploading, setUploading] = useState(false);

  // Each opening starts from an empty form.
  useOnChange(open, (opened) => {
    if (!opened) return;
    setFile(null);
    setUpdateSupport(false);
    setProblem('');
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !WORKBOOK.test(file.name)) {
      setProblem(t('import.wrongType'));
      return;
    }
    setUploading(true);
    setProblem('');
    try {
      const answer = await importUsers(file, updateSupport);
      onImported({ succeeded: true, report: answer.msg });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 500) onImported({ succeeded: false, report: error.message });
      else setProblem(error.message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('import.title')}
      namespace="admin.user"
      onClose={onClose}
      form={{ submit, saving: uploading, problem }}
      maxWidth="xs"
    >
      <Grid size={12}>
        <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 2, textAlign: 'center' }}>
          <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
            {t('import.choose')}
            <input
              hidden
              type="file"
              accept=".xls,.xlsx"
              aria-label={t('import.choose')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }}>
            {file ? file.name : t('import.noFile')}
          </Typography>
        </Box>
        <FormControlLabel
          control={<Checkbox checked={updateSupport} onChange={(event) => setUpdateSupport(event.target.checked)} />}
          label={t('import.updateSupport')}
          sx={{ mt: 1 }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('import.onlyWorkbooks')}{' '}
          <Link component="button" type="button" onClick={() => void downloadExport(USER_IMPORT_TEMPLATE_PATH, {}, 'user_template.xlsx')}>
            {t('import.template')}
          </Link>
        </Typography>
      </Grid>
    </FormDialog>
  );
}
